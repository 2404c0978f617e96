import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { selectRows } from './select-rows';

/**
 * Whether the database holds rows a generated secret would orphan: a secret
 * that goes missing while they exist must be restored, never silently replaced.
 */
export interface SecretDependents {
  /** Identities: their cookies and every per-object token are signed with it. */
  sessionSecret(): Promise<boolean>;
  /** Recordings: their footage is encrypted with it. */
  recordingKey(): Promise<boolean>;
  /** Verified numbers, contacts, codes: hashed and encrypted with it. */
  phoneDataKey(): Promise<boolean>;
  /** Signed acknowledgements: a silent new key would be a rotation nobody chose. */
  evidenceSigningKey(): Promise<boolean>;
}

async function exists(db: Database, query: ReturnType<typeof sql>): Promise<boolean> {
  const [row] = await selectRows<{ present: boolean }>(db, sql`select exists(${query}) as present`);
  return row?.present === true;
}

/** `holdsFootage`: whether the footage store (a folder or a bucket) holds anything. */
export function secretDependents(
  db: Database,
  holdsFootage: () => Promise<boolean>,
): SecretDependents {
  return {
    sessionSecret: () => exists(db, sql`select 1 from identities`),
    // The key encrypts the footage: what a new key would orphan is the footage in the store
    // (rows of a shared database may name files another instance holds with its own key).
    recordingKey: holdsFootage,
    phoneDataKey: async () =>
      (await exists(db, sql`select 1 from identities where phone_hash is not null`)) ||
      (await exists(db, sql`select 1 from trusted_contacts`)) ||
      (await exists(db, sql`select 1 from phone_verification_codes`)),
    evidenceSigningKey: () => exists(db, sql`select 1 from recording_chunks where ack is not null`),
  };
}

/** The refusal when a secret file is gone but data depends on it. */
export function missingSecretError(file: string, variable: string, loss: string): Error {
  return new Error(
    `${file} is missing, but the database holds data that depends on it: a new one ${loss}. ` +
      `Restore ${file} from a backup (or set ${variable} to its value) and start again.`,
  );
}
