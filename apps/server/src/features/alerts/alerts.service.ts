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
  observerBucket,
  isBuiltInPosition,
  isWithinRadius,
  MAX_OLIVE_BRANCH_FRIENDS,
  type Point,
  type RespondToAlertBody,
  withVisibleText,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import {
  phoneVerificationRequired,
  type VerifiedCaller,
} from '../../platform/identity/require-verified-phone';
import type { EventBus } from '../../platform/events/event-bus';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';
import { alertPlaceName } from './alert-place-name';
import type { ObserverPositions } from '../../platform/observers/observer-positions';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import { type AlertRecord, alertAs, isExpired, toAlert, viewerOf } from './alert-presenter';
import { alertRateLimitRefusal } from './alert-rate-limit';
import { type AlertEventListener, createAlertAnnouncer } from './alert-announcer';
import type { PinGuard } from '../../platform/identity/pin-guard';
import { type AlertEnding, type ContactsToWarn, createAlertEnding } from './alert-ending';
import { alertSmsBody, textContacts } from './alert-sms';
import { createContactsOnlyAlert } from './contacts-only-alert';
import type { AlertsMetrics } from './alerts.metrics';
import {
  appendAlertEvent,
  createAlertUnlessLimited,
  findActiveAlerts,
  findAlertForUpdate,
  incrementObserversCount,
  insertResponse,
  isAlertFromPhone,
  findAlertById,
} from './alerts.queries';
import { coverageBox } from '../../platform/geo/coverage-box';
import { createActiveAlertsCache } from './active-alerts-cache';
import type { LiveBusMessage } from './live-message';
import { type ConcerningAlert, findConcerningAlerts } from './live-replay';
import { concerns, type Viewer } from './live-targeting';
import { describeWithVipMarker } from './vip-marker';

/** Lists reach this far from the position asked about (P1 §2's filters, Home's 5 miles). */
const LIST_RADIUS_YARDS = milesToYards(ALERT_LIST_RADIUS_MILES);

export interface AlertsService extends AlertEnding {
  /** Stores and announces an alert; its sender also learns whom it reached. */
  create(userId: string, body: CreateAlertBody): Promise<CreateAlertResponse>;
  /**
   * With no position, texts every confirmed trusted contact and nobody else. The
   * caller has checked the verified phone. The body's name and place are not sent on (no
   * typed text in SMS).
   */
  alertContactsOnly(
    caller: VerifiedCaller,
    body: ContactsAlertBody,
  ): Promise<ContactsAlertResponse>;
  /**
   * Active alerts concerning a viewer at a point, newest first: those covering it, VIP alerts sent
   * to the viewer, and the viewer's own.
   */
  list(filter: { near: Point; viewerId: string }): Promise<Alert[]>;
  /**
   * Active alerts that concern a stream's viewer now (covering their fresh position, or VIP to
   * them), oldest first: asked on every position report, so read from memory, not the database.
   */
  concerning(viewer: Viewer, now: Date): Promise<ConcerningAlert[]>;
  /** Each verified number counts once per alert, whatever identity it is on. */
  respond(caller: VerifiedCaller, alertId: string, body: RespondToAlertBody): Promise<Alert>;
  /**
   * An alert as its trusted contacts' watch link shows it, with its sender's id (to
   * find its recordings, never shown); null when there is no such alert.
   */
  forWatch(alertId: string): Promise<{
    alert: Alert;
    senderId: string;
    endedAt: Date | null;
    /** Its sender typed the duress PIN: for the confirmed contacts' eyes only. */
    isDuress: boolean;
  } | null>;
}

export type { AlertEventListener } from './alert-announcer';

function rateLimited(recent: Date[], now: Date): AppError {
  const refusal = alertRateLimitRefusal(recent, now);
  // The database refuses at the same count the rule does; anything else is a bug, not a 429.
  if (refusal === null) throw new Error('alert refused below the rate limit');
  return new AppError(HTTP_STATUS.tooManyRequests, 'alert_rate_limited', refusal.message, {
    retryAfterSeconds: refusal.retryAfterSeconds,
  });
}

