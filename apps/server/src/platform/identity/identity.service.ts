import { randomBytes } from 'node:crypto';
import { SESSION_ID_RANDOM_BYTES, type Session } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { IdentityRow } from '../../db/schema';
import { findIdentityById, insertIdentity } from './identity.queries';

export interface IdentityService {
  /** The session for a cookie's user id (null: none or invalid), minting a new identity if needed. */
  resolveSession(cookieUserId: string | null): Promise<Session>;
}

/** Spec P1 §3 format `user-<timestamp>-<random>`; the random part comes from the CSPRNG. */
export function mintUserId(now: Date): string {
  return `user-${now.getTime()}-${randomBytes(SESSION_ID_RANDOM_BYTES).toString('base64url')}`;
}

export function toSession(row: IdentityRow): Session {
  return { userId: row.id, isPhoneVerified: row.phoneVerifiedAt !== null };
}

export function createIdentityService(deps: { db: Database; now: () => Date }): IdentityService {
  const { db, now } = deps;
  return {
    async resolveSession(cookieUserId) {
      if (cookieUserId !== null) {
        const row = await findIdentityById(db, cookieUserId);
        if (row !== null) return toSession(row);
      }
      // A valid signature proves this server minted the id, so an id missing from the database
      // (a wiped data dir) is recreated rather than replaced: the client keeps its id.
      return toSession(await insertIdentity(db, cookieUserId ?? mintUserId(now()), now()));
    },
  };
}
