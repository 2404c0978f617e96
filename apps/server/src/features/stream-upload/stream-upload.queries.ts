import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type StreamUploadRow, streamUploads } from '../../db/schema';

export async function insertUpload(
  db: Database,
  values: typeof streamUploads.$inferInsert,
): Promise<StreamUploadRow> {
  const [row] = await db.insert(streamUploads).values(values).returning();
  if (row === undefined) throw new Error('stream upload insert returned no row');
  return row;
}

export async function findUpload(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StreamUploadRow | null> {
  const query = db.select().from(streamUploads).where(eq(streamUploads.id, id));
  const [row] = options.forUpdate === true ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateUpload(
  db: Database,
  id: string,
  values: Partial<typeof streamUploads.$inferInsert>,
): Promise<StreamUploadRow> {
  const [row] = await db
    .update(streamUploads)
    .set(values)
    .where(eq(streamUploads.id, id))
    .returning();
  if (row === undefined) throw new Error(`stream upload ${id} vanished`);
  return row;
}

/** The newest finalised upload: the homepage video. */
export async function findLatestFinalized(db: Database): Promise<StreamUploadRow | null> {
  const [row] = await db
    .select()
    .from(streamUploads)
    .where(isNotNull(streamUploads.finalizedAt))
    .orderBy(desc(streamUploads.finalizedAt))
    .limit(1);
  return row ?? null;
}
