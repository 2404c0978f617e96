import { describe, inject } from 'vitest';
import { MEMORY_DATABASE_URL } from '../config';

export type TestDatabase =
  | { driver: 'pglite' }
  /**
   * `url` is the test file's own database once postgres-file-database.ts has run; `adminUrl`
   * (the server's admin connection) creates and drops it.
   */
  | { driver: 'postgres'; url: string | null; adminUrl?: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Provided by the 'server-postgres' project's global setup; absent in 'server'. */
    testDatabase: TestDatabase;
  }
}

// inject() returns undefined for a key no global setup provided, whatever its declared type says.
// A copy: each file's setup points `url` at the file's own database, and the provided value must
// keep naming the run's template for the next file.
const provided = inject('testDatabase') as TestDatabase | undefined;
export const testDatabase: TestDatabase = provided ? { ...provided } : { driver: 'pglite' };

const isSkipped = testDatabase.driver === 'postgres' && testDatabase.url === null;

const DATABASE_LABEL =
  testDatabase.driver === 'pglite'
    ? 'on PGlite'
    : isSkipped
      ? 'on PostgreSQL (skipped: TEST_DATABASE_URL is not set)'
      : 'on PostgreSQL';

/** DATABASE_URL for an app under test: the run's PostgreSQL database, or a fresh in-memory PGlite. */
export function testDatabaseUrl(): string {
  return testDatabase.driver === 'postgres' && testDatabase.url !== null
    ? testDatabase.url
    : MEMORY_DATABASE_URL;
}

/** A suite that runs once per database; its name says which, or why it was skipped. */
export function describeApi(name: string, suite: () => void): void {
  describe.skipIf(isSkipped)(`${name} ${DATABASE_LABEL}`, suite);
}
