import { ApiErrorBodySchema, LawNotificationsResponseSchema } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';
import { LAW_SEED_FILE, readLawRecordFile } from './law-record-file';

/**
 * Against the records the server seeds at start-up (apps/server/data), with the clock pinned so
 * windows and ages do not depend on today's date. Nothing here writes: on PostgreSQL these
 * suites share one database with law-import.test.ts, which writes only VT and NH records.
 */
describeApi('law notifications (/api/law-notifications)', () => {
  let now = new Date('2026-03-10T12:00:00Z');
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({}, { now: () => now });
  });
  afterAll(() => app.close());

  async function list(url: string) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return LawNotificationsResponseSchema.parse(response.json());
  }

  function summary(body: { notifications: { id: string; monthsAgo: number }[] }) {
    return body.notifications.map((n) => `${n.id} ${n.monthsAgo}`);
  }

  it("lists California's laws of the last 6 months by default, with every field", async () => {
    now = new Date('2026-03-10T12:00:00Z');
    const body = await list('/api/law-notifications');
    expect(summary(body)).toEqual(['ca-sb805-2026 2', 'ca-sb627-2026 2']);
    expect(body.notifications[1]).toEqual({
      id: 'ca-sb627-2026',
      state: 'CA',
      title: 'No Secret Police Act – limits on face coverings for law enforcement (SB 627)',
      summary: expect.stringMatching(/^Bars local, federal and out-of-state officers/),
      description: expect.stringMatching(/^Bars local, federal and out-of-state officers/),
      category: 'officer_identification',
      impactLevel: 'high',
      status:
        'enjoined as to federal officers (C.D. Cal., Feb. 9, 2026, in force from Feb. 19, 2026); an appeal ruling on the mask ban not verified',
      statusAsOf: '2026-11-27',
      effectiveDate: '2026-01-01',
      // The feed's order: the day its status last changed (the injunction took force).
      statusChangedOn: '2026-02-19',
      monthsAgo: 2,
      citation:
        'Cal. Penal Code § 185.5; Cal. Gov. Code § 7289 (Stats. 2025, SB 627 (Wiener)); signed 2025-09-20',
      sourceUrl:
        'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260SB627',
      // Its status says the appeal ruling is "not verified".
      isVerified: false,
    });
    expect(body.lastUpdated).toEqual(expect.any(String));
  });

  it('answers the same for ?state=CA, ?state=ca and the path form /CA', async () => {
    now = new Date('2026-03-10T12:00:00Z');
    const byDefault = await list('/api/law-notifications');
    expect(await list('/api/law-notifications?state=CA')).toEqual(byDefault);
    expect(await list('/api/law-notifications?state=ca')).toEqual(byDefault);
    expect(await list('/api/law-notifications/CA')).toEqual(byDefault);
    expect(await list('/api/law-notifications/ca?months=6')).toEqual(byDefault);
  });

  it('reaches older laws with ?months=, most recently changed first, in both forms', async () => {
    now = new Date('2026-03-10T12:00:00Z');
    expect(summary(await list('/api/law-notifications?state=CA&months=36'))).toEqual([
      'ca-sb805-2026 2',
      'ca-sb627-2026 2',
      'ca-ab2773-2024 26',
    ]);
    expect(summary(await list('/api/law-notifications/CA?months=600'))).toEqual([
      'ca-sb805-2026 2',
      'ca-sb627-2026 2',
      'ca-ab2773-2024 26',
      'ca-sb2-2022 50',
    ]);
  });

  it('keeps the window to the day: a law 6 months and 1 day old is out, 6 months old is in', async () => {
    // Tennessee's PEACE Act took effect on 2025-07-01.
    now = new Date('2026-01-01T08:00:00Z');
    expect(summary(await list('/api/law-notifications/TN'))).toEqual(['tn-peace-act-2025 6']);
    now = new Date('2026-01-02T08:00:00Z');
    expect(summary(await list('/api/law-notifications/TN'))).toEqual([]);
  });

  it('counts a law that takes effect later as this month', async () => {
    now = new Date('2025-12-15T12:00:00Z');
    const body = await list('/api/law-notifications?state=CA');
    expect(summary(body)).toEqual(['ca-sb805-2026 0', 'ca-sb627-2026 0']);
  });

  it('lists a law whose court status changed in the window, though it took effect before', async () => {
    // SB 805 took effect on 2026-01-01 and was enjoined as to federal officers on 2026-04-22;
    // SB 627's last change is the district court's injunction of 2026-02-19.
    now = new Date('2026-09-15T12:00:00Z');
    expect(summary(await list('/api/law-notifications/CA'))).toEqual(['ca-sb805-2026 8']);
    now = new Date('2026-08-10T12:00:00Z');
    expect(summary(await list('/api/law-notifications/CA'))).toEqual([
      'ca-sb805-2026 7',
      'ca-sb627-2026 7',
    ]);
    // Indiana's 2023 law, affirmed on appeal on 2025-08-05, beside its 2025 amendment.
    now = new Date('2025-12-20T12:00:00Z');
    expect(summary(await list('/api/law-notifications/IN'))).toEqual([
      'in-hea1186-2023 29',
      'in-hea1122-2025 5',
    ]);
    now = new Date('2026-02-06T12:00:00Z');
    expect(summary(await list('/api/law-notifications/IN'))).toEqual([]);
  });

  it('gives each law its age in calendar months for grouping', async () => {
    now = new Date('2025-07-20T12:00:00Z');
    // TN: effective 2025-07-01 (this month) and 2024-03-28 (outside 6 months, inside 24).
    expect(summary(await list('/api/law-notifications/TN?months=24'))).toEqual([
      'tn-peace-act-2025 0',
      'tn-hb1931-2024 16',
    ]);
    now = new Date('2025-08-01T00:00:00Z');
    expect(summary(await list('/api/law-notifications/TN'))).toEqual(['tn-peace-act-2025 1']);
  });

  it('never marks verified a record that says part of it is unverified', async () => {
    now = new Date('2026-11-25T12:00:00Z');
    const states = ['CA', 'FL', 'IL', 'IN', 'LA', 'OR', 'TN', 'WA'];
    const all = (
      await Promise.all(states.map((state) => list(`/api/law-notifications/${state}?months=600`)))
    ).flatMap((body) => body.notifications);
    expect(all).toHaveLength(15);
    for (const law of all) {
      const flagged = /\b(verify|not verified)\b/i.test(
        [law.title, law.status, law.summary, law.citation].join(' '),
      );
      if (flagged) expect(law.isVerified, law.id).toBe(false);
    }
    const byId = new Map(all.map((law) => [law.id, law.isVerified]));
    expect(byId.get('ca-sb805-2026')).toBe(false);
    expect(byId.get('fl-sb184-2025')).toBe(false);
    expect(byId.get('la-hb173-2024')).toBe(true);
  });

  it('lists records compiled from memory with isVerified false, for the caveat', async () => {
    now = new Date('2025-10-01T12:00:00Z');
    const body = await list('/api/law-notifications?state=OR&months=24');
    expect(body.notifications.map((n) => [n.id, n.isVerified, n.impactLevel])).toEqual([
      ['or-165540-2025', true, 'high'],
      ['or-hb4002-2024', false, 'medium'],
    ]);
  });

  it('answers an empty list, still with lastUpdated, for a state with nothing recent', async () => {
    now = new Date('2026-03-10T12:00:00Z');
    const body = await list('/api/law-notifications?state=WY');
    expect(body.notifications).toEqual([]);
    expect(body.lastUpdated).toEqual(expect.any(String));
    expect(body.lastChange).toBeNull();
    expect(await list('/api/law-notifications/DC')).toMatchObject({
      notifications: [],
      lastChange: null,
    });
  });

  it('dates lastUpdated by the data, never by the clock', async () => {
    // The newest status check in the shipped records, read from the file, wherever the clock
    // stands: re-checking a record moves it, and nothing else does.
    const newest = (await readLawRecordFile(LAW_SEED_FILE))
      .map((record) => record.status_as_of ?? '')
      .sort()
      .at(-1);
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const day of ['2026-11-25T12:00:00Z', '2031-06-01T12:00:00Z']) {
      now = new Date(day);
      expect((await list('/api/law-notifications/TN')).lastUpdated).toBe(`${newest}T00:00:00.000Z`);
    }
  });

  it('names the last change when nothing changed in the window', async () => {
    // Today in the issue: the 6-month window has nothing for California since May 2026; the
    // last change is SB 805's injunction of April 2026, not only the laws' effective date.
    now = new Date('2026-11-27T12:00:00Z');
    const california = await list('/api/law-notifications/CA');
    expect(california.notifications).toEqual([]);
    expect(california.lastChange).toMatchObject({
      id: 'ca-sb805-2026',
      effectiveDate: '2026-01-01',
      monthsAgo: 10,
      statusAsOf: '2026-11-27',
      status: expect.stringMatching(/Apr\. 22, 2026/),
    });
    const tennessee = await list('/api/law-notifications/TN');
    expect(tennessee.lastChange).toMatchObject({ id: 'tn-peace-act-2025', monthsAgo: 16 });
    // Inside the window the last change is simply the newest listed record.
    now = new Date('2026-03-10T12:00:00Z');
    const recent = await list('/api/law-notifications/CA');
    expect(recent.lastChange?.id).toBe(recent.notifications[0]?.id);
  });

  it.each([
    '/api/law-notifications?state=XX',
    '/api/law-notifications?state=California',
    '/api/law-notifications?state=PR',
    '/api/law-notifications?state=',
    '/api/law-notifications?months=0',
    '/api/law-notifications?months=abc',
    '/api/law-notifications?months=2.5',
    '/api/law-notifications?months=601',
    '/api/law-notifications/XX',
    '/api/law-notifications/CAL',
    '/api/law-notifications/CA?months=-1',
  ])('refuses %s with a 400 and the error shape', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    const body = ApiErrorBodySchema.parse(response.json());
    expect(body.code).toBe('validation_failed');
    expect(body.error).toMatch(/^Invalid (query string|URL): /);
  });
});
