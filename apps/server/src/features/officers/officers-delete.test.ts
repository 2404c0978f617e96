import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { officerReports } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { createOfficer, createReport, getOfficer, uniqueCity } from '../../test/officers';
import { asSession, startVerifiedSession, type TestSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

const SEEDING_WRITE_LIMIT = { limit: 1000, windowMs: 60_000 };

describeApi('officers: deleting (DELETE /api/officers/:id)', () => {
  let app: App;
  let db: Database;
  let creator: TestSession;
  beforeAll(async () => {
    // One session seeds dozens of officers, faster than the write limit lets a person write.
    ({ app, db } = await createTestAppWithDatabase({}, { writeRateLimit: SEEDING_WRITE_LIMIT }));
    creator = await startVerifiedSession(app);
  });
  afterAll(() => app.close());

  describe('deleting an officer', () => {
    it("lets the creator delete the profile with the creator's own reports", async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      await createReport(app, creator, officer.id);
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/officers/${officer.id}`,
        ...asSession(creator),
      });
      expect(response.statusCode).toBe(204);
      expect((await getOfficer(app, officer.id)).statusCode).toBe(404);
      const reports = await db
        .select()
        .from(officerReports)
        .where(eq(officerReports.officerId, officer.id));
      expect(reports).toEqual([]);
    });

    it("refuses the creator with 409 while anyone else's report is on it, and the reports survive", async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const reporter = await startVerifiedSession(app);
      await createReport(app, reporter, officer.id);
      await createReport(app, creator, officer.id);
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/officers/${officer.id}`,
        ...asSession(creator),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error:
          'Other people have reported on this officer, so the profile cannot be deleted: their reports stay. You can delete your own reports.',
        code: 'officer_has_reports',
      });
      expect((await getOfficer(app, officer.id)).statusCode).toBe(200);
      const reports = await db
        .select()
        .from(officerReports)
        .where(eq(officerReports.officerId, officer.id));
      expect(reports).toHaveLength(2);
    });

    it("refuses anyone else with 404, even with the creator's user-id header", async () => {
      const officer = await createOfficer(app, creator, uniqueCity());
      const other = await startVerifiedSession(app);
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/officers/${officer.id}`,
        headers: { 'user-id': creator.userId },
        ...asSession(other),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'You have no officer profile with this id to delete.',
        code: 'officer_not_found',
      });
      const headerOnly = await app.inject({
        method: 'DELETE',
        url: `/api/officers/${officer.id}`,
        headers: { 'user-id': creator.userId },
      });
      expect(headerOnly.statusCode).toBe(401);
      expect((await getOfficer(app, officer.id)).statusCode).toBe(200);
    });

    it('answers 404 for an officer that does not exist', async () => {
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/officers/no-such-officer',
        ...asSession(creator),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'officer_not_found' });
    });
  });
});
