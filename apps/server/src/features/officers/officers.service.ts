import { randomUUID } from 'node:crypto';
import {
  canonicalStateName,
  type CreateOfficerBodySchema,
  type CreateOfficerReportBodySchema,
  defaultDepartment,
  incidentCalendarDate,
  isFutureIncidentDate,
  type Officer,
  officerBadge,
  officerFullName,
  type OfficerReport,
  OFFICER_REPORT_WINDOW_MS,
  OFFICER_REPORTS_PAGE_SIZE,
  OFFICER_SEARCH_PAGE_SIZE,
  type OfficersQuery,
  UNKNOWN_BADGE,
  UNKNOWN_OFFICER_NAME,
  withVisibleText,
} from '@redzone/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database-error';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { OpaqueTokens } from '../../platform/identity/opaque-token';
import type { PinGuard, PinTry } from '../../platform/identity/pin-guard';
import type { VerifiedCaller } from '../../platform/identity/require-verified-phone';
import { toOfficer, toReport } from './officer-presenter';
import { officerSearchColumns, searchBadge, searchTokens } from './officer-search-text';
import {
  applyReportToOfficer,
  deleteOfficer,
  deleteReport,
  findCreatorReportsOn,
  findOfficerByBadge,
  findOfficerById,
  findReport,
  findReportsByOfficer,
  findReportTimesSince,
  hasReportsByOthers,
  insertOfficer,
  insertReport,
  lockOfficer,
  lockReportCreation,
  type OfficerListRow,
  type PlaceFilter,
  searchOfficers,
} from './officers.queries';
import { reportRateLimitRefusal } from './report-rate-limit';
import { reportChange, withdrawLockedReport } from './report-withdrawal';

type CreateOfficerInput = z.output<typeof CreateOfficerBodySchema>;
type CreateReportInput = z.output<typeof CreateOfficerReportBodySchema>;

export interface OfficersService {
  search(query: OfficersQuery, viewerId: string | null): Promise<Officer[]>;
  get(officerId: string, viewerId: string | null): Promise<Officer>;
  create(userId: string, body: CreateOfficerInput): Promise<Officer>;
  /** While PINs are set, `pin` must be the stop PIN; the duress PIN pretends (decision 088). */
  remove(who: PinTry, officerId: string, pin: string | undefined): Promise<void>;
  /** Newest first, as `viewerId` may see them (officer-presenter.ts). */
  listReports(officerId: string, viewerId: string | null): Promise<OfficerReport[]>;
  /** Limited per verified number, not per identity. */
  createReport(
    caller: VerifiedCaller,
    officerId: string,
    body: CreateReportInput,
  ): Promise<OfficerReport>;
  /** While PINs are set, `pin` must be the stop PIN; the duress PIN withdraws (decision 088). */
  removeReport(who: PinTry, reportId: string, pin: string | undefined): Promise<void>;
}

function officerNotFound(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'officer_not_found',
    'This officer profile does not exist or was deleted.',
  );
}

function reportNotFound(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'report_not_found',
    'This report does not exist or was deleted.',
  );
}

function notYourReport(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'report_not_found',
    'You have no report with this id to delete.',
  );
}

function invalid(field: string, message: string): AppError {
  return new AppError(HTTP_STATUS.badRequest, 'validation_failed', message, {
    issues: [{ path: [field], message }],
  });
}

function officerExists(existing: OfficerListRow): AppError {
  const message = `${existing.fullName}, badge ${existing.badgeNumber}, is already listed in ${existing.department}. Search for the badge number to rate them.`;
  return new AppError(HTTP_STATUS.conflict, 'officer_exists', message, {
    issues: [{ path: ['badgeNumber'], message }],
  });
}

