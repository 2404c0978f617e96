import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type TrustedContactRow, trustedContacts } from '../../db/schema';

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
