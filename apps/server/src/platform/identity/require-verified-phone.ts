import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError, HTTP_STATUS } from '../errors/app-error';
import { findIdentityById } from './identity.queries';
import { requireIdentity } from './session-cookie';

export const PHONE_VERIFICATION_REQUIRED_MESSAGE =
  'Phone verification required. Verify your phone number to continue.';

/** P2 §1/§6's refusal, for features that check verification within a read of their own. */
export function phoneVerificationRequired(): AppError {
  return new AppError(
    HTTP_STATUS.forbidden,
    'phone_verification_required',
    PHONE_VERIFICATION_REQUIRED_MESSAGE,
  );
}

/**
 * A caller whose phone is verified: its session's id, and the keyed hash of its number, which
 * every per-person limit counts by (one number once verified unlimited
 * identities, each with limits of its own).
 */
export interface VerifiedCaller {
  userId: string;
  phoneHash: string;
}

/** Resolves to the verified caller; rejects with 401 or 403. */
export type VerifiedPhoneGuard = (request: FastifyRequest) => Promise<VerifiedCaller>;

/**
 * P2 §1/§6: posting alerts and officials reports and using the law office need a verified
 * phone. Features call the guard first thing in the handler (`const { userId, phoneHash } = await requireVerifiedPhone(request)`)
 * or use it as a preHandler. The answer comes from the database, never from the client.
 */
export function createVerifiedPhoneGuard(deps: {
  db: Database;
  /** This phone was shown its number removed (the duress PIN's pretence): it reads unverified. */
  isPhoneHidden?: (userId: string) => Promise<boolean>;
}): VerifiedPhoneGuard {
  const { db } = deps;
  return async function requireVerifiedPhone(request) {
    const userId = requireIdentity(request);
    const identity = await findIdentityById(db, userId);
    if (identity?.phoneVerifiedAt == null || identity.phoneHash === null) {
      throw phoneVerificationRequired();
    }
    if ((await deps.isPhoneHidden?.(userId)) === true) throw phoneVerificationRequired();
    return { userId, phoneHash: identity.phoneHash };
  };
}
