import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { findLiveWatchLink, insertWatchLink, revokeWatchLinksOf } from './watch-links.queries';

/** 24 random bytes: unguessable, and short enough for an SMS. */
const TOKEN_BYTES = 24;

/**
 * A trusted contact's private link to one alert: one per contact and alert, stored only as the
 * SHA-256 of its token, so the table alone opens nothing. Removing the contact cuts theirs and
 * leaves the others'; the alert's end says when all of them stop (watch.service.ts).
 */
export interface WatchLinks {
  /** A new token for this contact's number (its lookup hash) and alert. */
  create(alertId: string, contactPhoneHash: string): Promise<string>;
  /** What a token opens; null when it was never made or was revoked. */
  open(token: string): Promise<{ alertId: string; contactPhoneHash: string } | null>;
  revokeFor(ownerId: string, contactPhoneHashes: string[]): Promise<void>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createWatchLinks(deps: { db: Database; clock: () => Date }): WatchLinks {
  const { db, clock } = deps;
  return {
    async create(alertId, contactPhoneHash) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await insertWatchLink(db, {
        tokenHash: hashOf(token),
        alertId,
        contactPhoneHash,
        createdAt: clock(),
        revokedAt: null,
      });
      return token;
    },
    async open(token) {
      const row = await findLiveWatchLink(db, hashOf(token));
      return row === null ? null : { alertId: row.alertId, contactPhoneHash: row.contactPhoneHash };
    },
    revokeFor: (ownerId, hashes) => revokeWatchLinksOf(db, ownerId, hashes, clock()),
  };
}