function cleanPlace(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** Filter values as given, except that a state's code means the state ("ca" -> California). */
function placeFilter(query: OfficersQuery): PlaceFilter {
  const city = cleanPlace(query.city ?? '');
  const state = cleanPlace(query.state ?? '');
  return {
    city: city.length > 0 ? city : null,
    state: state.length > 0 ? (canonicalStateName(state) ?? state) : null,
  };
}

export function createOfficersService(deps: {
  db: Database;
  clock: () => Date;
  /** Reporter tags. */
  tokens: OpaqueTokens;
  pins: PinGuard;
  /** The officer profiles a phone was shown deleted with the duress PIN, and the pretence's start. */
  decoys: {
    officersRemovedFor(userId: string): Promise<string[]>;
    pretendOfficerRemoved(userId: string, officerId: string): Promise<void>;
    pretendWithdrawn(userId: string): Promise<void>;
  };
}): OfficersService {
  const { db, clock, tokens, pins, decoys } = deps;

  const removedFor = async (viewerId: string | null) =>
    new Set(viewerId === null ? [] : await decoys.officersRemovedFor(viewerId));

  /** The officer as `viewerId` may see it: one they were shown deleted is not found. */
  async function requireOfficer(
    officerId: string,
    viewerId: string | null,
  ): Promise<OfficerListRow> {
    const [row, removed] = await Promise.all([
      findOfficerById(db, officerId),
      removedFor(viewerId),
    ]);
    if (row === null || removed.has(officerId)) throw officerNotFound();
    return row;
  }

  return {
    async search(query, viewerId) {
      const search = query.search ?? '';
      const rows = await searchOfficers(db, {
        tokens: searchTokens(search),
        badge: search.trim().length > 0 ? searchBadge(search) : null,
        place: placeFilter(query),
        limit: OFFICER_SEARCH_PAGE_SIZE,
      });
      const removed = await removedFor(viewerId);
      return rows.filter((row) => !removed.has(row.id)).map((row) => toOfficer(row, viewerId));
    },

    async get(officerId, viewerId) {
      return toOfficer(await requireOfficer(officerId, viewerId), viewerId);
    },

    async create(userId, typed) {
      // What others will read carries no invisible or reordering characters.
      const body = withVisibleText(typed, [
        'firstName',
        'lastName',
        'badgeNumber',
        'rank',
        'department',
        'city',
        'state',
      ]);
      const fullName = officerFullName(body.firstName, body.lastName);
      const badgeNumber = officerBadge(body.badgeNumber);
      if (fullName === UNKNOWN_OFFICER_NAME && badgeNumber === UNKNOWN_BADGE) {
        throw invalid('badgeNumber', "Give the officer's name or badge number.");
      }
      const state = canonicalStateName(body.state);
      if (state === null) {
        throw invalid('state', 'Choose a US state, for example California or CA.');
      }
      const city = cleanPlace(body.city);
      const department = body.department ? cleanPlace(body.department) : defaultDepartment(city);
      if (badgeNumber !== UNKNOWN_BADGE) {
        const existing = await findOfficerByBadge(db, { state, department, badgeNumber });
        if (existing !== null) throw officerExists(existing);
      }
      const names = { fullName, badgeNumber, department };
      try {
        const row = await insertOfficer(db, {
          id: randomUUID(),
          firstName: body.firstName,
          lastName: body.lastName,
          ...names,
          rank: body.rank ?? null,
          city,
          state,
          creatorUserId: userId,
          createdAt: clock(),
          ...officerSearchColumns(names),
        });
        return toOfficer(row, userId);
      } catch (error) {
        // Two people filing the same badge at once: the unique index lets one in.
        if (!isUniqueViolation(error)) throw error;
        const existing = await findOfficerByBadge(db, { state, department, badgeNumber });
        if (existing === null) throw error;
        throw officerExists(existing);
      }
    },

    async remove(who, officerId, pin) {
      const { userId } = who;
      const officer = await requireOfficer(officerId, userId);
      // To anyone but its creator, a 404 like an id that does not exist.
      if (officer.creatorUserId !== userId) {
        throw new AppError(
          HTTP_STATUS.notFound,
          'officer_not_found',
          'You have no officer profile with this id to delete.',
        );
      }
      const verdict = await pins.guard(who, pin);
      await db.transaction(async (tx) => {
        // Locked first: a report filed meanwhile waits, then finds the profile gone.
        await lockOfficer(tx, officerId);
        if (await hasReportsByOthers(tx, officerId, userId)) {
          throw new AppError(
            HTTP_STATUS.conflict,
            'officer_has_reports',
            'Other people have reported on this officer, so the profile cannot be deleted: their reports stay. You can delete your own reports.',
          );
        }
        if (verdict !== 'duress') {
          await deleteOfficer(tx, officerId, userId);
          return;
        }
        // The duress PIN: the person's own reports on it leave every view, kept; this phone
        // reads the profile as gone (others still find the profile, with no report of theirs).
        const now = clock();
        for (const report of await findCreatorReportsOn(tx, officerId, userId)) {
          await withdrawLockedReport(tx, report, now);
        }
      });
      if (verdict === 'duress') await decoys.pretendOfficerRemoved(userId, officerId);
    },

    async listReports(officerId, viewerId) {
      await requireOfficer(officerId, viewerId);
      const rows = await findReportsByOfficer(db, officerId, OFFICER_REPORTS_PAGE_SIZE);
      return rows.map((row) => toReport(row, viewerId, tokens));
    },

    async createReport({ userId, phoneHash }, officerId, body) {
      const now = clock();
      if (body.incidentDate && isFutureIncidentDate(body.incidentDate, now)) {
        throw invalid('incidentDate', 'The incident date cannot be in the future.');
      }
      const visible = withVisibleText(body, ['title', 'description', 'location']);
      // A profile this phone was shown deleted takes no report from it, as a deleted one would.
      if ((await removedFor(userId)).has(officerId)) throw officerNotFound();
      const row = await db.transaction(async (tx) => {
        await lockReportCreation(tx, phoneHash);
        const officer = await applyReportToOfficer(tx, officerId, reportChange(body.rating, 1));
        if (officer === null) throw officerNotFound();
        const since = new Date(now.getTime() - OFFICER_REPORT_WINDOW_MS);
        const recent = await findReportTimesSince(tx, phoneHash, since);
        const refusal = reportRateLimitRefusal(recent, officerId, now);
        if (refusal !== null) {
          // Thrown inside the transaction: the count added above is rolled back with it.
          throw new AppError(HTTP_STATUS.tooManyRequests, 'report_rate_limited', refusal.message, {
            retryAfterSeconds: refusal.retryAfterSeconds,
          });
        }
        return insertReport(tx, {
          id: randomUUID(),
          officerId,
          userId,
          authorPhoneHash: phoneHash,
          rating: body.rating,
          interactionType: body.interactionType ?? null,
          title: visible.title,
          description: visible.description,
          location: visible.location ?? null,
          incidentDate: body.incidentDate ? incidentCalendarDate(body.incidentDate) : null,
          isAnonymous: body.isAnonymous,
          createdAt: now,
        });
      });
      return toReport(row, userId, tokens);
    },

    async removeReport(who, reportId, pin) {
      const { userId } = who;
      const mine = await findReport(db, reportId, { lock: false });
      // To anyone but its author, a 404 like an id that does not exist; the PIN only then.
      if (mine === null) throw reportNotFound();
      if (mine.userId !== userId) throw notYourReport();
      const verdict = await pins.guard(who, pin);
      await db.transaction(async (tx) => {
        const found = await findReport(tx, reportId, { lock: false });
        if (found === null) throw reportNotFound();
        // To anyone but its author, a 404 like an id that does not exist.
        if (found.userId !== userId) throw notYourReport();
        // The officer first, then the report: the order deleting an officer takes them in.
        await lockOfficer(tx, found.officerId);
        const report = await findReport(tx, reportId, { lock: true });
        if (report === null) throw reportNotFound();
        if (verdict === 'duress') {
          await withdrawLockedReport(tx, report, clock());
          return;
        }
        await deleteReport(tx, reportId);
        await applyReportToOfficer(tx, report.officerId, reportChange(report.rating, -1));
      });
      if (verdict === 'duress') await decoys.pretendWithdrawn(userId);
    },
  };
}
