import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  createOfficer,
  createReport,
  getOfficer,
  listReports,
  postReport,
  reportBody,
  searchOfficers,
  uniqueCity,
} from '../../test/officers';
import { asSession, startVerifiedSession, type TestSession } from '../../test/phone-sessions';
import { checkPin, putPins } from '../../test/pins';
import { agePins, takeBackFrom } from '../../test/take-back';
import { describeApi } from '../../test/test-database';

const STOP = '246810';
const DURESS = '135790';
const WRONG = '000000';

/**
 * Whoever holds a seized phone may find on it a report about an officer (perhaps about
 * themselves) and delete it. While PINs are set the stop PIN is needed; the duress PIN answers as
 * a deletion and shows one everywhere, to that phone and to anyone else, while the report is kept
 * and comes back with the owner's stop PIN.
 */
describeApi('a seized phone deletes its reports on officers', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  const remove = (who: TestSession, url: string, pin?: string) =>
    app.inject({
      method: 'DELETE',
      url,
      ...asSession(who),
      ...(pin === undefined ? {} : { payload: { pin } }),
    });
  const asViewer = (who: TestSession, url: string) =>
    app.inject({ method: 'GET', url, ...asSession(who) });

  /** A person with PINs who reported, with an F, an officer someone else created. */
  async function reporterWithPins() {
    const [owner, creator] = await Promise.all([
      startVerifiedSession(app),
      startVerifiedSession(app),
    ]);
    const city = uniqueCity();
    const officer = await createOfficer(app, creator, city);
    const report = await createReport(app, owner, officer.id, { rating: 'F' });
    expect((await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } })).statusCode).toBe(
      200,
    );
    return { owner, officer, report, city };
  }

  /** The officer as a stranger reads it, without what names it (so two can be compared). */
  async function gradeOf(officerId: string) {
    const response = await getOfficer(app, officerId);
    expect(response.statusCode).toBe(200);
    const {
      id: _id,
      firstName: _first,
      lastName: _last,
      fullName: _full,
      badgeNumber: _badge,
      city: _city,
      department: _department,
      createdAt: _created,
      ...grade
    } = response.json() as Record<string, unknown>;
    return grade;
  }

  it('refuses without the stop PIN: no PIN or a wrong one deletes nothing', async () => {
    const { owner, officer, report } = await reporterWithPins();
    const none = await remove(owner, `/api/reports/${report.id}`);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'pin_required' });
    const wrong = await remove(owner, `/api/reports/${report.id}`, WRONG);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'pin_wrong' });
    const reports = (await listReports(app, officer.id)).json() as { id: string }[];
    expect(reports.map((r) => r.id)).toEqual([report.id]);
    expect((await gradeOf(officer.id)).totalReports).toBe(1);
  });

  it('the duress PIN reads as a deletion to the phone and to everyone, and the stop PIN brings the report back', async () => {
    const real = await reporterWithPins();
    const duress = await reporterWithPins();
    const answers = await Promise.all([
      remove(real.owner, `/api/reports/${real.report.id}`, STOP),
      remove(duress.owner, `/api/reports/${duress.report.id}`, DURESS),
    ]);
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [204, ''],
      [204, ''],
    ]);
    // Alike for the holder's phone and for a stranger's: gone from the list, off the grade.
    for (const { owner, officer } of [real, duress]) {
      expect((await asViewer(owner, `/api/officers/${officer.id}/reports`)).json()).toEqual([]);
      expect((await listReports(app, officer.id)).json()).toEqual([]);
    }
    expect(await gradeOf(duress.officer.id)).toEqual(await gradeOf(real.officer.id));
    // The phone's own count of what it did drops alike.
    const impacts = await Promise.all(
      [real, duress].map(async ({ owner }) => (await asViewer(owner, '/api/impact')).json()),
    );
    expect(impacts[1]).toEqual(impacts[0]);
    // Deleting again, and reporting the officer again today, answer alike.
    const again = await Promise.all(
      [real, duress].map(({ owner, report }) => remove(owner, `/api/reports/${report.id}`, STOP)),
    );
    expect(again[1]?.statusCode).toBe(again[0]?.statusCode);
    expect(again[1]?.json()).toEqual(again[0]?.json());
    const refiled = await Promise.all(
      [real, duress].map(({ owner, officer }) =>
        postReport(app, owner, officer.id, reportBody({ rating: 'A' })),
      ),
    );
    expect(refiled.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await gradeOf(duress.officer.id)).toEqual(await gradeOf(real.officer.id));

    // The owner's stop PIN ends the pretence: the F report is back, with its grade.
    expect((await checkPin(app, duress.owner, STOP)).statusCode).toBe(204);
    const back = (await listReports(app, duress.officer.id)).json() as { id: string }[];
    expect(back.map((r) => r.id)).toContain(duress.report.id);
    expect(await gradeOf(duress.officer.id)).toMatchObject({ totalReports: 2, negativeReports: 1 });
    expect(await gradeOf(real.officer.id)).toMatchObject({ totalReports: 1, negativeReports: 0 });
  });

  it("deleting an officer profile: the duress PIN hides it from that phone, withdraws the person's reports from everyone, and the stop PIN puts both back", async () => {
    const profiles = await Promise.all(
      [0, 1].map(async () => {
        const owner = await startVerifiedSession(app);
        const city = uniqueCity();
        const officer = await createOfficer(app, owner, city);
        const report = await createReport(app, owner, officer.id, { rating: 'F' });
        expect(
          (await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } })).statusCode,
        ).toBe(200);
        return { owner, officer, report, city };
      }),
    );
    const [real, duress] = profiles as [(typeof profiles)[0], (typeof profiles)[0]];
    const none = await remove(duress.owner, `/api/officers/${duress.officer.id}`);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'pin_required' });

    const answers = await Promise.all([
      remove(real.owner, `/api/officers/${real.officer.id}`, STOP),
      remove(duress.owner, `/api/officers/${duress.officer.id}`, DURESS),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204]);
    // The phone that deleted it reads the same either way.
    const seen = async ({ owner, officer, city }: (typeof profiles)[0]) => {
      const one = await asViewer(owner, `/api/officers/${officer.id}`);
      const reports = await asViewer(owner, `/api/officers/${officer.id}/reports`);
      const search = await app.inject({
        method: 'GET',
        url: '/api/officers',
        query: { city, state: 'CA' },
        ...asSession(owner),
      });
      return [one.statusCode, one.json(), reports.statusCode, reports.json(), search.json()];
    };
    expect(await seen(duress)).toEqual(await seen(real));
    // Reporting on it from that phone finds no officer either way.
    const reported = await Promise.all(
      [real, duress].map(({ owner, officer }) => postReport(app, owner, officer.id, reportBody())),
    );
    expect(reported.map((r) => [r.statusCode, r.json()])).toEqual(
      [0, 1].map(() => [reported[0]?.statusCode, reported[0]?.json()]),
    );
    expect(reported[0]?.statusCode).toBe(404);
    // To anyone else the profile shows, with the person's report withdrawn.
    expect((await getOfficer(app, real.officer.id)).statusCode).toBe(404);
    expect(await gradeOf(duress.officer.id)).toMatchObject({ totalReports: 0 });
    expect((await listReports(app, duress.officer.id)).json()).toEqual([]);
    expect(
      ((await searchOfficers(app, { city: duress.city, state: 'CA' })).json() as unknown[]).length,
    ).toBe(1);

    expect((await checkPin(app, duress.owner, STOP)).statusCode).toBe(204);
    expect((await asViewer(duress.owner, `/api/officers/${duress.officer.id}`)).statusCode).toBe(
      200,
    );
    const back = (await listReports(app, duress.officer.id)).json() as { id: string }[];
    expect(back.map((r) => r.id)).toEqual([duress.report.id]);
    expect(await gradeOf(duress.officer.id)).toMatchObject({ totalReports: 1, negativeReports: 1 });
  });

  // PINs set a while guard the take-back (the stop PIN ends the pretence there); PINs set lately
  // do not, and everything taken back for real drops the pretences all the same.
  it.each([
    { pins: 'set 8 days ago', aged: true, extra: { stopPin: STOP } },
    { pins: 'set today', aged: false, extra: {} },
  ])(
    'a report withdrawn with the duress PIN comes back when the owner takes everything back from a new phone (PINs $pins)',
    async ({ aged, extra }) => {
      const owner = await startVerifiedSession(app);
      const creator = await startVerifiedSession(app);
      const officer = await createOfficer(app, creator, uniqueCity());
      const report = await createReport(app, owner, officer.id, { rating: 'F' });
      expect((await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } })).statusCode).toBe(
        200,
      );
      if (aged) await agePins(db, owner.userId, 8);
      expect((await remove(owner, `/api/reports/${report.id}`, DURESS)).statusCode).toBe(204);
      expect((await listReports(app, officer.id)).json()).toEqual([]);

      const { answer, phone } = await takeBackFrom(app, owner.e164, extra);
      expect(answer.statusCode).toBe(200);
      const back = (await listReports(app, officer.id, phone)).json() as {
        id: string;
        isMine: boolean;
      }[];
      expect(back.map((r) => [r.id, r.isMine])).toEqual([[report.id, true]]);
      expect(await gradeOf(officer.id)).toMatchObject({ totalReports: 1, negativeReports: 1 });
      expect((await asViewer(phone, '/api/impact')).json()).toMatchObject({ communityHelps: 1 });
    },
  );
});
