import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { identities, type TrustedContactRow, trustedContacts } from '../../db/schema';

export async function findContactsByOwner(
  db: Database,
  ownerId: string,
): Promise<TrustedContactRow[]> {
  return db
    .select()
    .from(trustedContacts)
    .where(eq(trustedContacts.ownerId, ownerId))
    .orderBy(asc(trustedContacts.position));
}

/** The whole circle at once, in one transaction: readers see the old one or the new one. */
export async function replaceContacts(
  db: Database,
  ownerId: string,
  rows: TrustedContactRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(trustedContacts).where(eq(trustedContacts.ownerId, ownerId));
    if (rows.length > 0) await tx.insert(trustedContacts).values(rows);
  });
}

/**
 * The owner's contacts, each with the verified identities holding the same number (matched by
 * the keyed hash, never by decrypting): one row per contact and identity, userId null for a
 * contact who is not a verified user.
 */
export async function findContactsWithAccounts(
  db: Database,
  ownerId: string,
): Promise<{ position: number; phoneEncrypted: string; userId: string | null }[]> {
  return db
    .select({
      position: trustedContacts.position,
      phoneEncrypted: trustedContacts.phoneEncrypted,
      userId: identities.id,
    })
    .from(trustedContacts)
    .leftJoin(
      identities,
      and(
        eq(identities.phoneHash, trustedContacts.phoneHash),
        isNotNull(identities.phoneVerifiedAt),
      ),
    )
    .where(eq(trustedContacts.ownerId, ownerId))
    .orderBy(asc(trustedContacts.position));
}
