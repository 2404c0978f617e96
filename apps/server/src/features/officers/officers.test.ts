import { OFFICER_SEARCH_PAGE_SIZE, OfficerListSchema, OfficerSchema } from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { officers } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  createOfficer,
  createReport,
  getOfficer,
  officerBody,
  postOfficer,
  searchOfficers,
  uniqueBadge,
  uniqueCity,
} from '../../test/officers';
import {
  asSession,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';
import { searchBadge, searchTokens } from './officer-search-text';
import { searchOfficers as searchOfficerRows } from './officers.queries';

const SEEDING_WRITE_LIMIT = { limit: 1000, windowMs: 60_000 };

describeApi('officers (/api/officers)', () => {
  let app: App;
  let db: Database;
  let creator: TestSession;
  beforeAll(async () => {
    // One session seeds dozens of officers, faster than the write limit lets a person write.
    ({ app, db } = await createTestAppWithDatabase({}, { writeRateLimit: SEEDING_WRITE_LIMIT }));
    creator = await startVerifiedSession(app);
  });
  afterAll(() => app.close());

  async function namesFound(query: Record<string, string>): Promise<string[]> {
    const response = await searchOfficers(app, query);
    expect(response.statusCode).toBe(200);
    return OfficerListSchema.parse(response.json()).map((officer) => officer.fullName);
  }

  describe('searching', () => {
    it('finds an officer by any part of the name, words in any order, in any case', async () => {
      const city = uniqueCity();
      await createOfficer(app, creator, city, { firstName: 'María', lastName: 'Rodríguez-López' });
      await createOfficer(app, creator, city, { firstName: 'Sam', lastName: 'Lee' });
      for (const search of ['rodr', 'LOPEZ maria', 'lóp mar', 'odrig', 'maria rodriguez']) {
        expect(await namesFound({ search, city, state: 'California' }), search).toEqual([
          'María Rodríguez-López',
        ]);
      }
      expect(await namesFound({ search: 'maria lee', city, state: 'California' })).toEqual([]);
    });

    it('finds an officer by badge number, whole or in part, and by department', async () => {
      const city = uniqueCity();
      const badge = uniqueBadge();
      await createOfficer(app, creator, city, { lastName: 'Okafor', badgeNumber: badge });
      await createOfficer(app, creator, city, {
        lastName: 'Nguyen',
        department: `${city} Transit Police`,
      });
      expect(await namesFound({ search: badge.toLowerCase(), city })).toEqual(['Maria Okafor']);
      expect(await namesFound({ search: `#${badge}`, city })).toEqual(['Maria Okafor']);
      expect(await namesFound({ search: badge.slice(2, 8), city })).toEqual(['Maria Okafor']);
      expect(await namesFound({ search: 'transit police', city })).toEqual(['Maria Nguyen']);
      // Every profile without a department given is in the city's police department.
      expect(await namesFound({ search: 'police department', city })).toEqual(['Maria Okafor']);
    });

    it('filters by city and state, in any case, and takes a state code for the state', async () => {
      const city = uniqueCity();
      const otherCity = uniqueCity();
      const lastName = `Zed${uniqueBadge()}`;
      await createOfficer(app, creator, city, { lastName, state: 'Oregon' });
      await createOfficer(app, creator, city, { lastName, state: 'Texas', firstName: 'Tex' });
      await createOfficer(app, creator, otherCity, { lastName, firstName: 'Other' });
      const name = `Maria ${lastName}`;
      expect(await namesFound({ search: lastName, city, state: 'Oregon' })).toEqual([name]);
      expect(await namesFound({ search: lastName, city: city.toUpperCase(), state: 'or' })).toEqual(
        [name],
      );
      expect(await namesFound({ search: lastName, city: otherCity })).toEqual([
        `Other ${lastName}`,
      ]);
      expect((await namesFound({ search: lastName, state: 'TX' })).sort()).toEqual([
        `Tex ${lastName}`,
      ]);
      expect((await namesFound({ search: lastName })).length).toBe(3);
    });

    it('ranks a badge match, then whole name words, then word starts, then other matches, each by report count', async () => {
      const city = uniqueCity();
      const word = `smith${uniqueBadge().toLowerCase()}`;
      const Word = word[0]?.toUpperCase() + word.slice(1);
      const elsewhere = await createOfficer(app, creator, city, {
        firstName: 'Ann',
        lastName: `Gold${word}`,
      });
      const start = await createOfficer(app, creator, city, {
        firstName: 'Jo',
        lastName: `${Word}ers`,
      });
      const whole = await createOfficer(app, creator, city, { firstName: 'John', lastName: Word });
      const wholeBusier = await createOfficer(app, creator, city, {
        firstName: 'Jane',
        lastName: Word,
      });
      const badge = await createOfficer(app, creator, city, {
        firstName: 'Pat',
        lastName: 'Kim',
        badgeNumber: word.toUpperCase(),
      });
      // More reports do not lift an officer over a better tier, but order officers within one.
      const reporters = await Promise.all([startVerifiedSession(app), startVerifiedSession(app)]);
      for (const reporter of reporters) {
        await createReport(app, reporter, elsewhere.id);
        await createReport(app, reporter, start.id);
      }
      await createReport(app, reporters[0] as TestSession, wholeBusier.id);

      const response = await searchOfficers(app, { search: word, city });
      const ids = OfficerListSchema.parse(response.json()).map((officer) => officer.id);
      expect(ids).toEqual([badge.id, wholeBusier.id, whole.id, start.id, elsewhere.id]);
      const reordered = await namesFound({ search: `${word} john`, city });
      expect(reordered[0]).toBe(`John ${Word}`);

      // A search matching thousands ranks tier by tier instead; the answer is the same.
      const search = {
        tokens: searchTokens(word),
        badge: searchBadge(word),
        place: { city, state: null },
        limit: OFFICER_SEARCH_PAGE_SIZE,
      };
      for (const rankAllMax of [1, 3]) {
        const rows = await searchOfficerRows(db, { ...search, rankAllMax });
        expect(rows.map((row) => row.id)).toEqual(ids);
      }
      const limited = await searchOfficerRows(db, { ...search, limit: 2, rankAllMax: 1 });
      expect(limited.map((row) => row.id)).toEqual(ids.slice(0, 2));
    });

    it(`answers at most ${OFFICER_SEARCH_PAGE_SIZE} officers, most reported first with no search words`, async () => {
      const city = uniqueCity();
      const created = [];
      for (let i = 0; i < OFFICER_SEARCH_PAGE_SIZE + 2; i++) {
        created.push(await createOfficer(app, creator, city, { lastName: `Many${i}` }));
      }
      const reported = created[OFFICER_SEARCH_PAGE_SIZE + 1];
      await createReport(app, creator, reported?.id ?? '');
      const byPlace = OfficerListSchema.parse((await searchOfficers(app, { city })).json());
      expect(byPlace).toHaveLength(OFFICER_SEARCH_PAGE_SIZE);
      expect(byPlace[0]?.id).toBe(reported?.id);
      const bySearch = await searchOfficers(app, { search: 'maria', city });
      expect(OfficerListSchema.parse(bySearch.json())).toHaveLength(OFFICER_SEARCH_PAGE_SIZE);
    });

    it('answers nothing, not an error, for a search that matches nobody or has only punctuation', async () => {
      const city = uniqueCity();
      await createOfficer(app, creator, city);
      expect(await namesFound({ search: 'qxzv', city })).toEqual([]);
      expect(await namesFound({ search: '%_\\', city })).toEqual([]);
    });

    it('refuses a search longer than 100 characters with 400', async () => {
      const response = await searchOfficers(app, { search: 'a'.repeat(101) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        issues: [{ path: ['search'] }],
      });
    });

    it('gives one officer by id, and 404 officer_not_found for an unknown one', async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const found = await getOfficer(app, officer.id);
      expect(OfficerSchema.parse(found.json())).toEqual({ ...officer, isMine: false });
      // The creator learns the profile is theirs; nobody is sent their id.
      const asCreator = await app.inject({
        method: 'GET',
        url: `/api/officers/${officer.id}`,
        ...asSession(creator),
      });
      expect(OfficerSchema.parse(asCreator.json()).isMine).toBe(true);
      expect(asCreator.body + found.body).not.toContain(creator.userId);
      const missing = await getOfficer(app, 'no-such-officer');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        error: 'This officer profile does not exist or was deleted.',
        code: 'officer_not_found',
      });
    });
  });

  describe('creating an officer', () => {
    it('creates the profile with fullName from the names, the badge in capitals and the city police department', async () => {
      const city = uniqueCity();
      const response = await postOfficer(app, creator, {
        firstName: ' Dana ',
        lastName: 'Scully',
        fullName: 'Someone Else Entirely',
        badgeNumber: 'ab-1013',
        rank: 'Detective',
        department: '',
        city: `  ${city} `,
        state: 'ca',
      });
      expect(response.statusCode).toBe(201);
      const officer = OfficerSchema.parse(response.json());
      expect(officer).toEqual({
        id: expect.any(String),
        fullName: 'Dana Scully',
        firstName: 'Dana',
        lastName: 'Scully',
        badgeNumber: 'AB-1013',
        rank: 'Detective',
        department: `${city} Police Department`,
        city,
        state: 'California',
        precinct: null,
        averageRating: 0,
        totalReports: 0,
        positiveReports: 0,
        negativeReports: 0,
        verificationStatus: 'unverified',
        isMine: true,
      });
    });

    it('files a missing badge as UNKNOWN and a missing name as "Unknown Officer", but not both missing', async () => {
      const city = uniqueCity();
      const noBadge = await createOfficer(app, creator, city, { badgeNumber: '  ' });
      expect(noBadge.badgeNumber).toBe('UNKNOWN');
      // UNKNOWN badges are not unique: many officers' badges went unseen.
      const alsoNoBadge = await createOfficer(app, creator, city, { badgeNumber: '' });
      expect(alsoNoBadge.badgeNumber).toBe('UNKNOWN');
      const noName = await createOfficer(app, creator, city, { firstName: '', lastName: ' ' });
      expect(noName.fullName).toBe('Unknown Officer');
      const neither = await postOfficer(app, creator, {
        ...officerBody(city),
        firstName: '',
        lastName: '',
        badgeNumber: '',
      });
      expect(neither.statusCode).toBe(400);
      expect(neither.json()).toMatchObject({
        code: 'validation_failed',
        error: "Give the officer's name or badge number.",
      });
    });

    it('refuses a second officer with the same badge in the same department with 409, however it is written', async () => {
      const city = uniqueCity();
      const badge = uniqueBadge();
      const first = await createOfficer(app, creator, city, {
        lastName: 'First',
        badgeNumber: badge,
      });
      const other = await startVerifiedSession(app);
      const again = await postOfficer(
        app,
        other,
        officerBody(city.toUpperCase(), {
          badgeNumber: badge.toLowerCase(),
          department: `${city.toLowerCase()} police department`,
          state: 'CA',
        }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'officer_exists',
        error: `Maria First, badge ${badge}, is already listed in ${first.department}. Search for the badge number to rate them.`,
      });
      const rows = await db.select().from(officers).where(eq(officers.badgeNumber, badge));
      expect(rows).toHaveLength(1);
      // The same number in another department or state is another officer.
      await createOfficer(app, creator, city, {
        badgeNumber: badge,
        department: `${city} Transit Police`,
      });
      await createOfficer(app, creator, city, { badgeNumber: badge, state: 'Nevada' });
    });

    it('lets only one of two simultaneous requests for the same badge in', async () => {
      const city = uniqueCity();
      const body = officerBody(city);
      const answers = await Promise.all([
        postOfficer(app, creator, body),
        postOfficer(app, creator, body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses an unverified session with 403 and no session with 401, whatever user-id header it sends', async () => {
      const city = uniqueCity();
      const unverified = await startSession(app);
      const forged = await postOfficer(app, unverified, officerBody(city), {
        'user-id': creator.userId,
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'phone_verification_required' });
      const headerOnly = await app.inject({
        method: 'POST',
        url: '/api/officers',
        payload: officerBody(city),
        headers: { 'user-id': creator.userId },
      });
      expect(headerOnly.statusCode).toBe(401);
      expect(await namesFound({ city })).toEqual([]);
    });

    it.each([
      ['no city', { city: ' ' }, 'city', 'Enter the city.'],
      [
        'a state that is not one',
        { state: 'Atlantis' },
        'state',
        'Choose a US state, for example California or CA.',
      ],
      ['a rank not on the list', { rank: 'Admiral' }, 'rank', 'Choose a rank from the list.'],
      [
        'a first name over 60 characters',
        { firstName: 'x'.repeat(61) },
        'firstName',
        'The first name can be at most 60 characters.',
      ],
      [
        'a badge over 20 characters',
        { badgeNumber: '9'.repeat(21) },
        'badgeNumber',
        'The badge number can be at most 20 characters.',
      ],
    ])('refuses %s with 400 and says what is wrong', async (_, overrides, field, message) => {
      const city = uniqueCity();
      const response = await postOfficer(app, creator, officerBody(city, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        issues: [{ path: [field], message }],
      });
      expect(response.json().error).toContain(message);
      expect(await namesFound({ city })).toEqual([]);
    });
  });
});
