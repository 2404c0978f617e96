import {
  latestIncidentDate,
  OFFICER_REPORT_WINDOW_MS,
  OFFICER_REPORTS_PER_DAY,
  OfficerReportListSchema,
  OfficerReportSchema,
  OfficerSchema,
} from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { officerReports } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  createOfficer,
  createReport,
  getOfficer,
  listReports,
  postReport,
  reportBody,
  uniqueCity,
} from '../../test/officers';
import {
  asSession,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

const DAY_MS = 24 * 60 * 60_000;

describeApi('officer reports (/api/officers/{id}/reports, /api/reports/{id})', () => {
  let app: App;
  let db: Database;
  let creator: TestSession;
  // Near real time: on PostgreSQL other suites share the tables. Tests that move it put it back.
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase({}, { now: clock }));
    creator = await startVerifiedSession(app);
  });
  afterEach(() => {
    offsetMs = 0;
  });
  afterAll(() => app.close());

  async function officerNow(officerId: string) {
    return OfficerSchema.parse((await getOfficer(app, officerId)).json());
  }

  function deleteReport(who: TestSession | null, reportId: string, headers = {}) {
    return app.inject({
      method: 'DELETE',
      url: `/api/reports/${reportId}`,
      headers,
      ...(who ? asSession(who) : {}),
    });
  }

  describe('filing a report', () => {
    it('stores the report and answers 201 with it', async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const author = await startVerifiedSession(app);
      const response = await postReport(
        app,
        author,
        officer.id,
        reportBody({ rating: 'A', interactionType: 'arrest', incidentDate: '2025-03-14' }),
      );
      expect(response.statusCode).toBe(201);
      expect(OfficerReportSchema.parse(response.json())).toEqual({
        id: expect.any(String),
        title: 'Polite traffic stop',
        description: 'Explained the reason for the stop and let me go with a warning.',
        rating: 'A',
        interactionType: 'arrest',
        location: 'Olive Ave & 1st St',
        incidentDate: '2025-03-14',
        isAnonymous: false,
        helpfulVotes: 0,
        isVerified: true,
        isMine: true,
        reporterTag: expect.any(String),
        createdAt: expect.any(String),
      });
    });

    it("updates the officer's average and counts with each report (A+ 5, A 4.5, B 3.5, C 2.5, D 1.5, F 0)", async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const grades = ['A+', 'F', 'C', 'A', 'B', 'D'] as const;
      const expected = [
        { averageRating: 5, totalReports: 1, positiveReports: 1, negativeReports: 0 },
        { averageRating: 2.5, totalReports: 2, positiveReports: 1, negativeReports: 1 },
        { averageRating: 2.5, totalReports: 3, positiveReports: 1, negativeReports: 1 },
        { averageRating: 3, totalReports: 4, positiveReports: 2, negativeReports: 1 },
        { averageRating: 3.1, totalReports: 5, positiveReports: 3, negativeReports: 1 },
        { averageRating: 2.83, totalReports: 6, positiveReports: 3, negativeReports: 2 },
      ];
      for (const [i, rating] of grades.entries()) {
        await createReport(app, await startVerifiedSession(app), officer.id, { rating });
        expect(await officerNow(officer.id), rating).toMatchObject(expected[i] ?? {});
      }
    });

    it('takes a deleted report out of the average and counts', async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const fan = await startVerifiedSession(app);
      const critic = await startVerifiedSession(app);
      await createReport(app, fan, officer.id, { rating: 'A+' });
      const harsh = await createReport(app, critic, officer.id, { rating: 'F' });
      expect(await officerNow(officer.id)).toMatchObject({ averageRating: 2.5, totalReports: 2 });
      expect((await deleteReport(critic, harsh.id)).statusCode).toBe(204);
      expect(await officerNow(officer.id)).toMatchObject({
        averageRating: 5,
        totalReports: 1,
        positiveReports: 1,
        negativeReports: 0,
      });
    });

    it('lists reports newest first', async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const first = await createReport(app, await startVerifiedSession(app), officer.id, {
        title: 'First',
      });
      offsetMs = 1000;
      const second = await createReport(app, await startVerifiedSession(app), officer.id, {
        title: 'Second',
      });
      const listed = OfficerReportListSchema.parse((await listReports(app, officer.id)).json());
      expect(listed.map((report) => report.id)).toEqual([second.id, first.id]);
    });

    it('answers 404 for the reports of an officer that does not exist', async () => {
      const listed = await listReports(app, 'no-such-officer');
      expect(listed.statusCode).toBe(404);
      const posted = await postReport(app, creator, 'no-such-officer', reportBody());
      expect(posted.statusCode).toBe(404);
      expect(posted.json()).toMatchObject({ code: 'officer_not_found' });
    });
  });

  describe('anonymity', () => {
    it('never shows the author of an anonymous report to anyone else, forged header or not', async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const author = await startVerifiedSession(app);
      const report = await createReport(app, author, officer.id, { isAnonymous: true });
      expect(report).toMatchObject({ isAnonymous: true, isMine: true, reporterTag: null });

      const stranger = await startSession(app);
      const views = [
        await listReports(app, officer.id),
        await listReports(app, officer.id, stranger),
        await app.inject({
          method: 'GET',
          url: `/api/officers/${officer.id}/reports`,
          headers: { 'user-id': author.userId },
          ...asSession(stranger),
        }),
      ];
      for (const view of views) {
        const [seen] = OfficerReportListSchema.parse(view.json());
        expect(seen).toMatchObject({
          id: report.id,
          isAnonymous: true,
          isMine: false,
          reporterTag: null,
        });
        expect(view.body).not.toContain(author.userId);
      }
      const [own] = OfficerReportListSchema.parse(
        (await listReports(app, officer.id, author)).json(),
      );
      expect(own?.isMine).toBe(true);
    });

    it("never names a report's author: a tag tells one officer's reporters apart and links nothing across officers", async () => {
      const author = await startVerifiedSession(app);
      const first = await createOfficer(app, creator, uniqueCity());
      const second = await createOfficer(app, creator, uniqueCity());
      await createReport(app, author, first.id);
      await createReport(app, author, second.id);
      await createReport(app, creator, first.id);
      const onFirst = await listReports(app, first.id);
      const onSecond = await listReports(app, second.id);
      for (const view of [onFirst, onSecond]) {
        expect(view.body).not.toContain(author.userId);
        expect(view.body).not.toContain(creator.userId);
      }
      const firstTags = OfficerReportListSchema.parse(onFirst.json()).map((r) => r.reporterTag);
      const [secondTag] = OfficerReportListSchema.parse(onSecond.json()).map((r) => r.reporterTag);
      expect(new Set(firstTags).size).toBe(2);
      expect(firstTags).not.toContain(secondTag);
      expect(firstTags.every((tag) => tag !== null && tag.length > 0)).toBe(true);
    });
  });

  describe('limits', () => {
    it('refuses a second report about the same officer within 24 hours with 429 and Retry-After', async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const author = await startVerifiedSession(app);
      await createReport(app, author, officer.id);
      offsetMs = 23 * 60 * 60_000;
      const again = await postReport(app, author, officer.id, reportBody());
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({
        error:
          'You have already reported this officer today. You can report them again within the hour.',
        code: 'report_rate_limited',
      });
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      expect(await officerNow(officer.id)).toMatchObject({ totalReports: 1 });

      offsetMs = DAY_MS + 1000;
      expect((await postReport(app, author, officer.id, reportBody())).statusCode).toBe(201);
    });

    it(`refuses report number ${OFFICER_REPORTS_PER_DAY + 1} in 24 hours, about any officer`, async () => {
      const city = uniqueCity();
      const author = await startVerifiedSession(app);
      for (let i = 0; i < OFFICER_REPORTS_PER_DAY; i++) {
        const officer = await createOfficer(app, creator, city, { lastName: `Busy${i}` });
        await createReport(app, author, officer.id);
      }
      const eleventh = await createOfficer(app, creator, city, { lastName: 'Eleventh' });
      const refused = await postReport(app, author, eleventh.id, reportBody());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'report_rate_limited' });
      expect(refused.json().error).toMatch(
        /^You can file at most 10 reports a day\. You can file another in 24 hours\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(
        OFFICER_REPORT_WINDOW_MS / 1000 - 60,
      );
      // Another person is not held back by it.
      await createReport(app, await startVerifiedSession(app), eleventh.id);
    });

    it('holds the per-officer limit against parallel requests', async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const author = await startVerifiedSession(app);
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => postReport(app, author, officer.id, reportBody())),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429]);
      expect(await officerNow(officer.id)).toMatchObject({ totalReports: 1 });
    });
  });

  describe('who may file and delete', () => {
    it('refuses an unverified session with 403 and no session with 401, whatever user-id header it sends', async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const unverified = await startSession(app);
      const forged = await postReport(app, unverified, officer.id, reportBody(), {
        'user-id': creator.userId,
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'phone_verification_required' });
      const headerOnly = await app.inject({
        method: 'POST',
        url: `/api/officers/${officer.id}/reports`,
        payload: reportBody(),
        headers: { 'user-id': creator.userId },
      });
      expect(headerOnly.statusCode).toBe(401);
      expect(await officerNow(officer.id)).toMatchObject({ totalReports: 0 });
    });

    it("lets only the author delete a report: 404 for anyone else, even with the author's user-id header", async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const author = await startVerifiedSession(app);
      const report = await createReport(app, author, officer.id, { isAnonymous: true });
      // The officer's creator may delete the officer, not someone's report on it.
      const refused = await deleteReport(creator, report.id, { 'user-id': author.userId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        error: 'You have no report with this id to delete.',
        code: 'report_not_found',
      });
      expect((await deleteReport(null, report.id, { 'user-id': author.userId })).statusCode).toBe(
        401,
      );
      expect(await officerNow(officer.id)).toMatchObject({ totalReports: 1 });

      expect((await deleteReport(author, report.id)).statusCode).toBe(204);
      const rows = await db.select().from(officerReports).where(eq(officerReports.id, report.id));
      expect(rows).toEqual([]);
      const gone = await deleteReport(author, report.id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'report_not_found' });
    });
  });

  describe('validation', () => {
    it.each([
      ['no grade', { rating: undefined }, 'rating', 'Choose a grade: A+, A, B, C, D or F.'],
      [
        'a grade that is not one',
        { rating: 'E' },
        'rating',
        'Choose a grade: A+, A, B, C, D or F.',
      ],
      ['an empty title', { title: '   ' }, 'title', 'Enter a title.'],
      [
        'a title over 120 characters',
        { title: 'x'.repeat(121) },
        'title',
        'The title can be at most 120 characters.',
      ],
      ['no description', { description: undefined }, 'description', 'Describe what happened.'],
      [
        'a description over 2000 characters',
        { description: 'x'.repeat(2001) },
        'description',
        'The description can be at most 2000 characters.',
      ],
      [
        'an unknown interaction type',
        { interactionType: 'raid' },
        'interactionType',
        'Choose an interaction type from the list.',
      ],
      [
        'a date that is not a date',
        { incidentDate: '14/03/2025' },
        'incidentDate',
        'Give the incident date as YYYY-MM-DD.',
      ],
      [
        'a date in the future',
        { incidentDate: '2999-01-01' },
        'incidentDate',
        'The incident date cannot be in the future.',
      ],
    ])('refuses %s with 400 and says what is wrong', async (_, overrides, field, message) => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const author = await startVerifiedSession(app);
      const response = await postReport(app, author, officer.id, reportBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        issues: [{ path: [field], message }],
      });
      expect(response.json().error).toContain(message);
      expect(await officerNow(officer.id)).toMatchObject({ totalReports: 0 });
    });

    it('accepts today in the easternmost time zone as an incident date, and the next day not', async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const today = latestIncidentDate(clock());
      const report = await createReport(app, await startVerifiedSession(app), officer.id, {
        incidentDate: today,
      });
      expect(report.incidentDate).toBe(today);
      const tomorrow = new Date(Date.parse(today) + DAY_MS).toISOString().slice(0, 10);
      const refused = await postReport(app, await startVerifiedSession(app), officer.id, {
        ...reportBody(),
        incidentDate: tomorrow,
      });
      expect(refused.statusCode).toBe(400);
    });
  });
});
