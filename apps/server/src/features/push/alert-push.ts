import {
  alertRadiusYards,
  type Point,
  PUSH_SEND_CONCURRENCY,
  PUSH_TTL_SECONDS,
  PUSH_URGENCY,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { PushSubscriptionRow } from '../../db/schema';
import type { ObserverPositions } from '../../platform/observers/observer-positions';
import type { PushMessageOptions, PushSender } from '../../platform/push/push-sender';
import { alertAs } from '../alerts/alert-presenter';
import type { AlertEventListener } from '../alerts/alerts.service';
import type { AlertBusMessage } from '../alerts/live-message';
import { alertPushMessage, alertPushTopic } from './alert-push-message';
import type { PushMetrics } from './push.metrics';
import { deleteSubscription, findSubscriptionsOf } from './push.queries';

export interface AlertPush {
  /** Registered with the alerts service: runs once per event, on the instance that wrote it. */
  listener: AlertEventListener;
  /** Resolves when every push started so far is settled (before the database closes). */
  idle(): Promise<void>;
}

/** Who has a watch zone touching a circle (their app may be closed). */
export interface ZoneWatchers {
  watchersWithin(centre: Point, radiusYards: number): Promise<string[]>;
}

const NO_ZONES: ZoneWatchers = { watchersWithin: () => Promise.resolve([]) };

/** The last resort for those no push reached: a text, to those who asked for one. */
export interface UnreachableTexter {
  send(alert: Point, userIds: string[]): Promise<number>;
}

/**
 * Whom an event newly concerns, by the event streams' rule (live-targeting.ts): at creation the
 * observers last seen inside the radius, the people whose watch zone it touches and
 * the VIP recipients anywhere; when the radius grows, those it now covers and did not before.
 * Never the creator; each person once.
 */
export async function pushAudience(
  message: AlertBusMessage,
  positions: ObserverPositions,
  zones: ZoneWatchers = NO_ZONES,
): Promise<string[]> {
  const { type, alert, recipientIds } = message;
  if (alert.status !== 'active') return [];
  const coveredAt = async (radiusYards: number) =>
    (
      await Promise.all([
        positions.within(alert, radiusYards),
        zones.watchersWithin(alert, radiusYards),
      ])
    ).flat();
  let audience: string[];
  if (type === 'alert.created') {
    audience = [...recipientIds, ...(await coveredAt(alert.radiusYards))];
  } else if (type === 'alert.updated') {
    const radiusBefore = alertRadiusYards(Math.max(0, alert.observersCount - 1));
    if (alert.radiusYards <= radiusBefore) return [];
    const [covered, coveredBefore] = await Promise.all([
      coveredAt(alert.radiusYards),
      coveredAt(radiusBefore),
    ]);
    const told = new Set([...coveredBefore, ...recipientIds]);
    audience = covered.filter((userId) => !told.has(userId));
  } else {
    return [];
  }
  return [...new Set(audience)].filter((userId) => userId !== alert.userId);
}

/** The push service's host is logged; the endpoint (a capability) and the keys never are. */
function pushServiceOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}

/**
 * What a failure was, without its message: a failed query's message quotes its parameters, here
 * endpoints and the user ids near an alert (positions, in effect), which never reach the logs.
 */
function failureOf(error: unknown): { error: string } {
  if (!(error instanceof Error)) return { error: 'unknown' };
  const code = (error as { code?: unknown }).code;
  return { error: typeof code === 'string' ? `${error.name} ${code}` : error.name };
}

/**
 * Web Push for alerts: observers whose tab is closed still hear of an alert. Fire and
 * forget: the alert was stored and acknowledged already, and no failure here reaches it.
 */
export function createAlertPush(deps: {
  db: Database;
  positions: ObserverPositions;
  /** Watch zones; none when not given. */
  zones?: ZoneWatchers;
  sender: PushSender;
  log: FastifyBaseLogger;
  metrics: PushMetrics;
  /** The app's public address: a declarative notification opens it. */
  publicOrigin: string;
  /** Texts to those of the audience no push reached; none when not given. */
  texts?: UnreachableTexter;
}): AlertPush {
  const { db, positions, sender, log, metrics } = deps;
  const zones = deps.zones ?? NO_ZONES;
  const inFlight = new Set<Promise<void>>();

  async function sendOne(
    subscription: PushSubscriptionRow,
    payload: string,
    options: PushMessageOptions,
    alertId: string,
  ): Promise<boolean> {
    const { endpoint, p256dh, auth } = subscription;
    const outcome = await sender.send({ endpoint, keys: { p256dh, auth } }, payload, options);
    metrics.outcome(outcome);
    if (outcome.kind === 'accepted') return true;
    const context = { alertId, pushService: pushServiceOf(subscription.endpoint) };
    if (outcome.kind === 'gone') {
      await deleteSubscription(db, subscription.endpoint);
      log.info({ ...context, status: outcome.status }, 'push subscription gone; forgotten');
    } else if (outcome.kind === 'refused') {
      // 403 is most often VAPID: a key pair other than the one the browser subscribed with, or
      // a subject the service will not accept (Apple refuses placeholder contacts).
      log.warn({ ...context, status: outcome.status }, 'push service refused an alert message');
    } else {
      log.warn({ ...context, reason: outcome.reason }, 'alert push not sent');
    }
    return false;
  }

  async function deliver(message: AlertBusMessage): Promise<void> {
    const audience = await pushAudience(message, positions, zones);
    if (audience.length === 0) return;
    const subscriptions = await findSubscriptionsOf(db, audience);
    const { alert } = message;
    // Only the trusted contacts it was sent to learn that it is from one of theirs.
    const recipients = new Set(message.recipientIds);
    const forOthers = JSON.stringify(alertPushMessage(alertAs(alert, 'other'), deps.publicOrigin));
    const forContacts = JSON.stringify(
      alertPushMessage(alertAs(alert, 'recipient'), deps.publicOrigin),
    );
    const topic = alertPushTopic(alert.id);
    const options: PushMessageOptions = {
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency: PUSH_URGENCY,
      ...(topic === undefined ? {} : { topic }),
    };
    // A bounded number at a time: a city's audience can be large (encryption runs on worker
    // threads, the requests share kept-alive connections).
    let next = 0;
    const reached = new Set<string>();
    const worker = async () => {
      for (let item = subscriptions[next++]; item !== undefined; item = subscriptions[next++]) {
        const payload = recipients.has(item.userId) ? forContacts : forOthers;
        const accepted = await sendOne(item, payload, options, alert.id).catch((error: unknown) => {
          log.error({ ...failureOf(error), alertId: alert.id }, 'alert push failed');
          return false;
        });
        if (accepted) reached.add(item.userId);
      }
    };
    const workers = Math.min(PUSH_SEND_CONCURRENCY, subscriptions.length);
    await Promise.all(Array.from({ length: workers }, worker));
    // Whoever no push service accepted a message for (no subscription, or every one gone or
    // refused) hears of it only if they asked for a text.
    const unreached = audience.filter((userId) => !reached.has(userId));
    if (deps.texts && unreached.length > 0) await deps.texts.send(alert, unreached);
  }

  return {
    listener(message) {
      if (message.type === 'alert.ended') return;
      const work = deliver(message).catch((error: unknown) =>
        log.error({ ...failureOf(error), alertId: message.alert.id }, 'alert pushes failed'),
      );
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    },
    async idle() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
