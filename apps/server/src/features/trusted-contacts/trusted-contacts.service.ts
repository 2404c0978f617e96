import {
  type ApiErrorBody,
  type ContactConsent,
  type ContactConsentStatus,
  type OliveBranchFriend,
  type Relationship,
  RELATIONSHIPS,
  type SenderNameChoice,
  type TrustedContacts,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { TrustedContactRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import { normalizePhoneNumber } from '../../platform/phone/phone-number';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { DecoyViews } from '../decoy/decoy.service';
import type { PinGuard, PinTry } from '../../platform/identity/pin-guard';
import {
  answerConsent,
  findConsentByToken,
  findConsentsOf,
  insertInvitations,
} from './contact-consent.queries';
import { createInvitations, tokenHashOf } from './contact-invitations';
import { createContactRemovals } from './contact-removals';
import type { SenderNames } from './sender-names';
import { findContactsByOwner, replaceContacts } from './trusted-contacts.queries';

export interface TrustedContactsService {
  /** The owner's Olive Branch circle, numbers in E.164, in the order it was saved. */
  list(ownerId: string): Promise<TrustedContacts>;
  /**
   * Replaces the owner's whole circle; refuses it whole if one contact is wrong. A number this
   * owner never listed before is sent one confirmation SMS, naming the owner as `senderName`
   * (stored first, when given) says. While a stop PIN is set it needs it; the duress PIN
   * changes nothing, and this phone reads the circle and the choice as they were saved.
   */
  replace(
    who: PinTry,
    change: { contacts: OliveBranchFriend[]; pin?: string; senderName?: SenderNameChoice },
  ): Promise<TrustedContacts>;
  /** The numbers of the owner's contacts who confirmed: the only ones ever texted an alert. */
  confirmedPhones(ownerId: string): Promise<string[]>;
  /** How the texts to the owner's contacts name them; null: "someone" (sender-names.ts). */
  senderName(ownerId: string): Promise<string | null>;
  /**
   * How many confirmed contacts the owner's phone reads: the real count, or the circle the
   * duress PIN pretended (`pretended`), which every count the phone is told must follow while
   * the real contacts are still reached.
   */
  shownConfirmedCount(ownerId: string): Promise<{ count: number; pretended: boolean }>;
  /**
   * Whom a deletion or a duress is said to: the confirmed contacts, and those removed from the
   * circle in the last RECORDING_DELETE_DELAY_DAYS (whoever holds the phone may have emptied it).
   */
  toWarn(ownerId: string): Promise<{ phone: string; isCurrent: boolean }[]>;
  /** What the confirmation link shows (with whom the text named), and the contact's answer. */
  consent(token: string): Promise<ContactConsent>;
  answer(token: string, accept: boolean): Promise<ContactConsent>;
  /**
   * The E.164 numbers of the owner's contacts as sealed in their rows (an alert's SMS
   * recipients, read with the alert: alerts.queries.ts).
   */
  unsealPhones(ownerId: string, sealed: string[]): string[];
}

type Issues = NonNullable<ApiErrorBody['issues']>;

/** Ties a sealed number to its owner: moved to another owner's row, it does not decrypt. */
function contactPhoneContext(ownerId: string): string {
  return `contact:${ownerId}`;
}

function isRelationship(value: string): value is Relationship {
  return (RELATIONSHIPS as readonly string[]).includes(value);
}

function label(index: number, contact: OliveBranchFriend): string {
  return `Contact ${index + 1} (${contact.name})`;
}

/** Each number normalised to E.164, or the list of what is wrong, naming the contact. */
function normalizeCircle(
  contacts: OliveBranchFriend[],
  countries: readonly string[] | undefined,
): { contacts: OliveBranchFriend[] } | { issues: Issues } {
  const issues: Issues = [];
  const firstIndexByPhone = new Map<string, number>();
  const normalized = contacts.map((contact, index) => {
    const phone = normalizePhoneNumber(contact.phone, countries);
    const path = ['contacts', index, 'phone'];
    if (phone === null) {
      issues.push({ path, message: `${label(index, contact)}: enter a valid phone number.` });
      return contact;
    }
    const earlier = firstIndexByPhone.get(phone);
    if (earlier !== undefined) {
      issues.push({
        path,
        message: `${label(index, contact)} has the same phone number as contact ${earlier + 1}.`,
      });
    } else {
      firstIndexByPhone.set(phone, index);
    }
    return { ...contact, phone };
  });
  return issues.length > 0 ? { issues } : { contacts: normalized };
}

function consentNotFound(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'contact_consent_not_found',
    'This confirmation link is not valid. Ask the person to add your number again.',
  );
}

export function createTrustedContactsService(deps: {
  db: Database;
  keys: PhoneCrypto;
  /** Texts to contacts, within each number's daily budget (platform/sms/sms-budget.ts). */
  sms: SmsProvider;
  /** Where the confirmation link points: the public origin of the web app. */
  publicOrigin: string;
  /** Countries whose numbers may be listed (SMS_COUNTRIES): a contact must be textable. */
  smsCountries?: readonly string[];
  clock: () => Date;
  log: { warn(details: object, message: string): void };
  pins: PinGuard;
  decoys: Pick<DecoyViews, 'of' | 'pretendContacts' | 'invite' | 'consentsOf' | 'consent'>;
  /** How long a removed contact is still told of deletions and duress (the deletion delay). */
  removedContactDays: number;
  /** A removed contact's watch links stop working at once (watch-links.ts). */
  onRemoved: (ownerId: string, phoneHashes: string[]) => Promise<void>;
  /** New numbers one identity may have texted a confirmation link in a day. */
  invitations: RateLimiter;
  /** How the texts to the owner's contacts name them (sender-names.ts). */
  senderNames: SenderNames;
}): TrustedContactsService {
  const { db, keys, sms, publicOrigin, smsCountries, clock, log, pins, decoys, senderNames } = deps;
  const invitations = createInvitations({
    keys,
    sms,
    publicOrigin,
    log,
    limiter: deps.invitations,
  });
  const removals = createContactRemovals({
    db,
    keys,
    sms,
    clock,
    log,
    days: deps.removedContactDays,
    onRemoved: deps.onRemoved,
    phoneContext: contactPhoneContext,
  });

  const inviteForReal = async (ownerId: string, phones: string[]) =>
    invitations.send(phones, await senderNames.forTexts(ownerId), (rows) =>
      insertInvitations(
        db,
        rows.map((row) => ({ ...row, ownerId, invitedAt: clock() })),
      ),
    );

  /** Whom the confirmation text named, for the page its link opens. */
  async function consentAs(
    found: { status: ContactConsentStatus; ownerId: string; isPretended: boolean } | null,
  ): Promise<ContactConsent> {
    if (found === null) throw consentNotFound();
    const sender = found.isPretended
      ? await senderNames.forPretence(found.ownerId)
      : await senderNames.forTexts(found.ownerId);
    return sender === null ? { status: found.status } : { status: found.status, invitedBy: sender };
  }

  /** The answers this owner's phone reads: the real ones, and those of pretended invitations. */
  async function shownStatusesOf(ownerId: string): Promise<Map<string, ContactConsentStatus>> {
    const [real, pretended] = await Promise.all([statusesOf(ownerId), decoys.consentsOf(ownerId)]);
    return new Map([...real, ...pretended]);
  }

  async function statusesOf(ownerId: string): Promise<Map<string, ContactConsentStatus>> {
    const consents = await findConsentsOf(db, ownerId);
    return new Map(consents.map((row) => [row.phoneHash, row.status]));
  }

  function toContact(row: TrustedContactRow): OliveBranchFriend {
    // The column only ever receives a checked relationship; a row that is not one is corrupt.
    if (!isRelationship(row.relationship)) {
      throw new Error(`trusted contact ${row.ownerId}/${row.position} has an unknown relationship`);
    }
    return {
      name: row.name,
      phone: keys.decrypt(row.phoneEncrypted, contactPhoneContext(row.ownerId)),
      relationship: row.relationship,
    };
  }

  return {
    async list(ownerId) {
      const [rows, statuses, decoy] = await Promise.all([
        findContactsByOwner(db, ownerId),
        statusesOf(ownerId),
        decoys.of(ownerId),
      ]);
      if (decoy?.contacts != null) {
        const shown = await shownStatusesOf(ownerId);
        return {
          contacts: decoy.contacts.map((contact) => ({
            ...contact,
            consent: shown.get(keys.lookupHash(contact.phone)) ?? 'pending',
          })),
        };
      }
      return {
        contacts: rows.map((row) => ({
          ...toContact(row),
          consent: statuses.get(row.phoneHash) ?? 'pending',
        })),
      };
    },

    async confirmedPhones(ownerId) {
      const rows = await findContactsByOwner(db, ownerId);
      const statuses = await statusesOf(ownerId);
      return rows
        .filter((row) => statuses.get(row.phoneHash) === 'confirmed')
        .map((row) => toContact(row).phone);
    },

    async shownConfirmedCount(ownerId) {
      const decoy = await decoys.of(ownerId);
      if (decoy?.contacts == null) {
        return { count: (await this.confirmedPhones(ownerId)).length, pretended: false };
      }
      const statuses = await shownStatusesOf(ownerId);
      const confirmed = decoy.contacts.filter(
        (contact) => statuses.get(keys.lookupHash(contact.phone)) === 'confirmed',
      );
      return { count: confirmed.length, pretended: true };
    },

    async consent(token) {
      const tokenHash = tokenHashOf(token);
      const row = await findConsentByToken(db, tokenHash);
      if (row !== null) return consentAs({ ...row, isPretended: false });
      // A pretended invitation's link works as a real one's (its answer changes nothing real).
      const pretended = await decoys.consent(tokenHash);
      return consentAs(pretended && { ...pretended, isPretended: true });
    },

    async answer(token, accept) {
      const tokenHash = tokenHashOf(token);
      const answer = accept ? 'confirmed' : 'declined';
      const row = await answerConsent(db, tokenHash, { status: answer, at: clock() });
      if (row !== null) return consentAs({ ...row, isPretended: false });
      const pretended = await decoys.consent(tokenHash, answer);
      return consentAs(pretended && { ...pretended, isPretended: true });
    },

    senderName: (ownerId) => senderNames.forTexts(ownerId),

    async toWarn(ownerId) {
      const current = new Set(await this.confirmedPhones(ownerId));
      const removed = await removals.recentlyRemoved(ownerId);
      return [
        ...[...current].map((phone) => ({ phone, isCurrent: true })),
        ...removed
          .filter((phone) => !current.has(phone))
          .map((phone) => ({ phone, isCurrent: false })),
      ];
    },

    async replace(who, { contacts, pin, senderName }) {
      const ownerId = who.userId;
      const result = normalizeCircle(contacts, smsCountries);
      if ('issues' in result) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'contact_invalid',
          result.issues.map((issue) => issue.message).join(' '),
          { issues: result.issues },
        );
      }
      const verdict = await pins.guard(who, pin);
      const statusesBefore = await statusesOf(ownerId);
      // Counted the same whichever PIN: the numbers this phone reads as never asked.
      const shownBefore = verdict === 'duress' ? await shownStatusesOf(ownerId) : statusesBefore;
      await invitations.reserve(
        ownerId,
        result.contacts.filter((contact) => !shownBefore.has(keys.lookupHash(contact.phone)))
          .length,
      );
      if (senderName !== undefined) {
        await senderNames.save(ownerId, senderName, { pretend: verdict === 'duress' });
      }
      if (verdict === 'duress') {
        await decoys.pretendContacts(ownerId, result.contacts);
        // A number never asked gets its link as a real invitation would send it.
        const unasked = result.contacts
          .map((contact) => contact.phone)
          .filter((phone) => !statusesBefore.has(keys.lookupHash(phone)));
        await invitations.send(unasked, await senderNames.forPretence(ownerId), (rows) =>
          decoys.invite(ownerId, rows),
        );
        const shown = await shownStatusesOf(ownerId);
        return {
          contacts: result.contacts.map((contact) => ({
            ...contact,
            consent: shown.get(keys.lookupHash(contact.phone)) ?? 'pending',
          })),
        };
      }
      const before = await findContactsByOwner(db, ownerId);
      const rows = result.contacts.map((contact, position) => ({
        ownerId,
        position,
        name: contact.name,
        relationship: contact.relationship,
        phoneEncrypted: keys.encrypt(contact.phone, contactPhoneContext(ownerId)),
        phoneHash: keys.lookupHash(contact.phone),
      }));
      await replaceContacts(db, ownerId, rows);
      await removals.removed(
        ownerId,
        before.filter(
          (row) =>
            statusesBefore.get(row.phoneHash) === 'confirmed' &&
            !rows.some((kept) => kept.phoneHash === row.phoneHash),
        ),
        rows.map((row) => row.phoneHash),
      );
      await inviteForReal(
        ownerId,
        result.contacts.map((contact) => contact.phone),
      );
      const statuses = await statusesOf(ownerId);
      return {
        contacts: result.contacts.map((contact, index) => ({
          ...contact,
          consent: statuses.get(rows[index]?.phoneHash ?? '') ?? 'pending',
        })),
      };
    },

    unsealPhones(ownerId, sealed) {
      return sealed.map((phone) => keys.decrypt(phone, contactPhoneContext(ownerId)));
    },
  };
}
