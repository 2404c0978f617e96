import type { Database } from '../../db/database';
import type { PhoneCrypto } from '../phone/phone-crypto';
import { findIdentityById } from './identity.queries';

/** Ties a sealed number to its row: copied to another identity, it does not decrypt. */
export function identityPhoneContext(identityId: string): string {
  return `identity:${identityId}`;
}

/**
 * The identity's verified number in E.164, or null: never verified, removed since, or moved to
 * another identity (a number is verified on one at a time).
 */
export async function findVerifiedNumber(
  db: Database,
  keys: PhoneCrypto,
  identityId: string,
): Promise<string | null> {
  const identity = await findIdentityById(db, identityId);
  if (identity?.phoneVerifiedAt == null || identity.phoneEncrypted === null) return null;
  return keys.decrypt(identity.phoneEncrypted, identityPhoneContext(identityId));
}