/**
 * P1 §8's stand-in sent observers to Burbank when nobody was there. The web client
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
  contacts: ContactsToWarn & {
    unsealPhones(ownerId: string, sealed: string[]): string[];
    /** What the sender's phone reads of them: every count it is told follows it. */
    shownConfirmedCount(ownerId: string): Promise<{ count: number; pretended: boolean }>;
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
  /** A trusted contact's own private link to watch an alert, for their SMS (watch-links.ts). */
  watchLinkFor?: (alertId: string, phone: string) => Promise<string>;
  /** After a new response, so the sender's counts follow (acknowledgements.service). */
  onResponded?: (userId: string, alertId: string) => Promise<void>;
  /** Which stored PIN guards an end (pins.service). */
  pins: PinGuard;
  /** This phone was shown its number removed (the duress PIN's pretence): it cannot alert. */
  isPhoneHidden: (userId: string) => Promise<boolean>;
  /** Whether a duress with no alert may be texted now (pins.service keeps the last time). */
  claimDuressNotice: (userId: string, now: Date) => Promise<boolean>;
  /** Where work goes that must not hold an answer back (texts). */
  runLater: (what: string, work: () => Promise<unknown>) => void;
}): AlertsService {
  const { db, bus, clock, contacts, geocoder, positions, contactsAlertLimiter, sms, log, metrics } =
    deps;
  const { watchLinkFor, onResponded } = deps;
  const activeAlerts = createActiveAlertsCache({ db, clock, mayMissEvents: bus.mayMissEvents });
  // Every instance's alert events (this one's included) reach this subscriber once each.
  bus.subscribe((message) => {
    if (message.kind === 'alert') activeAlerts.apply(message);
  });
  const announcer = createAlertAnnouncer({
    db,
    bus,
    activeAlerts,
    listeners: deps.listeners ?? [],
    log,
  });
  const { publish, announceChange } = announcer;
  const ending = createAlertEnding({
    db,
    clock,
    announcer,
    pins: deps.pins,
    contacts,
    geocoder,
    sms,
    log,
    watchLinkFor,
    claimDuressNotice: deps.claimDuressNotice,
    runLater: deps.runLater,
  });

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
      // The alert is stored and announced; a count that cannot be read is said as none.
      log.warn({ err: error, alertId: alert.id }, 'observers in range could not be counted');
    }
    return {
      // A word, never a count: alerts sent from chosen points must not locate an observer.
      observersNearby: observerBucket(observersInRange),
      contactsInApp: created.recipientIds.length,
      contactsTexted: textedCount,
    };
  }

  /** More active alerts than the cache holds: the database filters them (the box is indexed). */
  /** Lists hold active alerts only. */
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

  return {
    async create(userId, typed) {
      if (isBuiltInPosition(typed)) throw locationUnknown();
      const now = clock();
      // What others will read carries no invisible or reordering characters.
      const body = withVisibleText(typed, ['location', 'description']);
      // One statement checks the verified phone, reads the circle and stores (an alert waits
      // for it). The descriptions it picks from, by contact count, keep the marker rule here.
      const [shown, isHidden] = await Promise.all([
        contacts.shownConfirmedCount(userId),
        deps.isPhoneHidden(userId),
      ]);
      if (isHidden) throw phoneVerificationRequired();
      const created = await createAlertUnlessLimited(
        db,
        {
          id: randomUUID(),
          userId,
          latitude: body.latitude,
          longitude: body.longitude,
          location: alertPlaceName(body, geocoder),
          descriptions: Array.from({ length: MAX_OLIVE_BRANCH_FRIENDS + 1 }, (_, contactCount) =>
            describeWithVipMarker(body.description, contactCount),
          ),
          createdAt: now,
          shownContacts: shown.pretended ? shown.count : null,
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
        deps.runLater('texting an alert', async () => {
          const sender = await contacts.senderName(userId);
          const body = async (phone: string) =>
            alertSmsBody(alert, geocoder, sender, await watchLinkFor?.(alert.id, phone));
          return textContacts({ sms, log }, smsNumbers, { body, alertId: alert.id });
        });
      }
      const reach = await reachOf(alert, userId, created, smsNumbers.length);
      if (shown.pretended) {
        // The phone reads the circle it was shown: the real one is reached all the same.
        reach.contactsInApp = Math.min(reach.contactsInApp, shown.count);
        reach.contactsTexted = Math.min(reach.contactsTexted, shown.count - reach.contactsInApp);
      }
      return { ...alertAs(alert, 'owner'), reach };
    },

    alertContactsOnly: createContactsOnlyAlert({
      contacts,
      limiter: contactsAlertLimiter,
      sms,
      log,
    }),

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

    end: ending.end,
    duressUsed: ending.duressUsed,
    endAllOf: ending.endAllOf,
    expireDue: ending.expireDue,

    async forWatch(alertId) {
      const row = await findAlertById(db, alertId);
      if (row === null) return null;
      return {
        alert: alertAs(toAlert(row, clock()), 'other'),
        senderId: row.userId,
        isDuress: row.duressAt !== null,
        // Expired without an end (2 hours passed): it ended when it expired.
        endedAt:
          row.endedAt ??
          (row.status === 'active' && !isExpired(row, clock())
            ? null
            : new Date(row.createdAt.getTime() + ALERT_EXPIRY_MS)),
      };
    },
  };
}
