import type { TakenBack } from '@redzone/contract';
import type { Database } from '../../db/database';
import { contactConsents, removedContacts, trustedContacts } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import type { PinVerdict, TakeBackPins } from '../../platform/identity/pin-guard';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import {
  cancelDeletions,
  countContacts,
  deleteCircleOf,
  deleteConsentsOf,
  findCircles,
  findDeletionsAskedSince,
  findHoldersOf,
  findPinHolders,
  hasPins,
  keepPinsPretendingNone,
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
 * in the last days are cancelled, and said (not one asked on the new phone itself). Where the old
 * phone's PINs had been set a while, it takes the stop PIN: whoever seized the phone holds its
 * SIM, so a texted code alone does not prove the owner (docs/decisions/085).
 */
export function createTakeBack(deps: {
  keys: PhoneCrypto;
  /** How long a number's past holders are still found (a taken phone's holder removes it). */
  historyDays: number;
  /**
   * Deletions asked for within this many days are cancelled (the deletion delay); PINs set
   * within it do not guard a take-back.
   */
  deletionDays: number;
  /** Where the circle's numbers are sealed (trusted-contacts.service.ts). */
  contactContext: (ownerId: string) => string;
  /** The old phones' PINs: checked before anything moves, and told of a duress after. */
  pins: TakeBackPins;
  /**
   * What the pretences withdrew comes back to the new phone when everything is taken back for
   * real (the pretences end with it): reports withdrawn with the duress PIN.
   */
  endPretences: (toId: string) => Promise<void>;
}) {
  const { keys, contactContext } = deps;

  /**
   * Moves the first old circle over (it is no longer on the old identity), its numbers sealed
   * again for their new owner; how many, and the names of those invited since `lately` (whoever
   * held the phone may have added them).
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
    // The circle moves whole: left behind on the old identity too, a later take-back (the holder
    // again, or the owner after them) found that copy first, without its consents, and every
    // contact went back to waiting, silently, so no alert or duress reached them.
    await deleteCircleOf(tx, from);
    const recent = new Set(
      ownConsents.filter((row) => row.invitedAt >= lately).map((row) => row.phoneHash),
    );
    return {
      count: circle.length,
      addedLately: circle.filter((row) => recent.has(row.phoneHash)).map((row) => row.name),
    };
  }

  /**
   * Before anything moves: the PIN of the phones that held the number. Where they had PINs
   * (set for longer than the deletion delay), the stop PIN takes everything back; the duress PIN (or, where the holder was shown the PINs
   * removed, no PIN) pretends: everything comes over as with the stop PIN, and the new phone
   * reads no PINs while every act that silences or erases keeps pretending. Without a PIN,
   * 403 pin_required; a wrong one 403 pin_wrong (tries limited per old phone and network).
   */
  async function check(
    db: Database,
    input: { phoneHash: string; keepId: string; pin: string | undefined; clientAddress: string },
    now: Date,
  ): Promise<PinVerdict> {
    const since = new Date(now.getTime() - deps.historyDays * DAY_MS);
    const holders = await findHoldersOf(db, input.phoneHash, input.keepId, since);
    // PINs set or changed lately do not guard: whoever held the phone may have set them, and
    // they must not lock the owner out. PINs in place longer do: whoever holds the old phone
    // may hold its SIM too, and get this code.
    const settledBy = new Date(now.getTime() - deps.deletionDays * DAY_MS);
    const guarded = await findPinHolders(db, holders, settledBy);
    let lastError: unknown = null;
    for (const userId of guarded) {
      try {
        return await deps.pins.checkTakeBack(
          { userId, clientAddress: input.clientAddress },
          input.pin,
        );
      } catch (error) {
        // The number's earlier phones may have had other PINs: the one typed may be theirs.
        if (!(error instanceof AppError) || error.code !== 'pin_wrong') throw error;
        lastError = error;
      }
    }
    if (lastError !== null) throw lastError;
    return 'none';
  }

  /** Inside the verification's transaction, before the number moves to `toId`. */
  async function move(
    tx: Database,
    phoneHash: string,
    toId: string,
    now: Date,
    verdict: PinVerdict,
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
    // With the stop PIN the PINs stay behind (the owner sets new ones). With the duress PIN
    // they come over under a pretence of none: the answer and the new phone read exactly as
    // after the stop PIN, and the PINs still guard what whoever holds it would erase.
    const pinsLeftBehind = await hasPins(tx, holders);
    if (verdict === 'duress') await keepPinsPretendingNone(tx, holders, toId, now);
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
  }

  /**
   * After the move is committed: a duress is told to the contacts, now the new phone's; taken
   * back for real, what the pretences withdrew comes back.
   */
  async function settled(toId: string, verdict: PinVerdict): Promise<void> {
    if (verdict === 'duress') deps.pins.duressUsed(toId);
    else await deps.endPretences(toId);
  }

  return { check, move, settled };
}

export type TakeBack = ReturnType<typeof createTakeBack>;
