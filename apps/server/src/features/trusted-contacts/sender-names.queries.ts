import type { SenderNameChoice } from '@redzone/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type SenderNameRow, senderNames } from '../../db/schema';

export async function findSenderName(db: Database, ownerId: string): Promise<SenderNameRow | null> {
  const [row] = await db.select().from(senderNames).where(eq(senderNames.ownerId, ownerId));
  return row ?? null;
}

export async function saveSenderName(
  db: Database,
  ownerId: string,
  choice: SenderNameChoice,
  chosenAt: Date,
): Promise<void> {
  const values = {
    kind: choice.kind,
    firstName: choice.kind === 'firstName' ? choice.firstName : null,
    chosenAt,
  };
  await db
    .insert(senderNames)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: senderNames.ownerId, set: values });
}
