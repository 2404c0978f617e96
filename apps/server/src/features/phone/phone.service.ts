import { randomInt } from 'node:crypto';
import {
  maskPhoneNumber,
  PRODUCT_NAME,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_SEND_WINDOW_MS,
  VERIFICATION_STATE_RETENTION_MS,
  VERIFICATION_TIER,
  type TakenBack,
  type VerificationResult,
  type VerificationStatus,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import {
  findIdentityById,
  findLastPhoneHash,
  insertIdentity,
  markIdentityPhoneVerified,
  releasePhoneFromOthers,
} from '../../platform/identity/identity.queries';
import type { PinVerdict } from '../../platform/identity/pin-guard';
import { findVerifiedNumber, identityPhoneContext } from '../../platform/identity/verified-number';
import { addressGroup } from '../../platform/http/client-address';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import { requirePhoneNumber } from '../../platform/phone/phone-number';
import { type SmsProvider, SmsSendError } from '../../platform/sms/sms-provider';
import {
  claimAttempt,
  consumeCode,
  deleteStaleSendState,
  findPendingCode,
  findSendTimes,
  insertCodeSend,
  lockCodeSends,
  replacePendingCode,
} from './phone.queries';
import { countOutcome, type PhoneMetrics } from './phone.metrics';
import { checkSendLimits } from './send-limits';

/** P2 §8: the spec's success text, shown by the client as is. */
const SEND_SUCCESS_MESSAGE = 'SMS sent successfully! Check your phone for the verification code.';
const VERIFY_SUCCESS_MESSAGE = 'Phone number verified successfully';
const SEND_FAILED_MESSAGE = 'Failed to send verification code';

const CODE_RANGE = 10 ** VERIFICATION_CODE_LENGTH;
const TTL_MINUTES = VERIFICATION_CODE_TTL_MS / 60_000;

function verificationSmsBody(code: string): string {
  return `Your ${PRODUCT_NAME} verification code is ${code}. It expires in ${TTL_MINUTES} minutes.`;
}

export interface PhoneVerificationService {
  sendCode(input: {
    identityId: string;
    clientAddress: string;
    phoneNumber: string;
  }): Promise<VerificationResult>;
  /**
   * Checks the code and verifies the number. A number other than the one the identity holds
   * or last held starts a new identity for this phone (`identityId` in the answer): whoever
   * holds a taken phone cannot put their number on its owner's account, whatever PIN they were
   * given, and the owner's number keeps finding everything.
   */
  verifyCode(input: {
    identityId: string;
    phoneNumber: string;
    verificationCode: string;
    /** Revoke the identities the number is taken from (a lost phone). */
    signOutOtherDevices?: boolean;
    /** With `signOutOtherDevices`: the old phone's stop PIN, where it had PINs. */
    stopPin?: string | undefined;
    /** Where the request came from: the PIN tries are limited per network too. */
    clientAddress?: string;
  }): Promise<VerificationResult & { identityId: string }>;
  /** The identity's verified number in E.164, for texts only it should get; or null. */
  verifiedNumberOf(identityId: string): Promise<string | null>;
  /** null: a request without a session, which is simply not verified. */
  status(identityId: string | null): Promise<VerificationStatus>;
}

const NOT_VERIFIED: VerificationStatus = {
  isPhoneVerified: false,
  verificationTier: null,
  phoneNumber: null,
};

/** Taking everything back from the number's old phones (the account feature's, composed). */
export interface TakeBackSteps {
  /** Before the code is used: the old phones' PIN, or 403 pin_required / pin_wrong. */
  check(
    db: Database,
    input: { phoneHash: string; keepId: string; pin: string | undefined; clientAddress: string },
    now: Date,
  ): Promise<PinVerdict>;
  /** Inside the verification's transaction, before the number moves to `toId`. */
  move(
    tx: Database,
    phoneHash: string,
    toId: string,
    now: Date,
    verdict: PinVerdict,
  ): Promise<TakenBack & { revokedIds: string[] }>;
  /** Once it is committed. */
  settled(toId: string, verdict: PinVerdict): Promise<void>;
}

export function createPhoneVerificationService(deps: {
  db: Database;
  sms: SmsProvider;
  clock: () => Date;
  keys: PhoneCrypto;
  /** Codes one network address may ask for per window (VERIFICATION_SENDS_PER_ADDRESS). */
  sendsPerClientAddress?: number;
  /** Countries whose numbers are verified (SMS_COUNTRIES). */
  smsCountries?: readonly string[];
  metrics: PhoneMetrics;
  /**
   * "Sign out my other devices": inside the verification's transaction, the identities that
   * held the number are revoked and what they held comes over (account/take-back.ts).
   */
  takeBack?: TakeBackSteps;
  /** Identities were revoked: this instance stops trusting their cookies at once. */
  onRevoked?: (userId: string) => void;
  /** This phone was shown its number removed (the duress PIN's pretence): it reads unverified. */
  isPhoneHidden?: (identityId: string) => Promise<boolean>;
  /** Its number verified again on this phone: a pretended removal is over. */
  onVerifiedAgain?: (identityId: string) => Promise<void>;
  /** A new identity's id, as sessions mint them. */
  mintUserId: (now: Date) => string;
}): PhoneVerificationService {
  const { db, sms, clock, keys, sendsPerClientAddress, smsCountries, metrics } = deps;

  /** Checks the limits and records the send and the new code, all under one lock. */
  async function reserveSend(input: {
    identityId: string;
    clientAddress: string;
    phone: string;
    code: string;
    now: Date;
  }): Promise<void> {
    const { identityId, phone, code, now } = input;
    const phoneHash = keys.lookupHash(phone);
    // An IPv6 /64 is one client: one phone or home holds 2^64 addresses.
    const clientHash = keys.clientHash(addressGroup(input.clientAddress));
    const windowStart = new Date(now.getTime() - VERIFICATION_SEND_WINDOW_MS);
    await db.transaction(async (tx) => {
      await lockCodeSends(tx);
      await deleteStaleSendState(tx, new Date(now.getTime() - VERIFICATION_STATE_RETENTION_MS));
      const refusal = checkSendLimits(
        {
          toNumber: await findSendTimes(tx, 'phoneHash', phoneHash, windowStart, {
            key: 'identityId',
            value: identityId,
          }),
          toNumberByAnyone: await findSendTimes(tx, 'phoneHash', phoneHash, windowStart),
          toNumberFromNetwork: await findSendTimes(tx, 'phoneHash', phoneHash, windowStart, {
            key: 'clientHash',
            value: clientHash,
          }),
          bySession: await findSendTimes(tx, 'identityId', identityId, windowStart),
          fromClient: await findSendTimes(tx, 'clientHash', clientHash, windowStart),
        },
        now,
        sendsPerClientAddress,
      );
      if (refusal !== null) {
        throw new AppError(HTTP_STATUS.tooManyRequests, 'send_rate_limited', refusal.message, {
          retryAfterSeconds: refusal.retryAfterSeconds,
        });
      }
      await insertIdentity(tx, identityId, now);
      await insertCodeSend(tx, { phoneHash, identityId, clientHash, sentAt: now });
      await replacePendingCode(tx, {
        phoneHash,
        identityId,
        codeHash: keys.hashCode(phone, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
      });
    });
  }

  const service: PhoneVerificationService = {
    async sendCode({ identityId, clientAddress, phoneNumber }) {
      const phone = requirePhoneNumber(phoneNumber, smsCountries);
      const code = String(randomInt(CODE_RANGE)).padStart(VERIFICATION_CODE_LENGTH, '0');
      await reserveSend({ identityId, clientAddress, phone, code, now: clock() });
      // A failed send keeps its place in the limits: a timed-out request may still have been
      // delivered, and a number the provider refuses must not be retried without bound.
      try {
        await sms.send(phone, verificationSmsBody(code));
      } catch (error) {
        if (!(error instanceof SmsSendError)) throw error;
        throw new AppError(HTTP_STATUS.badGateway, 'sms_send_failed', SEND_FAILED_MESSAGE, {
          cause: error,
        });
      }
      return { success: true, message: SEND_SUCCESS_MESSAGE };
    },

    async verifyCode(input) {
      const { identityId, phoneNumber, verificationCode, signOutOtherDevices } = input;
      const phone = requirePhoneNumber(phoneNumber, smsCountries);
      const phoneHash = keys.lookupHash(phone);
      const now = clock();
      // A code belongs to the session that asked for it; to any other it does not exist.
      const pending = await findPendingCode(db, phoneHash, identityId);
      if (pending === null) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'code_not_found',
          'No verification code is pending for this number. Request a new code.',
        );
      }
      if (pending.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) throw attemptsExceeded();
      if (pending.expiresAt.getTime() <= now.getTime()) throw expired();

      const claimed = await claimAttempt(db, pending, {
        maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS,
        now,
      });
      // Lost a race with other tries, or the code expired or was replaced meanwhile.
      if (claimed === null) throw attemptsExceeded();

      if (!keys.isCodeMatch(phone, verificationCode, pending.codeHash)) {
        const left = VERIFICATION_CODE_MAX_ATTEMPTS - claimed.attempts;
        if (left <= 0) {
          throw new AppError(
            HTTP_STATUS.tooManyRequests,
            'code_attempts_exceeded',
            'Invalid verification code. That was the last try for this code: request a new code.',
          );
        }
        throw new AppError(
          HTTP_STATUS.badRequest,
          'code_invalid',
          `Invalid verification code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        );
      }

      // The old phones' PIN, before the code is used: a missing or wrong one costs this try
      // of the code, not the code.
      const takeBack = signOutOtherDevices === true ? deps.takeBack : undefined;
      const pinVerdict =
        takeBack === undefined
          ? 'none'
          : await takeBack.check(
              db,
              {
                phoneHash,
                keepId: identityId,
                pin: input.stopPin,
                clientAddress: input.clientAddress ?? '',
              },
              now,
            );

      const verified = await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, pending))) return null;
        // Two sessions verifying one number at once take turns; the later one keeps it.
        await lockCodeSends(tx);
        const last = await findLastPhoneHash(tx, identityId);
        const boundId = last === null || last === phoneHash ? identityId : deps.mintUserId(now);
        if (boundId !== identityId) await insertIdentity(tx, boundId, now);
        const takenBack =
          takeBack === undefined
            ? undefined
            : await takeBack.move(tx, phoneHash, boundId, now, pinVerdict);
        await releasePhoneFromOthers(tx, phoneHash, boundId, {
          revokeAt: signOutOtherDevices === true ? now : null,
          at: now,
        });
        await markIdentityPhoneVerified(tx, {
          id: boundId,
          verifiedAt: now,
          phoneEncrypted: keys.encrypt(phone, identityPhoneContext(boundId)),
          phoneHash,
        });
        return { takenBack, boundId };
      });
      if (verified === null) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'code_not_found',
          'This code was already used. Request a new code.',
        );
      }
      const { boundId } = verified;
      if (boundId === identityId) await deps.onVerifiedAgain?.(identityId);
      const answer: VerificationResult & { identityId: string } = {
        success: true,
        message: VERIFY_SUCCESS_MESSAGE,
        identityId: boundId,
      };
      if (boundId !== identityId) answer.startedNewAccount = true;
      if (verified.takenBack === undefined) return answer;
      const { revokedIds, ...takenBack } = verified.takenBack;
      for (const id of revokedIds) deps.onRevoked?.(id);
      await takeBack?.settled(boundId, pinVerdict);
      return { ...answer, takenBack };
    },

    verifiedNumberOf: (identityId) => findVerifiedNumber(db, keys, identityId),

    async status(identityId) {
      if (identityId === null) return NOT_VERIFIED;
      const identity = await findIdentityById(db, identityId);
      // The same test as GET /api/session's isPhoneVerified, so the two never disagree.
      if (identity === null || identity.phoneVerifiedAt === null) return NOT_VERIFIED;
      if ((await deps.isPhoneHidden?.(identityId)) === true) return NOT_VERIFIED;
      const sealed = identity.phoneEncrypted;
      return {
        isPhoneVerified: true,
        verificationTier: VERIFICATION_TIER,
        phoneNumber:
          sealed === null
            ? null
            : maskPhoneNumber(keys.decrypt(sealed, identityPhoneContext(identityId))),
      };
    },
  };
  return {
    ...service,
    sendCode: (input) => countOutcome(metrics.codeSent, 'sent', service.sendCode(input)),
    verifyCode: (input) => countOutcome(metrics.codeChecked, 'verified', service.verifyCode(input)),
  };
}

function attemptsExceeded(): AppError {
  return new AppError(
    HTTP_STATUS.tooManyRequests,
    'code_attempts_exceeded',
    'Too many wrong codes. This code no longer works: request a new code.',
  );
}

function expired(): AppError {
  return new AppError(
    HTTP_STATUS.badRequest,
    'code_expired',
    'This verification code has expired. Request a new code.',
  );
}
