import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { identities, type IdentityRow } from '../../db/schema';

export async function findIdentityById(db: Database, id: string): Promise<IdentityRow | null> {
  const [row] = await db.select().from(identities).where(eq(identities.id, id));
  return row ?? null;
}

/** Inserts the identity unless it exists (two first requests can race) and returns the row. */
export async function insertIdentity(
  db: Database,
  id: string,
  createdAt: Date,
): Promise<IdentityRow> {
  const [inserted] = await db
    .insert(identities)
    .values({ id, createdAt })
    .onConflictDoNothing()
    .returning();
  const row = inserted ?? (await findIdentityById(db, id));
  if (row === null) throw new Error(`identity ${id} vanished while being created`);
  return row;
}
