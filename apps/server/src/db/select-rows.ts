import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * The rows of a raw SQL query on either driver: PGlite answers `{ rows }`, postgres.js the array
 * itself. Column names come back as written in the query; `T` must match them.
 */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}
