import { randomBytes } from 'node:crypto';
import { SESSION_ID_RANDOM_BYTES, type Session } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { IdentityRow } from '../../db/schema';
import { findIdentityById } from './identity.queries';

export interface IdentityService {
  /**
   * The session for a cookie's user id (null: none or invalid), minting a new id if needed. Reads
   * only: the identity is stored at its first write (ensureIdentity).
   */
  resolveSession(cookieUserId: string | null): Promise<Session>;
}

/** Spec P1 §3 format `user-<timestamp>-<random>`; the random part comes from the CSPRNG. */
export function mintUserId(now: Date): string {
  return `user-${now.getTime()}-${randomBytes(SESSION_ID_RANDOM_BYTES).toString('base64url')}`;
}

export function toSession(row: IdentityRow): Session {
  return { userId: row.id, isPhoneVerified: row.phoneVerifiedAt !== null };
}

export function createIdentityService(deps: {
  db: Database;
  now: () => Date;
  /** This phone was shown its number removed (the duress PIN's pretence): it reads unverified. */
  isPhoneHidden?: (userId: string) => Promise<boolean>;
}): IdentityService {
  const { db, now } = deps;
  return {
    async resolveSession(cookieUserId) {
      if (cookieUserId === null) return { userId: mintUserId(now()), isPhoneVerified: false };
      const row = await findIdentityById(db, cookieUserId);
      // A valid signature proves this server minted the id, so an id the database does not hold
      // (not written to yet, or a wiped data dir) is kept: the client keeps its identity.
      if (row === null) return { userId: cookieUserId, isPhoneVerified: false };
      const session = toSession(row);
      if (session.isPhoneVerified && (await deps.isPhoneHidden?.(row.id)) === true) {
        return { ...session, isPhoneVerified: false };
      }
      return session;
    },
  };
}
