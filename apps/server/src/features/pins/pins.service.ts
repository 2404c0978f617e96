import { PIN_DEVICE_ITERATIONS, type PinsStatus, type SetPinsBody } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { PinHashesRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { addressGroup } from '../../platform/http/client-address';
import { ensureIdentity, findIdentityById } from '../../platform/identity/identity.queries';
import type { PinGuard, PinTry, PinVerdict, TakeBackPins } from '../../platform/identity/pin-guard';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { DecoyView, DecoyViews } from '../decoy/decoy.service';
import type { PinHashPool } from './pin-hash-pool';
import { claimDuressNotice, deletePinHashes, findPinHashes, savePinHashes } from './pins.queries';

export interface PinsService extends PinGuard, TakeBackPins {
  status(userId: string): Promise<PinsStatus>;
  /**
   * Called (not awaited) each time the duress PIN is accepted, or an act is pretended because
   * the holder was shown the PINs removed: whoever must tell the contacts listens here.
   */
  whenDuress(listener: (userId: string) => void): void;
  /** Takes the turn to text a duress with no alert: one text per DURESS_NOTICE_INTERVAL_MS. */
  claimDuressNotice(userId: string, now: Date): Promise<boolean>;
  /**
   * Sets or clears the PINs; needs a verified phone. While a stop PIN is stored, `currentPin`
   * must be it; the duress PIN there changes nothing and is answered as if it had.
   */
  set(who: PinTry, body: SetPinsBody): Promise<PinsStatus>;
}

/*
 * guard: with PINs stored, none is 403 pin_required and a wrong one 403 pin_wrong; past the
 * wrong tries (per identity and per address group) 429 pin_rate_limited, right PIN or not; 503
 * busy when too many checks wait. A right PIN (stop or duress alike) gives its try back: the
 * limits are against guessing, and an owner ending an alert, stopping a take and deleting a
 * clip in one bad hour must not run out. The stop PIN ends any pretence.
 */

/** A duress typed again and again with no alert near texts the contacts once in this long. */
const DURESS_NOTICE_INTERVAL_MS = 30 * 60_000;

/** A hash no PIN matches, checked where no duress or decoy PIN is stored: every check takes as long. */
const NO_PIN = 'v2$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

function pinRequired(): AppError {
  return new AppError(
    HTTP_STATUS.forbidden,
    'pin_required',
    'A stop PIN is set for you: enter it to go on.',
  );
}

export function pinWrong(): AppError {
  return new AppError(HTTP_STATUS.forbidden, 'pin_wrong', 'That PIN is not right.');
}

export function createPinsService(deps: {
  db: Database;
  clock: () => Date;
  /** PIN_TRIES_LIMIT per identity, and PIN_TRIES_PER_ADDRESS_LIMIT per address group. */
  tries: { perIdentity: RateLimiter; perAddress: RateLimiter };
  pool: PinHashPool;
  /** The keyed HMAC of a PIN (base64): a stolen database alone cannot be searched for PINs. */
  pinHmac: (pin: string) => string;
  decoys: DecoyViews;
}): PinsService {
  const { db, clock, tries, pool, pinHmac, decoys } = deps;
  const duressListeners: ((userId: string) => void)[] = [];
  const duressUsed = (userId: string) => {
    for (const listener of duressListeners) listener(userId);
  };

  function rateLimited(retryAfterMs: number): AppError {
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return new AppError(
      HTTP_STATUS.tooManyRequests,
      'pin_rate_limited',
      `Too many PIN tries. Wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
      { retryAfterSeconds },
    );
  }

  /**
   * Taken before the hashing, so many tries at once cannot all pass; given back when right. An
   * identity with no wrong try of its own lately passes its network's limit: strangers sharing a
   * carrier's address must not lock an owner out of Stop and End (each such identity costs a
   * verified number and gets one try past it).
   */
  async function takeTry(who: PinTry): Promise<{ giveBack: () => Promise<void> }> {
    const network = addressGroup(who.clientAddress);
    const wasClean = (await tries.perIdentity.uses(who.userId)) === 0;
    const byIdentity = await tries.perIdentity.take(who.userId);
    if (byIdentity !== null) throw rateLimited(byIdentity.retryAfterMs);
    const byNetwork = await tries.perAddress.take(network);
    if (byNetwork !== null && !wasClean) {
      await tries.perIdentity.giveBack(who.userId);
      throw rateLimited(byNetwork.retryAfterMs);
    }
    return {
      async giveBack() {
        await tries.perIdentity.giveBack(who.userId);
        if (byNetwork === null) await tries.perAddress.giveBack(network);
      },
    };
  }

  /**
   * Whether `pin` is the stop PIN or one that pretends. With no pretence: the duress PIN. Once
   * the duress PIN "changed" the PINs: the ones the holder chose, and no longer the real duress
   * PIN (a real change makes the old ones wrong). Three hashes are always checked, so every
   * check takes as long.
   */
  async function match(
    row: PinHashesRow,
    decoy: DecoyView | null,
    pin: string,
  ): Promise<'stop' | 'duress' | 'wrong'> {
    const legacy =
      row.deviceSalt !== null && row.deviceIterations === PIN_DEVICE_ITERATIONS
        ? { pin, salt: row.deviceSalt, iterations: row.deviceIterations }
        : null;
    const chosen = decoy?.pins !== null && typeof decoy?.pins === 'object' ? decoy.pins : null;
    const pretending =
      chosen === null
        ? [row.duressHash ?? NO_PIN, NO_PIN]
        : [chosen.hash, chosen.duressHash ?? NO_PIN];
    const found = await pool.match(pinHmac(pin), legacy, [row.stopHash, ...pretending]);
    if (found === 0) return 'stop';
    return found > 0 ? 'duress' : 'wrong';
  }

  /**
   * `takeBack`: the owner's number verified again on a new phone, with a PIN of the old one.
   * Nobody is told of a duress here (the caller tells once the contacts moved), and where the
   * holder was shown the PINs removed, the owner's real stop PIN still counts.
   */
  async function verdictOf(
    who: PinTry,
    pin: string | undefined,
    takeBack = false,
  ): Promise<PinVerdict | 'wrong'> {
    const [row, decoy] = await Promise.all([findPinHashes(db, who.userId), decoys.of(who.userId)]);
    if (row === null) return 'none';
    const told = (verdict: 'duress') => {
      if (!takeBack) duressUsed(who.userId);
      return verdict;
    };
    // The holder was shown the PINs removed: as with none, nothing is checked, whatever is typed
    // (and every act pretends). The owner's way back is their stop PIN on a new phone.
    if (decoy?.pins === 'cleared') {
      if (!takeBack || pin === undefined) return told('duress');
      const { giveBack } = await takeTry(who);
      const found = await match(row, null, pin).catch(async (error: unknown) => {
        await giveBack();
        throw error;
      });
      if (found !== 'stop') return told('duress');
      await giveBack();
      await decoys.clear(who.userId);
      return 'stop';
    }
    if (pin === undefined) throw pinRequired();
    const { giveBack } = await takeTry(who);
    // A check that could not run (busy) spends no try either.
    const found = await match(row, decoy, pin).catch(async (error: unknown) => {
      await giveBack();
      throw error;
    });
    if (found === 'wrong') return 'wrong';
    await giveBack();
    if (found === 'stop') {
      if (decoy !== null) await decoys.clear(who.userId);
      return 'stop';
    }
    return told('duress');
  }

  async function requireVerifiedPhone(userId: string): Promise<void> {
    const [identity, decoy] = await Promise.all([findIdentityById(db, userId), decoys.of(userId)]);
    // A phone shown its number removed reads unverified here too.
    if (identity?.phoneVerifiedAt == null || decoy?.phoneRemoved === true) {
      throw new AppError(
        HTTP_STATUS.forbidden,
        'phone_verification_required',
        'Verify your phone number first: PINs guard an account that has one.',
      );
    }
  }

  return {
    whenDuress(listener) {
      duressListeners.push(listener);
    },

    claimDuressNotice: (userId, now) =>
      claimDuressNotice(db, userId, now, new Date(now.getTime() - DURESS_NOTICE_INTERVAL_MS)),

    async status(userId) {
      const [row, decoy] = await Promise.all([findPinHashes(db, userId), decoys.of(userId)]);
      return { hasStopPin: row !== null && decoy?.pins !== 'cleared' };
    },

    async set(who, { pins, currentPin }) {
      await requireVerifiedPhone(who.userId);
      const verdict = await verdictOf(who, currentPin);
      if (verdict === 'wrong') throw pinWrong();
      if (verdict === 'duress') {
        // Pretend: the phone reads the change, the stored PINs stay.
        await decoys.pretendPins(
          who.userId,
          pins === null
            ? 'cleared'
            : {
                hash: await pool.hash(pinHmac(pins.stop)),
                duressHash: pins.duress === null ? null : await pool.hash(pinHmac(pins.duress)),
              },
        );
        return { hasStopPin: pins !== null };
      }
      if (pins === null) {
        await deletePinHashes(db, who.userId);
        return { hasStopPin: false };
      }
      const now = clock();
      const [stopHash, duressHash] = await Promise.all([
        pool.hash(pinHmac(pins.stop)),
        pins.duress === null ? null : pool.hash(pinHmac(pins.duress)),
      ]);
      await ensureIdentity(db, who.userId, now);
      await savePinHashes(db, {
        userId: who.userId,
        deviceSalt: null,
        deviceIterations: null,
        stopHash,
        duressHash,
        updatedAt: now,
      });
      return { hasStopPin: true };
    },

    async guard(who, pin) {
      const verdict = await verdictOf(who, pin);
      if (verdict === 'wrong') throw pinWrong();
      return verdict;
    },

    async checkTakeBack(who, pin) {
      const verdict = await verdictOf(who, pin, true);
      if (verdict === 'wrong') throw pinWrong();
      return verdict;
    },

    duressUsed,
  };
}
