import { and, count, eq, isNotNull, isNull, sum } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { alertResponses, officerReports, recordings, videoReports } from '../../db/schema';

/** What one identity has done, counted from its own rows (never another person's). */
export async function countImpact(db: Database, userId: string) {
  const [[responded], [recorded], [officerReported], [complained]] = await Promise.all([
    db.select({ n: count() }).from(alertResponses).where(eq(alertResponses.userId, userId)),
    db
      .select({ seconds: sum(recordings.durationSeconds) })
      .from(recordings)
      .where(and(eq(recordings.userId, userId), isNotNull(recordings.durationSeconds))),
    // A report withdrawn with the duress PIN counts as a deleted one does.
    db
      .select({ n: count() })
      .from(officerReports)
      .where(and(eq(officerReports.userId, userId), isNull(officerReports.withdrawnAt))),
    db.select({ n: count() }).from(videoReports).where(eq(videoReports.userId, userId)),
  ]);
  return {
    alertsResponded: responded?.n ?? 0,
    secondsRecorded: Number(recorded?.seconds ?? 0),
    reportsFiled: (officerReported?.n ?? 0) + (complained?.n ?? 0),
  };
}
