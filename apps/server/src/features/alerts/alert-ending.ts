import { type Alert, ALERT_EXPIRY_MS, LIVE_EVENTS_RETENTION_MS } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { AlertRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';
import type { PinGuard, PinTry } from '../../platform/identity/pin-guard';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { AlertAnnouncer } from './alert-announcer';
import { alertAs, endOf, toAlert } from './alert-presenter';
import {
  alertEndedSmsBody,
  duressSmsBody,
  duressWithoutAlertSmsBody,
  textContacts,
} from './alert-sms';
import {
  appendAlertEvent,
  deleteEventsBefore,
  findAlertById,
  findActiveAlertIdsOf,
  findAlertForUpdate,
  findLatestAlertOf,
  findRecipientIds,
  markAlertDuress,
  markAlertEnded,
  markAlertsExpired,
} from './alerts.queries';

/**
 * A duress PIN typed this soon after the person's alert ended is about that alert: its end was
 * just answered, and the contacts' texts go out a moment after.
 */
const DURESS_AFTER_END_MS = 15 * 60_000;

/** The people a duress is said to: confirmed contacts, and those removed in the last days. */
export interface ContactsToWarn {
  toWarn(ownerId: string): Promise<{ phone: string; isCurrent: boolean }[]>;
  /** The contacts who agreed to be texted: told when an alert they were texted about ends. */
  confirmedPhones(ownerId: string): Promise<string[]>;
  /** How every text to the owner's contacts names them; null: "someone". */
  senderName(ownerId: string): Promise<string | null>;
}

export interface AlertEnding {
  /**
   * End Emergency by its sender. With a stop PIN stored it needs it; the duress PIN ends it the
   * same way, for everyone (the PIN guard's listener tells the contacts, `duressUsed`). Ending
   * an alert that has ended answers it as it is, whatever PIN or none.
   */
  end(who: PinTry, alertId: string, pin: string | undefined): Promise<Alert>;
  /**
   * The duress PIN was typed, for whatever act. The person's latest alert, on or just ended, is
   * marked for their contacts' watch links and the contacts are texted once; with no such alert
   * they are texted without a place, at most once in DURESS_NOTICE_INTERVAL (the claim says).
   * Nothing anyone else can read changes.
   */
  duressUsed(userId: string): Promise<void>;
  /**
   * Ends every alert of the person that is on, announced as any end (an account deleted must
   * not leave an alert nobody can answer on observers' screens). `tellContacts`: the contacts
   * get the "ended" text (not when a duress text goes to them instead).
   */
  endAllOf(userId: string, options: { tellContacts: boolean }): Promise<void>;
  /** Marks alerts past ALERT_EXPIRY_MS expired and tells their observers (alert.ended). */
  expireDue(): Promise<number>;
}

function alertNotFound(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'alert_not_found',
    'This alert does not exist or is no longer active.',
  );
}

export function createAlertEnding(deps: {
  db: Database;
  clock: () => Date;
  announcer: AlertAnnouncer;
  pins: PinGuard;
  contacts: ContactsToWarn;
  geocoder: ReverseGeocoder;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** A trusted contact's own private link to watch the alert (watch-links.ts). */
  watchLinkFor?: (alertId: string, phone: string) => Promise<string>;
  /** True when no duress notice without an alert went to this person's contacts lately. */
  claimDuressNotice: (userId: string, now: Date) => Promise<boolean>;
  /** Where texts go once the answer is sent: no answer waits for an SMS provider. */
  runLater: (what: string, work: () => Promise<unknown>) => void;
}): AlertEnding {
  const { db, clock, announcer, pins, contacts, geocoder, sms, log, watchLinkFor, runLater } = deps;

  async function warnContacts(ownerId: string, row: AlertRow | null): Promise<void> {
    const people = await contacts.toWarn(ownerId);
    const sender = await contacts.senderName(ownerId);
    const bodyFor = async (phone: string) => {
      if (row === null) return duressWithoutAlertSmsBody(sender);
      const isCurrent = people.some((person) => person.phone === phone && person.isCurrent);
      const link = isCurrent ? await watchLinkFor?.(row.id, phone) : undefined;
      return duressSmsBody(row, geocoder, sender, link);
    };
    const texted = await textContacts(
      { sms, log },
      people.map((person) => person.phone),
      { body: bodyFor, alertId: row?.id ?? null },
    );
    log.warn({ alertId: row?.id, contactsTexted: texted }, 'duress: the person had to pretend');
  }

  /** The contacts texted about the alert hear that it ended, with the link to what was filmed. */
  async function tellEnded(ownerId: string, row: AlertRow): Promise<void> {
    const phones = await contacts.confirmedPhones(ownerId);
    const sender = await contacts.senderName(ownerId);
    await textContacts({ sms, log }, phones, {
      body: async (phone) => alertEndedSmsBody(sender, await watchLinkFor?.(row.id, phone)),
      alertId: row.id,
    });
  }

  async function endForReal(
    userId: string,
    alertId: string,
    now: Date,
    options: { tellContacts: boolean },
  ): Promise<Alert> {
    const outcome = await db.transaction(async (tx) => {
      const current = await findAlertForUpdate(tx, alertId);
      // Someone else's alert is answered as one that does not exist, so ending cannot probe
      // which ids are alerts.
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
    const answer = await announcer.announceChange(outcome, 'alert.ended', now, userId);
    if (outcome.eventId !== null && options.tellContacts) {
      runLater('texting an end', () => tellEnded(userId, outcome.row));
    }
    return answer;
  }

  return {
    async end(who, alertId, pin) {
      const now = clock();
      const found = await findAlertById(db, alertId);
      // Someone else's alert is answered as one that does not exist, before any PIN is asked.
      if (found === null || found.userId !== who.userId) throw alertNotFound();
      if (endOf(found, now) !== null) return alertAs(toAlert(found, now), 'owner');
      const verdict = await pins.guard(who, pin);
      // The contacts of a duress get the duress text instead of the end's.
      return endForReal(who.userId, alertId, now, { tellContacts: verdict !== 'duress' });
    },

    async endAllOf(userId, options) {
      const now = clock();
      for (const alertId of await findActiveAlertIdsOf(db, userId)) {
        await endForReal(userId, alertId, now, options);
      }
    },

    async duressUsed(userId) {
      const now = clock();
      const latest = await findLatestAlertOf(db, userId);
      const ended = latest === null ? null : endOf(latest, now);
      const isAbout =
        latest !== null &&
        (ended === null || now.getTime() - ended.getTime() <= DURESS_AFTER_END_MS);
      if (isAbout) {
        if (await markAlertDuress(db, latest.id, now)) await warnContacts(userId, latest);
        return;
      }
      if (await deps.claimDuressNotice(userId, now)) await warnContacts(userId, null);
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
        await announcer.publish(
          eventId,
          'alert.ended',
          toAlert(row, now),
          recipients.get(row.id) ?? [],
        );
      }
      return expired.length;
    },
  };
}
