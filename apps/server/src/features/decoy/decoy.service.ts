import type { ContactConsentStatus, OliveBranchFriend, SenderNameChoice } from '@redzone/contract';
import type { Database } from '../../db/database';
import { ensureIdentity } from '../../platform/identity/identity.queries';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import {
  addDecoyOfficerRemoved,
  answerDecoyConsent,
  deleteDecoyView,
  findDecoyConsentsOf,
  findDecoyView,
  insertDecoyInvitations,
  setDecoyDeletion,
  setDecoyDeletionCode,
  startDecoyView,
  updateDecoyView,
} from './decoy.queries';

export interface DecoyPins {
  hash: string;
  duressHash: string | null;
}

/** What the phone's owner was made to pretend, as that phone must go on reading it. */
export interface DecoyView {
  /** The circle as the holder saved it; null: the real one shows. */
  contacts: OliveBranchFriend[] | null;
  phoneRemoved: boolean;
  /** How the holder chose the texts should name the owner; null: the real choice shows. */
  senderName: SenderNameChoice | null;
  /** Recording id -> the deletion time the holder was told (ISO). */
  deletions: Record<string, string>;
  /** Recording id -> the hashed code texted to the contacts for a pretended deletion. */
  deletionCodes: Record<string, { hash: string; expiresAt: string }>;
  /** Officer profiles the holder deleted, which this phone reads as gone. */
  officersRemoved: string[];
  /**
   * null: the real PINs; `cleared`: none; otherwise the hashes of the PINs the holder chose
   * (the real duress PIN no longer works then, as after a real change).
   */
  pins: null | 'cleared' | DecoyPins;
}

/**
 * The duress PIN's pretence for acts that would silence or erase (docs/decisions/071). Each
 * feature asks `of` before answering its owner, and writes here instead of doing the act.
 * The stop PIN ends it (`clear`): the real view comes back.
 */
export interface DecoyViews {
  of(userId: string): Promise<DecoyView | null>;
  pretendContacts(userId: string, contacts: OliveBranchFriend[]): Promise<void>;
  pretendPhoneRemoved(userId: string): Promise<void>;
  pretendSenderName(userId: string, choice: SenderNameChoice): Promise<void>;
  /** The number was verified again on the phone: it reads verified, as after a real removal. */
  showPhoneAgain(userId: string): Promise<void>;
  pretendDeletion(userId: string, recordingId: string, deleteAt: string | null): Promise<void>;
  pretendDeletionCode(
    userId: string,
    recordingId: string,
    code: { hash: string; expiresAt: string },
  ): Promise<void>;
  pretendPins(userId: string, pins: 'cleared' | DecoyPins): Promise<void>;
  pretendOfficerRemoved(userId: string, officerId: string): Promise<void>;
  /** Something was withdrawn rather than pretended: the pretence starts, so the stop PIN ends it. */
  pretendWithdrawn(userId: string): Promise<void>;
  /** Ends the pretence: the real view comes back, and each `whenCleared` puts back its part. */
  clear(userId: string): Promise<void>;
  /** What a feature puts back when the pretence ends (a feature that withdrew, not pretended). */
  whenCleared(restore: (userId: string) => Promise<void>): void;
  /**
   * Pretended invitations for the numbers the holder added that this owner never asked: the
   * hashes of those that are new (the caller texts them their link).
   */
  invite(ownerId: string, rows: { phoneHash: string; tokenHash: string }[]): Promise<string[]>;
  /** The answers to pretended invitations, by phone hash. */
  consentsOf(ownerId: string): Promise<Map<string, ContactConsentStatus>>;
  /**
   * Reads (or, with an answer, answers) a pretended invitation by its link, with whose it is;
   * null when none.
   */
  consent(
    tokenHash: string,
    answer?: 'confirmed' | 'declined',
  ): Promise<{ status: ContactConsentStatus; ownerId: string } | null>;
}

const contactsContext = (userId: string) => `decoy contacts:${userId}`;

export function createDecoyViews(deps: {
  db: Database;
  keys: PhoneCrypto;
  clock: () => Date;
}): DecoyViews {
  const { db, keys, clock } = deps;
  const restorers: ((userId: string) => Promise<void>)[] = [];

  async function write(userId: string, values: Parameters<typeof updateDecoyView>[3]) {
    const now = clock();
    await ensureIdentity(db, userId, now);
    await updateDecoyView(db, userId, now, values);
  }

  return {
    async of(userId) {
      const row = await findDecoyView(db, userId);
      if (row === null) return null;
      return {
        contacts:
          row.contactsSealed === null
            ? null
            : (JSON.parse(
                keys.decrypt(row.contactsSealed, contactsContext(userId)),
              ) as OliveBranchFriend[]),
        phoneRemoved: row.phoneRemovedAt !== null,
        senderName: row.senderName,
        deletions: row.deletions,
        deletionCodes: row.deletionCodes,
        officersRemoved: row.officersRemoved,
        pins:
          row.pinsState === 'cleared'
            ? 'cleared'
            : row.pinsState === 'replaced' && row.pinsHash !== null
              ? { hash: row.pinsHash, duressHash: row.pinsDuressHash }
              : null,
      };
    },

    pretendContacts: (userId, contacts) =>
      write(userId, {
        contactsSealed: keys.encrypt(JSON.stringify(contacts), contactsContext(userId)),
      }),

    pretendPhoneRemoved: (userId) => write(userId, { phoneRemovedAt: clock() }),

    pretendSenderName: (userId, choice) => write(userId, { senderName: choice }),

    async showPhoneAgain(userId) {
      if ((await findDecoyView(db, userId))?.phoneRemovedAt != null) {
        await updateDecoyView(db, userId, clock(), { phoneRemovedAt: null });
      }
    },

    async pretendDeletion(userId, recordingId, deleteAt) {
      const now = clock();
      await ensureIdentity(db, userId, now);
      await setDecoyDeletion(db, userId, now, recordingId, deleteAt);
    },

    async pretendDeletionCode(userId, recordingId, code) {
      const now = clock();
      await ensureIdentity(db, userId, now);
      await setDecoyDeletionCode(db, userId, now, recordingId, code);
    },

    pretendPins: (userId, pins) =>
      write(
        userId,
        pins === 'cleared'
          ? { pinsState: 'cleared', pinsHash: null, pinsDuressHash: null }
          : { pinsState: 'replaced', pinsHash: pins.hash, pinsDuressHash: pins.duressHash },
      ),

    async pretendOfficerRemoved(userId, officerId) {
      const now = clock();
      await ensureIdentity(db, userId, now);
      await addDecoyOfficerRemoved(db, userId, now, officerId);
    },

    async pretendWithdrawn(userId) {
      const now = clock();
      await ensureIdentity(db, userId, now);
      await startDecoyView(db, userId, now);
    },

    async clear(userId) {
      await deleteDecoyView(db, userId);
      for (const restore of restorers) await restore(userId);
    },

    whenCleared(restore) {
      restorers.push(restore);
    },

    async invite(ownerId, rows) {
      const invitedAt = clock();
      await ensureIdentity(db, ownerId, invitedAt);
      return insertDecoyInvitations(
        db,
        rows.map((row) => ({ ...row, ownerId, invitedAt })),
      );
    },

    async consentsOf(ownerId) {
      const rows = await findDecoyConsentsOf(db, ownerId);
      return new Map(rows.map((row) => [row.phoneHash, row.status]));
    },

    async consent(tokenHash, answer) {
      const row = await answerDecoyConsent(db, tokenHash, answer);
      return row === null ? null : { status: row.status, ownerId: row.ownerId };
    },
  };
}
