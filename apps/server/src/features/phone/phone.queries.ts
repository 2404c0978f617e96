import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  phoneCodeSends,
  type PhoneVerificationCodeRow,
  phoneVerificationCodes,
} from '../../db/schema';

/** Any fixed bigint; distinct from the migration lock's. */
const CODE_SENDS_LOCK_KEY = 7_346_372_020;

/**
 * Held until the transaction ends, on PGlite and PostgreSQL alike: two instances checking the
 * limits at once would otherwise both see room for one more send.
 */
export async function lockCodeSends(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_SENDS_LOCK_KEY})`);
}

/** Drops send records and codes from before `before`, long past mattering to any limit. */
export async function deleteStaleSendState(tx: Database, before: Date): Promise<void> {
  await tx.delete(phoneCodeSends).where(lt(phoneCodeSends.sentAt, before));
  await tx.delete(phoneVerificationCodes).where(lt(phoneVerificationCodes.expiresAt, before));
}

type SendKey = 'phoneHash' | 'identityId' | 'clientHash';

/**
 * When codes were sent since `since` for one number, session or client (or, given two keys, for
 * both at once: one session's sends to one number), oldest first.
 */
export async function findSendTimes(
  tx: Database,
  key: SendKey,
  value: string,
  since: Date,
  also?: { key: SendKey; value: string },
): Promise<Date[]> {
  const rows = await tx
    .select({ sentAt: phoneCodeSends.sentAt })
    .from(phoneCodeSends)
    .where(
      and(
        eq(phoneCodeSends[key], value),
        also === undefined ? undefined : eq(phoneCodeSends[also.key], also.value),
        gt(phoneCodeSends.sentAt, since),
      ),
    )
    .orderBy(asc(phoneCodeSends.sentAt));
  return rows.map((row) => row.sentAt);
}

export async function insertCodeSend(
  tx: Database,
  values: { phoneHash: string; identityId: string; clientHash: string; sentAt: Date },
): Promise<void> {
  await tx.insert(phoneCodeSends).values(values);
}

/**
 * This session's new pending code for the number, replacing its own earlier one (and its spent
 * attempts) and nobody else's.
 */
export async function replacePendingCode(
  tx: Database,
  values: Omit<PhoneVerificationCodeRow, 'attempts'>,
): Promise<void> {
  const { phoneHash: _key, identityId: _session, ...replacement } = values;
  await tx
    .insert(phoneVerificationCodes)
    .values({ ...values, attempts: 0 })
    .onConflictDoUpdate({
      target: [phoneVerificationCodes.phoneHash, phoneVerificationCodes.identityId],
      set: { ...replacement, attempts: 0 },
    });
}

export async function findPendingCode(
  db: Database,
  phoneHash: string,
  identityId: string,
): Promise<PhoneVerificationCodeRow | null> {
  const [row] = await db
    .select()
    .from(phoneVerificationCodes)
    .where(
      and(
        eq(phoneVerificationCodes.phoneHash, phoneHash),
        eq(phoneVerificationCodes.identityId, identityId),
      ),
    );
  return row ?? null;
}

/**
 * Spends one try on this exact code, atomically, before the candidate is compared: parallel
 * guesses each pay for themselves. Null when no try is left, the code expired or was replaced.
 */
export async function claimAttempt(
  db: Database,
  code: { phoneHash: string; identityId: string; codeHash: string },
  limits: { maxAttempts: number; now: Date },
): Promise<{ attempts: number } | null> {
  const [row] = await db
    .update(phoneVerificationCodes)
    .set({ attempts: sql`${phoneVerificationCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneVerificationCodes.phoneHash, code.phoneHash),
        eq(phoneVerificationCodes.identityId, code.identityId),
        eq(phoneVerificationCodes.codeHash, code.codeHash),
        lt(phoneVerificationCodes.attempts, limits.maxAttempts),
        gt(phoneVerificationCodes.expiresAt, limits.now),
      ),
    )
    .returning({ attempts: phoneVerificationCodes.attempts });
  return row ?? null;
}

/** Single use: only one caller gets true for a given code. */
export async function consumeCode(
  tx: Database,
  code: { phoneHash: string; identityId: string; codeHash: string },
): Promise<boolean> {
  const deleted = await tx
    .delete(phoneVerificationCodes)
    .where(
      and(
        eq(phoneVerificationCodes.phoneHash, code.phoneHash),
        eq(phoneVerificationCodes.identityId, code.identityId),
        eq(phoneVerificationCodes.codeHash, code.codeHash),
      ),
    )
    .returning({ phoneHash: phoneVerificationCodes.phoneHash });
  return deleted.length > 0;
}
