import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/** The identities that hold a contact's number, as opposed to the owner's own row. */
const contactIdentities = alias(identities, 'contact_identities');

/**
 * An alert's author and whom it reaches, in one statement (an alert waits for it): whether the
 * owner's phone is verified, and the owner's contacts, each with the verified identities holding
 * the same number (matched by the keyed hash, never by decrypting). One row per contact and
 * identity, userId null for a contact who is not a verified user; one row with a null position
 * when the owner has no contacts; no row when the owner is not stored.
 */
export async function findOwnerWithCircle(
  db: Database,
  ownerId: string,
): Promise<
  {
    ownerVerifiedAt: Date | null;
    position: number | null;
    phoneEncrypted: string | null;
    userId: string | null;
  }[]
> {
  return db
    .select({
      ownerVerifiedAt: identities.phoneVerifiedAt,
      position: trustedContacts.position,
      phoneEncrypted: trustedContacts.phoneEncrypted,
      userId: contactIdentities.id,
    })
    .from(identities)
    .leftJoin(trustedContacts, eq(trustedContacts.ownerId, identities.id))
    .leftJoin(
      contactIdentities,
      and(
        eq(contactIdentities.phoneHash, trustedContacts.phoneHash),
        isNotNull(contactIdentities.phoneVerifiedAt),
      ),
    )
    .where(eq(identities.id, ownerId))
    .orderBy(asc(trustedContacts.position));
}
