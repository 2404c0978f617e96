import { DrizzleQueryError } from 'drizzle-orm/errors';
import postgres from 'postgres';

/** How deep a cause chain is followed: errors wrap a few times at most, never in a cycle we trust. */
const MAX_CAUSES = 5;

/**
 * Whether an error came from the database: a query Drizzle ran that failed (it wraps the
 * driver's error, PGlite's or PostgreSQL's), or PostgreSQL's own error, however deep it was
 * wrapped. For the database-error counter; the readiness check asks the database itself.
 */
export function isDatabaseError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    if (current instanceof DrizzleQueryError || current instanceof postgres.PostgresError) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Whether an insert lost a race for a unique key (SQLSTATE 23505). Drizzle wraps the driver's
 * error; PGlite's and postgres.js's both carry the code.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = current.cause;
  }
  return false;
}
