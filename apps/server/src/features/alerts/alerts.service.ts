import { randomUUID } from 'node:crypto';
import {
  type Alert,
  ALERT_BASE_RADIUS_YARDS,
  ALERT_EXPIRY_MS,
  ALERT_LIST_LIMIT,
  ALERT_LIST_RADIUS_MILES,
  milesToYards,
  ALERT_RATE_LIMIT,
  ALERT_RATE_LIMIT_WINDOW_MS,
  type ContactsAlertBody,
  type ContactsAlertResponse,
  type CreateAlertBody,
  type CreateAlertResponse,
  type DrillAnswer,
  isBuiltInPosition,
  isWithinRadius,
  LIVE_EVENTS_RETENTION_MS,
  type LiveEventType,
  MAX_OLIVE_BRANCH_FRIENDS,
  type Point,
  type RespondToAlertBody,
  withVisibleText,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { AlertRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import {
  phoneVerificationRequired,
  type VerifiedCaller,
} from '../../platform/identity/require-verified-phone';
import type { EventBus } from '../../platform/events/event-bus';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';
import { findIdentityById } from '../../platform/identity/identity.queries';
import type { ObserverPositions } from '../../platform/observers/observer-positions';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import { type AlertRecord, alertAs, isExpired, toAlert, viewerOf } from './alert-presenter';
import { alertRateLimitRefusal } from './alert-rate-limit';
import { alertSmsBody, contactsOnlySmsBody, duressSmsBody, textContacts } from './alert-sms';
import type { AlertsMetrics } from './alerts.metrics';
import {
  appendAlertEvent,
  createAlertUnlessLimited,
  deleteEventsBefore,
  findActiveAlerts,
  findAlertForUpdate,
  findRecipientIds,
  incrementObserversCount,
  insertResponse,
  isAlertFromPhone,
  findAlertById,
  markAlertDuress,
  markAlertEnded,
  markAlertsExpired,
} from './alerts.queries';
import { coverageBox } from '../../platform/geo/coverage-box';
import { createActiveAlertsCache } from './active-alerts-cache';
import type { AlertBusMessage, LiveBusMessage } from './live-message';
import { type ConcerningAlert, findConcerningAlerts } from './live-replay';
import { concerns, type Viewer } from './live-targeting';
import { describeWithVipMarker } from './vip-marker';

/** Lists reach this far from the position asked about (P1 §2's filters, Home's 5 miles). */
const LIST_RADIUS_YARDS = milesToYards(ALERT_LIST_RADIUS_MILES);

export interface AlertsService {
  /** Stores and announces an alert; its sender also learns whom it reached. */
  create(userId: string, body: CreateAlertBody): Promise<CreateAlertResponse>;
  /**
   * With no position (issue 31), texts every confirmed trusted contact and nobody else. The
   * caller has checked the verified phone. The body's name and place are not sent on (issue 24,
   * F-13: no typed text in SMS).
   */
  alertContactsOnly(
    caller: VerifiedCaller,
    body: ContactsAlertBody,
  ): Promise<ContactsAlertResponse>;
  /**
   * Active alerts concerning a viewer at a point, newest first: those covering it, VIP alerts sent
   * to the viewer, and the viewer's own (issue 24, F-15).
   */
  list(filter: { near: Point; viewerId: string }): Promise<Alert[]>;
  /**
   * Active alerts that concern a stream's viewer now (covering their fresh position, or VIP to
   * them), oldest first: asked on every position report, so read from memory, not the database.
   */
  concerning(viewer: Viewer, now: Date): Promise<ConcerningAlert[]>;
  /** Each verified number counts once per alert, whatever identity it is on (issue 24, F-04). */
  respond(caller: VerifiedCaller, alertId: string, body: RespondToAlertBody): Promise<Alert>;
  /**
   * End Emergency. With a stop PIN stored (issue 29), `pin` must be it; the duress PIN is
   * answered exactly as an end while the alert goes on, marked duress (as `duress` marks it).
   */
  end(userId: string, alertId: string, pin?: string): Promise<Alert>;
  /**
   * Issue 29's duress PIN: the person had to pretend to stop. Their confirmed trusted contacts are
   * texted once per alert (place and coordinates only, F-13); how many were texted.
   */
  duress(userId: string, alertId: string): Promise<{ contactsTexted: number }>;
  /**
   * Issue 29's drill: whom a real alert from `at` would reach now. Nothing is stored, sent or
   * announced; the person sees what will happen before the day it does.
   */
  drill(userId: string, at: Point): Promise<DrillAnswer>;
  /**
   * Issue 27: an alert as its trusted contacts' watch link shows it, with its sender's id (to
   * find its recordings, never shown); null when there is no such alert.
   */
  forWatch(
    alertId: string,
  ): Promise<{ alert: Alert; senderId: string; endedAt: Date | null } | null>;
  /** Marks alerts past ALERT_EXPIRY_MS expired and tells their observers (alert.ended). */
  expireDue(): Promise<number>;
}

/**
 * Called once per event, on the instance that wrote it, after it is published: the seam for
 * senders that must not run on every instance (Web Push). Same targeting inputs as the streams.
 */
export type AlertEventListener = (message: AlertBusMessage) => void;

function rateLimited(recent: Date[], now: Date): AppError {
  const refusal = alertRateLimitRefusal(recent, now);
  // The database refuses at the same count the rule does; anything else is a bug, not a 429.
  if (refusal === null) throw new Error('alert refused below the rate limit');
  return new AppError(HTTP_STATUS.tooManyRequests, 'alert_rate_limited', refusal.message, {
    retryAfterSeconds: refusal.retryAfterSeconds,
  });
}

/**
 * Issue 31: P1 §8's stand-in sent observers to Burbank when nobody was there. The web client
 * never sends one since, but a queued alert from an older version, or another client, still
 * could; refused here, the sender's screen asks for a real position instead.
 */
function locationUnknown(): AppError {
  return new AppError(
    HTTP_STATUS.badRequest,
    'location_unknown',
    'This alert has no real position: it was at a place the app stands in when it cannot tell where you are. Share your location so people nearby can be alerted; until then only your trusted contacts can be.',
  );
}

function alertNotFound(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'alert_not_found',
    'This alert does not exist or is no longer active.',
  );
}

export function createAlertsService(deps: {
  db: Database;
  bus: EventBus<LiveBusMessage>;
  clock: () => Date;
  contacts: {
    unsealPhones(ownerId: string, sealed: string[]): string[];
    /** Only contacts who agreed are ever texted (issue 24, F-13). */
    confirmedPhones(ownerId: string): Promise<string[]>;
  };
  /** Names the place in contacts' SMS from the coordinates alone (alert-sms.ts). */
  geocoder: ReverseGeocoder;
  /** Observers' fresh positions: whom an alert reached when it was sent. */
  positions: Pick<ObserverPositions, 'within'>;
  /** Caps alerts to the contacts alone (each is an SMS to every contact). */
  contactsAlertLimiter: RateLimiter;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  metrics: AlertsMetrics;
  listeners?: AlertEventListener[];
  /** Issue 27: the trusted contacts' private link to an alert, for their SMS. */
  watchLinkOf?: (alertId: string) => string;
  /** Issue 27: after a new response, so the sender's counts follow (acknowledgements.service). */
  onResponded?: (userId: string, alertId: string) => Promise<void>;
  /**
   * Issue 29: which stored PIN guards an end (pins.service): none, the stop PIN, or the duress
   * PIN; it refuses a missing or wrong one (403) and too many tries (429).
   */
  pins: { check(userId: string, pin: string | undefined): Promise<'none' | 'stop' | 'duress'> };
}): AlertsService {
  const { db, bus, clock, contacts, geocoder, positions, contactsAlertLimiter, sms, log, metrics } =
    deps;
  const { watchLinkOf, onResponded, pins } = deps;
  const listeners = deps.listeners ?? [];
  const activeAlerts = createActiveAlertsCache({ db, clock, mayMissEvents: bus.mayMissEvents });
  // Every instance's alert events (this one's included) reach this subscriber once each.
  bus.subscribe((message) => {
    if (message.kind === 'alert') activeAlerts.apply(message);
  });

  /** After the commit: the write is durable, so a failed publish only delays live delivery. */
  async function publish(
    eventId: number,
    type: LiveEventType,
    alert: AlertRecord,
    recipientIds: string[],
  ): Promise<void> {
    const message: AlertBusMessage = { kind: 'alert', eventId, type, alert, recipientIds };
    // Read-your-writes on this instance, before the bus brings the event back.
    activeAlerts.apply(message);
    try {
      await bus.publish(message);
    } catch (error) {
      log.error({ err: error, alertId: alert.id }, 'live event not published; clients replay it');
    }
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        log.error({ err: error, alertId: alert.id }, 'alert event listener failed');
      }
    }
  }

  /** Whom a new alert reached: observers in its first radius (not its sender), and contacts. */
  async function reachOf(
    alert: AlertRecord,
    senderId: string,
    created: { recipientIds: string[] },
    textedCount: number,
  ): Promise<CreateAlertResponse['reach']> {
    let observersInRange = 0;
    try {
      const near = await positions.within(alert, ALERT_BASE_RADIUS_YARDS);
      observersInRange = near.filter((id) => id !== senderId).length;
    } catch (error) {
      // The alert is stored and announced; a count that cannot be read is said as zero.
      log.warn({ err: error, alertId: alert.id }, 'observers in range could not be counted');
    }
    return {
      observersInRange,
      contactsInApp: created.recipientIds.length,
      contactsTexted: textedCount,
    };
  }

  /** More active alerts than the cache holds: the database filters them (the box is indexed). */
  /**
   * Lists hold active alerts only: an alert its own sender ended under duress reads as ended to
   * them (alertAs), so it leaves their list as a real end would (issue 29).
   */
  const isListed = (alert: Alert) => alert.status !== 'ended';

  async function listFromDatabase(
    { near, viewerId }: { near: Point; viewerId: string },
    now: Date,
  ): Promise<Alert[]> {
    const rows = await findActiveAlerts(db, {
      since: new Date(now.getTime() - ALERT_EXPIRY_MS),
      limit: ALERT_LIST_LIMIT,
      near: coverageBox(near, LIST_RADIUS_YARDS),
      viewerId,
    });
    return rows
      .filter(
        (row) =>
          row.isRecipient ||
          row.userId === viewerId ||
          isWithinRadius(row, near, LIST_RADIUS_YARDS),
      )
      .map((row) => alertAs(toAlert(row, now), viewerOf(row, viewerId, row.isRecipient)))
      .filter(isListed);
  }

  /**
   * Answers a change to one alert, announcing it to the alert's recipients when it wrote an event;
   * the caller gets the alert as they may see it.
   */
  async function announceChange(
    outcome: { row: AlertRow; eventId: number | null },
    type: LiveEventType,
    now: Date,
    callerId: string,
  ): Promise<Alert> {
    const alert = toAlert(outcome.row, now);
    const recipients =
      outcome.eventId !== null || alert.isVip
        ? ((await findRecipientIds(db, [alert.id])).get(alert.id) ?? [])
        : [];
    if (outcome.eventId !== null) await publish(outcome.eventId, type, alert, recipients);
    return alertAs(alert, viewerOf(alert, callerId, recipients.includes(callerId)));
  }

  /** Issue 29's duress: see AlertsService.duress. */
  async function markDuress(userId: string, alertId: string): Promise<{ contactsTexted: number }> {
    const now = clock();
    // Marked once, in the database (every instance agrees; a retry texts nobody again), and
    // announced like any change, so observers see the alert marked duress (issue 29).
    const outcome = await db.transaction(async (tx) => {
      const current = await findAlertForUpdate(tx, alertId);
      if (current === null || current.userId !== userId) throw alertNotFound();
      if (current.status !== 'active' || current.duressAt !== null) return null;
      const row = await markAlertDuress(tx, alertId, now);
      const eventId = await appendAlertEvent(tx, {
        alertId,
        type: 'alert.updated',
        observersCount: row.observersCount,
        createdAt: now,
      });
      return { row, eventId };
    });
    if (outcome === null) return { contactsTexted: 0 };
    await announceChange(outcome, 'alert.updated', now, userId);
    const numbers = await contacts.confirmedPhones(userId);
    const body = duressSmsBody(
      { latitude: outcome.row.latitude, longitude: outcome.row.longitude },
      geocoder,
      watchLinkOf?.(alertId),
    );
    const contactsTexted = await textContacts({ sms, log }, numbers, { body, alertId });
    log.warn({ alertId, contactsTexted }, 'duress: the person had to pretend to stop');
    return { contactsTexted };
  }

  return {
    async create(userId, typed) {
      if (isBuiltInPosition(typed)) throw locationUnknown();
      const now = clock();
      // Issue 24, F-27: what others will read carries no invisible or reordering characters.
      const body = withVisibleText(typed, ['location', 'description']);
      // One statement checks the verified phone, reads the circle and stores (issue 4: an alert
      // waits for it). The descriptions it picks from, by contact count, keep the marker rule here.
      const created = await createAlertUnlessLimited(
        db,
        {
          id: randomUUID(),
          userId,
          latitude: body.latitude,
          longitude: body.longitude,
          location: body.location,
          descriptions: Array.from({ length: MAX_OLIVE_BRANCH_FRIENDS + 1 }, (_, contactCount) =>
            describeWithVipMarker(body.description, contactCount),
          ),
          createdAt: now,
        },
        {
          count: ALERT_RATE_LIMIT,
          windowStart: new Date(now.getTime() - ALERT_RATE_LIMIT_WINDOW_MS),
        },
      );
      if (created.kind === 'unverified') throw phoneVerificationRequired();
      if (created.kind === 'rate_limited') throw rateLimited(created.recent, now);
      const alert = toAlert(created.row, now);
      metrics.alertCreated();
      await publish(created.eventId, 'alert.created', alert, created.recipientIds);
      const smsNumbers =
        created.unmatchedPhones.length > 0
          ? contacts.unsealPhones(userId, created.unmatchedPhones)
          : [];
      if (smsNumbers.length > 0) {
        // Not awaited: a slow SMS provider must not delay the acknowledgement.
        const message = {
          body: alertSmsBody(alert, geocoder, watchLinkOf?.(alert.id)),
          alertId: alert.id,
        };
        void textContacts({ sms, log }, smsNumbers, message);
      }
      return {
        ...alertAs(alert, 'owner'),
        reach: await reachOf(alert, userId, created, smsNumbers.length),
      };
    },

    async alertContactsOnly({ userId, phoneHash }) {
      const refusal = await contactsAlertLimiter.take(phoneHash);
      if (refusal !== null) {
        const retryAfterSeconds = Math.ceil(refusal.retryAfterMs / 1000);
        throw new AppError(
          HTTP_STATUS.tooManyRequests,
          'alert_rate_limited',
          `Your trusted contacts were alerted several times in the last few minutes. Call 911, or try again in ${Math.ceil(retryAfterSeconds / 60)} min.`,
          { retryAfterSeconds },
        );
      }
      const numbers = await contacts.confirmedPhones(userId);
      const message = { body: contactsOnlySmsBody(), alertId: null };
      // Awaited (each send has its own timeout): the person is told how many were really texted.
      const contactsTexted = await textContacts({ sms, log }, numbers, message);
      return { contactsTexted };
    },

    async list({ near, viewerId }) {
      const now = clock();
      const snapshot = await activeAlerts.get();
      if (!snapshot.isComplete) return listFromDatabase({ near, viewerId }, now);
      const rows = snapshot.concerning(near, viewerId, now, ALERT_LIST_LIMIT, {
        withOwn: true,
        withinYards: LIST_RADIUS_YARDS,
      });
      return rows
        .map((row) =>
          alertAs(
            toAlert(row, now),
            viewerOf(row, viewerId, snapshot.recipientsOf(row.id).has(viewerId)),
          ),
        )
        .filter(isListed);
    },

    async concerning(viewer, now) {
      const snapshot = await activeAlerts.get();
      if (!snapshot.isComplete) return findConcerningAlerts(db, viewer, now);
      const nowMs = now.getTime();
      return snapshot
        .concerning(viewer.position, viewer.userId, now, ALERT_LIST_LIMIT)
        .map((row) => ({
          alert: toAlert(row, now),
          recipientIds: snapshot.recipientsOf(row.id).has(viewer.userId) ? [viewer.userId] : [],
        }))
        .filter(({ alert, recipientIds }) => concerns(viewer, alert, recipientIds, nowMs))
        .reverse();
    },

    async respond({ userId, phoneHash }, alertId, body) {
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const current = await findAlertForUpdate(tx, alertId);
        if (current === null || current.status !== 'active' || isExpired(current, now)) {
          throw alertNotFound();
        }
        // The creator is not an observer of their own alert: counted, it would grow the radius.
        if (current.userId === userId || (await isAlertFromPhone(tx, alertId, phoneHash))) {
          return { row: current, eventId: null };
        }
        const isNew = await insertResponse(tx, {
          alertId,
          userId,
          responderPhoneHash: phoneHash,
          estimatedArrival: new Date(body.estimatedArrival),
          respondedAt: now,
        });
        if (!isNew) return { row: current, eventId: null };
        const row = await incrementObserversCount(tx, alertId);
        const eventId = await appendAlertEvent(tx, {
          alertId,
          type: 'alert.updated',
          observersCount: row.observersCount,
          createdAt: now,
        });
        return { row, eventId };
      });
      const answer = await announceChange(outcome, 'alert.updated', now, userId);
      if (outcome.eventId !== null && onResponded !== undefined) {
        // The response is stored and announced; counts that fail are re-read by the sender.
        await onResponded(userId, alertId).catch((error: unknown) =>
          log.error({ err: error, alertId }, 'response not counted for its sender'),
        );
      }
      return answer;
    },

    duress: markDuress,

    async forWatch(alertId) {
      const row = await findAlertById(db, alertId);
      if (row === null) return null;
      return {
        alert: alertAs(toAlert(row, clock()), 'other'),
        senderId: row.userId,
        // Expired without an end (2 hours passed): it ended when it expired.
        endedAt:
          row.endedAt ??
          (row.status === 'active' && !isExpired(row, clock())
            ? null
            : new Date(row.createdAt.getTime() + ALERT_EXPIRY_MS)),
      };
    },

    async drill(userId, at) {
      const [near, contactsConfirmed, identity] = await Promise.all([
        positions.within(at, ALERT_BASE_RADIUS_YARDS),
        contacts.confirmedPhones(userId).then((numbers) => numbers.length),
        findIdentityById(db, userId),
      ]);
      return {
        observersInRange: near.filter((id) => id !== userId).length,
        contactsConfirmed,
        isPhoneVerified: identity?.phoneVerifiedAt != null && identity.phoneHash !== null,
      };
    },

    async end(userId, alertId, pin) {
      const now = clock();
      const found = await findAlertById(db, alertId);
      // Issue 24, F-29: someone else's alert is answered as one that does not exist, before any
      // PIN is asked for, so ending cannot probe which ids are alerts.
      if (found === null || found.userId !== userId) throw alertNotFound();
      // Issue 29: whoever holds the phone's cookie cannot end it without the stop PIN. Checked
      // outside the transaction: the hashes take a few hundred ms, a row lock should not.
      if (found.status === 'active' && (await pins.check(userId, pin)) === 'duress') {
        await markDuress(userId, alertId);
        // What a first real end answers, so the caller cannot tell (docs/decisions/065).
        return alertAs({ ...toAlert(found, now), status: 'ended', isDuress: false }, 'owner');
      }
      const outcome = await db.transaction(async (tx) => {
        const current = await findAlertForUpdate(tx, alertId);
        // Issue 24, F-29: someone else's alert is answered as one that does not exist, so ending
        // cannot probe which ids are alerts.
        if (current === null || current.userId !== userId) throw alertNotFound();
        // Ending twice (a retried request) is not an error and announces nothing new.
        if (current.status !== 'active') return { row: current, eventId: null };
        const row = await markAlertEnded(tx, alertId, now);
        const eventId = await appendAlertEvent(tx, {
          alertId,
          type: 'alert.ended',
          observersCount: row.observersCount,
          createdAt: now,
        });
        return { row, eventId };
      });
      return announceChange(outcome, 'alert.ended', now, userId);
    },

    async expireDue() {
      const now = clock();
      const expired = await db.transaction(async (tx) => {
        const rows = await markAlertsExpired(tx, new Date(now.getTime() - ALERT_EXPIRY_MS));
        const written: { row: AlertRow; eventId: number }[] = [];
        for (const row of rows) {
          const eventId = await appendAlertEvent(tx, {
            alertId: row.id,
            type: 'alert.ended',
            observersCount: row.observersCount,
            createdAt: now,
          });
          written.push({ row, eventId });
        }
        return written;
      });
      await deleteEventsBefore(db, new Date(now.getTime() - LIVE_EVENTS_RETENTION_MS));
      if (expired.length === 0) return 0;
      const recipients = await findRecipientIds(
        db,
        expired.map(({ row }) => row.id),
      );
      for (const { row, eventId } of expired) {
        await publish(eventId, 'alert.ended', toAlert(row, now), recipients.get(row.id) ?? []);
      }
      return expired.length;
    },
  };
}
