import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { selectRows } from './select-rows';

/**
 * Whether the database holds rows a generated secret would orphan (issue 24, F-08): a secret
 * that goes missing while they exist must be restored, never silently replaced.
 */
export interface SecretDependents {
  /** Identities: their cookies and every per-object token are signed with it. */
  sessionSecret(): Promise<boolean>;
  /** Recordings: encrypted with it. */
  recordingKey(): Promise<boolean>;
  /** Verified numbers, contacts, codes: hashed and encrypted with it. */
  phoneDataKey(): Promise<boolean>;
}

async function exists(db: Database, query: ReturnType<typeof sql>): Promise<boolean> {
  const [row] = await selectRows<{ present: boolean }>(db, sql`select exists(${query}) as present`);
  return row?.present === true;
}

export function secretDependents(db: Database): SecretDependents {
  return {
    sessionSecret: () => exists(db, sql`select 1 from identities`),
    recordingKey: () => exists(db, sql`select 1 from recordings`),
    phoneDataKey: async () =>
      (await exists(db, sql`select 1 from identities where phone_hash is not null`)) ||
      (await exists(db, sql`select 1 from trusted_contacts`)) ||
      (await exists(db, sql`select 1 from phone_verification_codes`)),
  };
}

/** The refusal when a secret file is gone but data depends on it. */
export function missingSecretError(file: string, variable: string, loss: string): Error {
  return new Error(
    `${file} is missing, but the database holds data that depends on it: a new one ${loss}. ` +
      `Restore ${file} from a backup (or set ${variable} to its value) and start again.`,
  );
}
