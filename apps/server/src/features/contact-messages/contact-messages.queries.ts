import { desc, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type ContactMessageRow, contactMessages } from './contact-messages.schema';

export async function insertContactMessage(db: Database, row: ContactMessageRow): Promise<void> {
  await db.insert(contactMessages).values(row);
}

export async function findNewestContactMessages(
  db: Database,
  limit: number,
): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}

export async function deleteContactMessagesBefore(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id });
  return gone.length;
}
