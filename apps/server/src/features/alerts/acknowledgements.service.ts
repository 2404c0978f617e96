import {
  type AlertAcknowledgements,
  distanceMiles,
  nearestWalkingMinutes,
  type Point,
  type WalkBucket,
  walkBucket,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { AlertRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { EventBus } from '../../platform/events/event-bus';
import type { ObserverPositions } from '../../platform/observers/observer-positions';
import { endOf, isExpired, toAlert } from './alert-presenter';
import { findAlertById } from './alerts.queries';
import {
  findAcknowledgementCounts,
  insertAcknowledgement,
  isNamedAudience,
} from './acknowledgements.queries';
import type { LiveBusMessage } from './live-message';
import { isCovered } from './live-targeting';
import { ensureIdentity } from '../../platform/identity/identity.queries';

/** Who saw an alert and who is on the way, for the person in trouble. */
export interface AcknowledgementsService {
  /**
   * The caller saw an alert they were sent (the urgent screen, a tap on its push). Once per
   * identity; a repeat changes nothing. Refused when the alert ended or was never theirs.
   */
  acknowledge(userId: string, alertId: string): Promise<void>;
  /** The counts, for the alert's sender only (anyone else: as if there were no such alert). */
  countsFor(userId: string, alertId: string): Promise<AlertAcknowledgements>;
  /** After a response: a responder has seen the alert too; the sender is told the new counts. */
  responded(userId: string, alertId: string): Promise<void>;
}

/** Who has a watch zone touching a circle (the push feature's audience). */
export interface ZoneAudience {
  watchersWithin(centre: Point, radiusYards: number): Promise<string[]>;
}

function alertNotFound(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'alert_not_found',
    'This alert does not exist or is no longer active.',
  );
}

/**
 * Every acknowledgement that is not taken gets this one answer: whether an alert exists, has
 * ended or was sent to someone else must not be learnt by trying ids.
 */
function notAcknowledged(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'alert_not_found',
    'This alert cannot be acknowledged from here: it has ended, or it was not sent to you.',
  );
}

export function createAcknowledgementsService(deps: {
  db: Database;
  bus: EventBus<LiveBusMessage>;
  clock: () => Date;
  positions: Pick<ObserverPositions, 'get'>;
  zones: ZoneAudience;
  log: FastifyBaseLogger;
}): AcknowledgementsService {
  const { db, bus, clock, positions, zones, log } = deps;

  /**
   * Responders' walks from where they were last seen (memory or Redis, never the database): a
   * responder who stopped reporting is still on the way, with no distance.
   */
  async function countsOf(alert: AlertRow): Promise<AlertAcknowledgements> {
    // Once it ended the counts stop where they were, and nobody is shown walking any more.
    const endedAt = endOf(alert, clock());
    const { notified, responderIds } = await findAcknowledgementCounts(db, alert.id, endedAt);
    if (endedAt !== null) {
      return { alertId: alert.id, notified, onTheWay: responderIds.length, nearest: null };
    }
    return {
      alertId: alert.id,
      notified,
      onTheWay: responderIds.length,
      nearest: await nearestOf(alert, responderIds),
    };
  }

  /**
   * The nearest responder's walk as a range. Once one has arrived it stays `arrived`: the sender
   * is not shown them moving about afterwards (a fake alert must not track an observer).
   */
  const arrived = new Set<string>();
  async function nearestOf(alert: AlertRow, responderIds: string[]): Promise<WalkBucket | null> {
    if (arrived.has(alert.id)) return 'arrived';
    const seen = await Promise.all(responderIds.map((userId) => positions.get(userId)));
    const distances = seen.flatMap((point) =>
      point === null ? [] : [distanceMiles(alert, point)],
    );
    const minutes = nearestWalkingMinutes(distances);
    if (minutes === null) return null;
    const bucket = walkBucket(minutes);
    if (bucket === 'arrived') {
      if (arrived.size > 10_000) arrived.clear();
      arrived.add(alert.id);
    }
    return bucket;
  }

  /** After the write: a publish that fails only delays the sender's counts until they refetch. */
  async function announce(alert: AlertRow): Promise<void> {
    if (endOf(alert, clock()) !== null) return;
    try {
      const acknowledgements = await countsOf(alert);
      await bus.publish({ kind: 'alert.acknowledged', ownerId: alert.userId, acknowledgements });
    } catch (error) {
      log.error({ err: error, alertId: alert.id }, 'acknowledgement counts not announced');
    }
  }

  /** The alert concerns the caller as the streams and pushes decide it (live-targeting.ts). */
  async function isAudience(userId: string, row: AlertRow, now: Date): Promise<boolean> {
    if (await isNamedAudience(db, row.id, userId)) return true;
    const alert = toAlert(row, now);
    const position = await positions.get(userId);
    const viewer = {
      userId,
      position,
      positionSeenAtMs: now.getTime(),
      delivered: new Set<string>(),
      finished: new Set<string>(),
    };
    if (isCovered(viewer, alert, now.getTime())) return true;
    return (await zones.watchersWithin(alert, alert.radiusYards)).includes(userId);
  }

  return {
    async acknowledge(userId, alertId) {
      const now = clock();
      const row = await findAlertById(db, alertId);
      if (row === null || row.status !== 'active' || isExpired(row, now)) throw notAcknowledged();
      if (row.userId === userId || !(await isAudience(userId, row, now))) throw notAcknowledged();
      // An observer who never verified has no stored identity until its first write: this one.
      await ensureIdentity(db, userId, now);
      if (await insertAcknowledgement(db, { alertId, userId, acknowledgedAt: now })) {
        await announce(row);
      }
    },

    async countsFor(userId, alertId) {
      const row = await findAlertById(db, alertId);
      // Someone else's alert reads as one that does not exist.
      if (row === null || row.userId !== userId) throw alertNotFound();
      return countsOf(row);
    },

    async responded(userId, alertId) {
      const row = await findAlertById(db, alertId);
      if (row === null || row.userId === userId) return;
      await insertAcknowledgement(db, { alertId, userId, acknowledgedAt: clock() });
      await announce(row);
    },
  };
}
