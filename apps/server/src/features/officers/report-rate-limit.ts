import {
  OFFICER_REPORT_WINDOW_MS,
  OFFICER_REPORTS_PER_DAY,
  OFFICER_REPORTS_PER_OFFICER_PER_DAY,
} from '@redzone/contract';

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;

export interface RecentReport {
  officerId: string;
  createdAt: Date;
}

function waitText(retryAfterSeconds: number): string {
  const hours = Math.ceil((retryAfterSeconds * SECOND_MS) / HOUR_MS);
  return hours <= 1 ? 'within the hour' : `in ${hours} hours`;
}

function refusal(blocking: Date, now: Date, message: (wait: string) => string) {
  const waitMs = blocking.getTime() + OFFICER_REPORT_WINDOW_MS - now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / SECOND_MS));
  return { message: message(waitText(retryAfterSeconds)), retryAfterSeconds };
}

/**
 * Whether one more report about `officerId` may be filed now, given this identity's reports in
 * the last 24 hours (oldest first): at most one per officer and ten in all. A "day" is
 * the 24 hours before now, so nobody can file twice around midnight. Retry-After is when the
 * report in the way leaves the window.
 */
export function reportRateLimitRefusal(
  recent: RecentReport[],
  officerId: string,
  now: Date,
): { message: string; retryAfterSeconds: number } | null {
  const aboutOfficer = recent.filter((report) => report.officerId === officerId);
  const officerBlocking = aboutOfficer[aboutOfficer.length - OFFICER_REPORTS_PER_OFFICER_PER_DAY];
  if (aboutOfficer.length >= OFFICER_REPORTS_PER_OFFICER_PER_DAY && officerBlocking) {
    return refusal(
      officerBlocking.createdAt,
      now,
      (wait) => `You have already reported this officer today. You can report them again ${wait}.`,
    );
  }
  const dailyBlocking = recent[recent.length - OFFICER_REPORTS_PER_DAY];
  if (recent.length >= OFFICER_REPORTS_PER_DAY && dailyBlocking) {
    return refusal(
      dailyBlocking.createdAt,
      now,
      (wait) =>
        `You can file at most ${OFFICER_REPORTS_PER_DAY} reports a day. You can file another ${wait}.`,
    );
  }
  return null;
}
