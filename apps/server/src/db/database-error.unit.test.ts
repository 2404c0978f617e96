import { DrizzleQueryError } from 'drizzle-orm/errors';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { isDatabaseError } from './database-error';

describe('isDatabaseError', () => {
  it('knows a failed Drizzle query and a PostgreSQL error, however wrapped', () => {
    const failed = new DrizzleQueryError('select 1', [], new Error('PGlite is closed'));
    expect(isDatabaseError(failed)).toBe(true);
    expect(isDatabaseError(new Error('handler failed', { cause: failed }))).toBe(true);
    const pgError = Object.create(postgres.PostgresError.prototype) as Error;
    expect(isDatabaseError(new Error('wrapped', { cause: pgError }))).toBe(true);
  });

  it('does not count other errors', () => {
    expect(isDatabaseError(new Error('boom'))).toBe(false);
    expect(isDatabaseError('not an error')).toBe(false);
    expect(isDatabaseError(null)).toBe(false);
  });
});
