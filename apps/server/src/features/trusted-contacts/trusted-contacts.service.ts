import {
  type ApiErrorBody,
  type OliveBranchFriend,
  type Relationship,
  RELATIONSHIPS,
  type TrustedContacts,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { TrustedContactRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import { normalizePhoneNumber } from '../../platform/phone/phone-number';
import { findContactsByOwner, replaceContacts } from './trusted-contacts.queries';

export interface TrustedContactsService {
  /** The owner's Olive Branch circle, numbers in E.164, in the order it was saved. */
  list(ownerId: string): Promise<TrustedContacts>;
  /** Replaces the owner's whole circle; refuses it whole if one contact is wrong. */
  replace(ownerId: string, contacts: OliveBranchFriend[]): Promise<TrustedContacts>;
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
): { contacts: OliveBranchFriend[] } | { issues: Issues } {
  const issues: Issues = [];
  const firstIndexByPhone = new Map<string, number>();
  const normalized = contacts.map((contact, index) => {
    const phone = normalizePhoneNumber(contact.phone);
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

export function createTrustedContactsService(deps: {
  db: Database;
  keys: PhoneCrypto;
}): TrustedContactsService {
  const { db, keys } = deps;

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
      return { contacts: rows.map(toContact) };
    },

    async replace(ownerId, contacts) {
      const result = normalizeCircle(contacts);
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
      return { contacts: result.contacts };
    },

    unsealPhones(ownerId, sealed) {
      return sealed.map((phone) => keys.decrypt(phone, contactPhoneContext(ownerId)));
    },
  };
}
