import type { Alert, LiveEventType } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { AlertRow } from '../../db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { ActiveAlertsCache } from './active-alerts-cache';
import { type AlertRecord, alertAs, toAlert, viewerOf } from './alert-presenter';
import { findRecipientIds } from './alerts.queries';
import type { AlertBusMessage, LiveBusMessage } from './live-message';

/**
 * Called once per event, on the instance that wrote it, after it is published: the seam for
 * senders that must not run on every instance (Web Push). Same targeting inputs as the streams.
 */
export type AlertEventListener = (message: AlertBusMessage) => void;

/** Tells every instance (and the listeners) of an alert event once its write is committed. */
export interface AlertAnnouncer {
  publish(
    eventId: number,
    type: LiveEventType,
    alert: AlertRecord,
    recipientIds: string[],
  ): Promise<void>;
  /**
   * Answers a change to one alert, announcing it to the alert's recipients when it wrote an
   * event; the caller gets the alert as they may see it.
   */
  announceChange(
    outcome: { row: AlertRow; eventId: number | null },
    type: LiveEventType,
    now: Date,
    callerId: string,
  ): Promise<Alert>;
}

export function createAlertAnnouncer(deps: {
  db: Database;
  bus: EventBus<LiveBusMessage>;
  activeAlerts: Pick<ActiveAlertsCache, 'apply'>;
  listeners: AlertEventListener[];
  log: FastifyBaseLogger;
}): AlertAnnouncer {
  const { db, bus, activeAlerts, listeners, log } = deps;

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

  return {
    publish,
    async announceChange(outcome, type, now, callerId) {
      const alert = toAlert(outcome.row, now);
      const recipients =
        outcome.eventId !== null || alert.isVip
          ? ((await findRecipientIds(db, [alert.id])).get(alert.id) ?? [])
          : [];
      if (outcome.eventId !== null) await publish(outcome.eventId, type, alert, recipients);
      return alertAs(alert, viewerOf(alert, callerId, recipients.includes(callerId)));
    },
  };
}
