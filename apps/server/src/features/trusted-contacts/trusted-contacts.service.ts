import { createHash, randomBytes } from 'node:crypto';
import {
  type ApiErrorBody,
  CONTACT_CONSENT_PATH,
  type ContactConsent,
  type ContactConsentStatus,
  type OliveBranchFriend,
  PRODUCT_NAME,
  type Relationship,
  RELATIONSHIPS,
  type TrustedContacts,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { TrustedContactRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import { normalizePhoneNumber } from '../../platform/phone/phone-number';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import {
  answerConsent,
  findConsentByToken,
  findConsentsOf,
  insertInvitations,
} from './contact-consent.queries';
import { findContactsByOwner, replaceContacts } from './trusted-contacts.queries';

export interface TrustedContactsService {
  /** The owner's Olive Branch circle, numbers in E.164, in the order it was saved. */
  list(ownerId: string): Promise<TrustedContacts>;
  /**
   * Replaces the owner's whole circle; refuses it whole if one contact is wrong. A number this
   * owner never listed before is sent one confirmation SMS (issue 24, F-13).
   */
  replace(ownerId: string, contacts: OliveBranchFriend[]): Promise<TrustedContacts>;
  /** The numbers of the owner's contacts who confirmed: the only ones ever texted an alert. */
  confirmedPhones(ownerId: string): Promise<string[]>;
  /** What the confirmation link shows, and the contact's answer. */
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

/** The link's token is stored as its SHA-256: the table alone cannot answer for anyone. */
function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The one confirmation SMS. Nothing the owner typed goes into it (no name, no note): the number
 * belongs to someone who has not agreed to anything yet, and the text carries Red Zone's name.
 */
export function consentSmsBody(link: string): string {
  return `${PRODUCT_NAME}: someone added this number as a trusted contact, to text it if they are ever in danger. To agree, open ${link} - if you do nothing, you get no texts.`;
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
}): TrustedContactsService {
  const { db, keys, sms, publicOrigin, smsCountries, clock, log } = deps;

  async function invite(ownerId: string, phones: string[]): Promise<void> {
    const invitations = phones.map((phone) => {
      const token = randomBytes(18).toString('base64url');
      return { phone, token, phoneHash: keys.lookupHash(phone) };
    });
    const invited = new Set(
      await insertInvitations(
        db,
        invitations.map(({ phoneHash, token }) => ({
          ownerId,
          phoneHash,
          tokenHash: tokenHashOf(token),
          invitedAt: clock(),
        })),
      ),
    );
    for (const { phone, token, phoneHash } of invitations) {
      if (!invited.has(phoneHash)) continue;
      try {
        await sms.send(phone, consentSmsBody(`${publicOrigin}${CONTACT_CONSENT_PATH}#${token}`));
      } catch (error) {
        // The contact stays pending; the SMS error never holds the number.
        log.warn({ err: error }, 'contact confirmation SMS not sent');
      }
    }
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
      const rows = await findContactsByOwner(db, ownerId);
      const statuses = await statusesOf(ownerId);
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

    async consent(token) {
      const row = await findConsentByToken(db, tokenHashOf(token));
      if (row === null) throw consentNotFound();
      return { status: row.status };
    },

    async answer(token, accept) {
      const row = await answerConsent(db, tokenHashOf(token), {
        status: accept ? 'confirmed' : 'declined',
        at: clock(),
      });
      if (row === null) throw consentNotFound();
      return { status: row.status };
    },

    async replace(ownerId, contacts) {
      const result = normalizeCircle(contacts, smsCountries);
      if ('issues' in result) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'contact_invalid',
          result.issues.map((issue) => issue.message).join(' '),
          { issues: result.issues },
        );
      }
      const rows = result.contacts.map((contact, position) => ({
        ownerId,
        position,
        name: contact.name,
        relationship: contact.relationship,
        phoneEncrypted: keys.encrypt(contact.phone, contactPhoneContext(ownerId)),
        phoneHash: keys.lookupHash(contact.phone),
      }));
      await replaceContacts(db, ownerId, rows);
      await invite(
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
