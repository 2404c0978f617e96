import { READINESS_CHECK_TIMEOUT_MS, type ReadinessChecks } from '@redzone/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';

export type ReadinessCheck = () => Promise<ReadinessChecks>;

/** Rejects after `ms`: a part that does not answer is as down as one that refuses. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness (GET /api/health/ready): the database answers a query and, when REDIS_URL is set,
 * Redis answers a PING, each within READINESS_CHECK_TIMEOUT_MS, asked at the same time.
 */
export function createReadinessCheck(deps: {
  database: DatabaseHandle;
  /** null: no Redis in this deployment. */
  pingRedis: (() => Promise<void>) | null;
  log: FastifyBaseLogger;
  onDatabaseError: () => void;
  timeoutMs?: number;
}): ReadinessCheck {
  const { database, pingRedis, log, timeoutMs = READINESS_CHECK_TIMEOUT_MS } = deps;

  async function checkDatabase(): Promise<'ok' | 'failed'> {
    try {
      await withTimeout(database.db.execute(sql`select 1`), timeoutMs);
      return 'ok';
    } catch (error) {
      deps.onDatabaseError();
      log.error({ err: error }, 'readiness: the database did not answer');
      return 'failed';
    }
  }

  async function checkRedis(): Promise<'ok' | 'failed' | 'not_configured'> {
    if (pingRedis === null) return 'not_configured';
    try {
      await withTimeout(pingRedis(), timeoutMs);
      return 'ok';
    } catch (error) {
      log.error({ err: error }, 'readiness: Redis did not answer');
      return 'failed';
    }
  }

  return async () => {
    const [databaseState, redisState] = await Promise.all([checkDatabase(), checkRedis()]);
    return { database: databaseState, redis: redisState };
  };
}
