import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createReadinessCheck } from './readiness';

const silentLog = {
  error: () => undefined,
} as unknown as Parameters<typeof createReadinessCheck>[0]['log'];
const answeringDatabase = {
  db: { execute: async () => ({ rows: [] }) },
} as unknown as DatabaseHandle;

describe('createReadinessCheck', () => {
  it('calls a Redis that does not answer in time failed, without waiting for it', async () => {
    const check = createReadinessCheck({
      database: answeringDatabase,
      pingRedis: () => new Promise(() => undefined),
      log: silentLog,
      onDatabaseError: () => undefined,
      timeoutMs: 50,
    });
    const started = Date.now();
    expect(await check()).toEqual({ database: 'ok', redis: 'failed' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('calls a Redis that refuses failed', async () => {
    const check = createReadinessCheck({
      database: answeringDatabase,
      pingRedis: () => Promise.reject(new Error('ECONNREFUSED')),
      log: silentLog,
      onDatabaseError: () => undefined,
    });
    expect(await check()).toEqual({ database: 'ok', redis: 'failed' });
  });
});
