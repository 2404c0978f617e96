import type { TakenBack } from '@redzone/contract';
import type { Database } from '../../db/database';
import { contactConsents, removedContacts, trustedContacts } from '../../db/schema';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import {
  cancelDeletions,
  countContacts,
  deleteConsentsOf,
  findCircles,
  findDeletionsAskedSince,
  findHoldersOf,
  hasPins,
  moveOwnedRows,
  revokeIdentities,
} from './take-back.queries';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The owner takes everything back from a new phone: verifying their number again with "sign out
 * my other devices" ends every session of the identities that held it (also one whose holder
 * removed the number first: the number's history finds it), and moves their recordings, alerts,
 * circle and reports to the new session. The PINs stay behind (the owner sets new ones), and
 * the contacts added lately are named for the owner to review. Deletions asked from those phones
 * in the last days are cancelled, and said (not one asked on the new phone itself).
 */
export function createTakeBack(deps: {
  keys: PhoneCrypto;
  /** How long a number's past holders are still found (a taken phone's holder removes it). */
  historyDays: number;
  /** Deletions asked for within this many days are cancelled (the deletion delay). */
  deletionDays: number;
  /** Where the circle's numbers are sealed (trusted-contacts.service.ts). */
  contactContext: (ownerId: string) => string;
}) {
  const { keys, contactContext } = deps;

  /**
   * Moves the first old circle over, its numbers sealed again for their new owner; how many, and
   * the names of those invited since `lately` (whoever held the phone may have added them).
   */
  async function moveCircle(
    tx: Database,
    fromIds: string[],
    toId: string,
    lately: Date,
  ): Promise<{ count: number; addedLately: string[] }> {
    const held = await countContacts(tx, toId);
    if (held > 0) return { count: held, addedLately: [] };
    const { contacts, consents, removed } = await findCircles(tx, fromIds);
    const from = contacts[0]?.ownerId;
    if (from === undefined) return { count: 0, addedLately: [] };
    const reseal = (sealed: string) =>
      keys.encrypt(keys.decrypt(sealed, contactContext(from)), contactContext(toId));
    const circle = contacts.filter((row) => row.ownerId === from);
    await tx.insert(trustedContacts).values(
      circle.map((row) => ({
        ...row,
        ownerId: toId,
        phoneEncrypted: reseal(row.phoneEncrypted),
      })),
    );
    const ownConsents = consents.filter((row) => row.ownerId === from);
    if (ownConsents.length > 0) {
      // Moved, not copied: a confirmation link's token is unique, and a copy beside the old
      // row would be refused, leaving every contact unconfirmed and the next alert unsent.
      await deleteConsentsOf(tx, from);
      await tx
        .insert(contactConsents)
        .values(ownConsents.map((row) => ({ ...row, ownerId: toId })))
        .onConflictDoNothing();
    }
    const ownRemoved = removed.filter((row) => row.ownerId === from);
    if (ownRemoved.length > 0) {
      await tx
        .insert(removedContacts)
        .values(
          ownRemoved.map((row) => ({
            ...row,
            ownerId: toId,
            phoneEncrypted: reseal(row.phoneEncrypted),
          })),
        )
        .onConflictDoNothing();
    }
    const recent = new Set(
      ownConsents.filter((row) => row.invitedAt >= lately).map((row) => row.phoneHash),
    );
    return {
      count: circle.length,
      addedLately: circle.filter((row) => recent.has(row.phoneHash)).map((row) => row.name),
    };
  }

  /** Inside the verification's transaction, before the number moves to `toId`. */
  return async function takeBack(
    tx: Database,
    phoneHash: string,
    toId: string,
    now: Date,
  ): Promise<TakenBack & { revokedIds: string[] }> {
    const holders = await findHoldersOf(
      tx,
      phoneHash,
      toId,
      new Date(now.getTime() - deps.historyDays * DAY_MS),
    );
    const nothing = {
      recordings: 0,
      alerts: 0,
      contacts: 0,
      cancelledDeletions: [],
      pinsLeftBehind: false,
      contactsAddedLately: [],
      revokedIds: [],
    };
    if (holders.length === 0) return nothing;
    await revokeIdentities(tx, holders, now);
    const lately = new Date(now.getTime() - deps.deletionDays * DAY_MS);
    // Read before the rows move: only what those phones asked is cancelled (and said to be
    // asked from another phone); a deletion asked on the new phone itself stands.
    const asked = await findDeletionsAskedSince(tx, holders, lately);
    const moved = await moveOwnedRows(tx, holders, toId);
    // The PINs do not come over: whoever held the phone may have been given them, or set their
    // own. The owner sets new ones.
    const pinsLeftBehind = await hasPins(tx, holders);
    const circle = await moveCircle(tx, holders, toId, lately);
    await cancelDeletions(
      tx,
      asked.map((row) => row.id),
    );
    return {
      ...moved,
      revokedIds: holders,
      contacts: circle.count,
      pinsLeftBehind,
      contactsAddedLately: circle.addedLately,
      cancelledDeletions: asked.map((row) => ({
        recordingId: row.id,
        title: row.title,
        requestedAt: (row.requestedAt ?? now).toISOString(),
      })),
    };
  };
}

export type TakeBack = ReturnType<typeof createTakeBack>;
