import type { PinsStatus, SetPinsBody } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { PinHashesRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { ensureIdentity } from '../../platform/identity/identity.queries';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { deviceHashOf, hashDeviceHash, matchesStoredHash } from './pin-hash';
import { deletePinHashes, findPinHashes, savePinHashes } from './pins.queries';

/** Which PIN guarded an act: none stored, the stop PIN, or the duress PIN (pretend, go on). */
export type PinVerdict = 'none' | 'stop' | 'duress';

export interface PinsService {
  status(userId: string): Promise<PinsStatus>;
  /**
   * Sets or clears the PINs. While a stop PIN is stored, the body's `currentPin` must be it: the
   * duress PIN changes nothing here (it is answered as a wrong PIN).
   */
  set(userId: string, body: SetPinsBody): Promise<PinsStatus>;
  /**
   * For an act a stop PIN guards (ending an alert): which PIN `pin` is. With a stop PIN stored,
   * a missing PIN is 403 pin_required and a wrong one 403 pin_wrong; every try counts, and past
   * PIN_TRIES_LIMIT in the window the answer is 429 pin_rate_limited, right PIN or not, so the
   * 10,000 four-digit PINs cannot be tried through the API.
   */
  check(userId: string, pin: string | undefined): Promise<PinVerdict>;
}

const statusOf = (row: PinHashesRow | null): PinsStatus => ({
  hasStopPin: row !== null,
  hasDuressPin: row?.duressHash != null,
});

export function createPinsService(deps: {
  db: Database;
  clock: () => Date;
  /** PIN_TRIES_LIMIT per identity in PIN_TRIES_WINDOW_MS. */
  tries: RateLimiter;
}): PinsService {
  const { db, clock, tries } = deps;

  async function verdictOf(row: PinHashesRow | null, pin: string | undefined): Promise<PinVerdict> {
    if (row === null) return 'none';
    if (pin === undefined) {
      throw new AppError(
        HTTP_STATUS.forbidden,
        'pin_required',
        'A stop PIN is set for you: enter it to go on.',
      );
    }
    const refusal = await tries.take(row.userId);
    if (refusal !== null) {
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
      throw new AppError(
        HTTP_STATUS.tooManyRequests,
        'pin_rate_limited',
        `Too many PIN tries. Wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
        { retryAfterSeconds },
      );
    }
    const deviceHash = await deviceHashOf(pin, {
      salt: row.deviceSalt,
      iterations: row.deviceIterations,
    });
    const [isStop, isDuress] = await Promise.all([
      matchesStoredHash(deviceHash, row.stopHash),
      row.duressHash === null ? false : matchesStoredHash(deviceHash, row.duressHash),
    ]);
    if (isStop) return 'stop';
    if (isDuress) return 'duress';
    throw new AppError(HTTP_STATUS.forbidden, 'pin_wrong', 'That PIN is not right.');
  }

  return {
    async status(userId) {
      return statusOf(await findPinHashes(db, userId));
    },

    async set(userId, { pins, currentPin }) {
      const current = await findPinHashes(db, userId);
      if (current !== null && (await verdictOf(current, currentPin)) !== 'stop') {
        throw new AppError(HTTP_STATUS.forbidden, 'pin_wrong', 'That PIN is not right.');
      }
      if (pins === null) {
        await deletePinHashes(db, userId);
        return statusOf(null);
      }
      // One salt on the device for both: equal hashes are equal PINs.
      if (pins.duress === pins.stop) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'validation_failed',
          'The duress PIN must differ from the stop PIN.',
        );
      }
      const now = clock();
      const row: PinHashesRow = {
        userId,
        deviceSalt: pins.salt,
        deviceIterations: pins.iterations,
        stopHash: await hashDeviceHash(pins.stop),
        duressHash: pins.duress === null ? null : await hashDeviceHash(pins.duress),
        updatedAt: now,
      };
      await ensureIdentity(db, userId, now);
      await savePinHashes(db, row);
      return statusOf(row);
    },

    async check(userId, pin) {
      return verdictOf(await findPinHashes(db, userId), pin);
    },
  };
}
