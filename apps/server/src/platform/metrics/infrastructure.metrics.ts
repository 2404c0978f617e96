import { statfs } from 'node:fs/promises';
import { Counter, Gauge } from 'prom-client';
import type { Registry } from './metrics-registry';

/** Where a database error was seen. */
export type DatabaseErrorSource = 'request' | 'readiness' | 'scrape';
/** Which of the server's Redis connections reported an error. */
export type RedisClientName = 'events' | 'positions' | 'rate_limit';

export interface InfrastructureMetrics {
  databaseError(source: DatabaseErrorSource): void;
  redisError(client: RedisClientName): void;
}

/**
 * The parts under the features: the database, Redis, and the disk under DATA_DIR, where the
 * embedded database and every recording live: once it is full, footage can no longer be stored.
 */
export function createInfrastructureMetrics(
  registry: Registry,
  deps: { dataDir: string; freeSpaceFloorBytes: number },
): InfrastructureMetrics {
  const databaseErrors = new Counter({
    name: 'redzone_database_errors_total',
    help: 'Database queries that failed, by where: request (a request failed on it), readiness (GET /api/health/ready), scrape (a gauge read for /metrics).',
    labelNames: ['source'],
    registers: [registry],
  });
  const redisErrors = new Counter({
    name: 'redzone_redis_errors_total',
    help: 'Errors reported by the Redis connections (connection lost, refused, a malformed event), by client: events (pub/sub), positions, rate_limit. Stays 0 without REDIS_URL.',
    labelNames: ['client'],
    registers: [registry],
  });
  databaseErrors.inc({ source: 'request' }, 0);
  for (const client of ['events', 'positions', 'rate_limit'] as const)
    redisErrors.inc({ client }, 0);
  // statfs reports the file system holding DATA_DIR; bavail is what this process may still use.
  const diskReading = async () => {
    try {
      return await statfs(deps.dataDir);
    } catch {
      return null;
    }
  };
  new Gauge({
    name: 'redzone_data_dir_free_bytes',
    help: 'Bytes free for the server on the file system holding DATA_DIR (database, recordings, uploads).',
    registers: [registry],
    async collect() {
      const disk = await diskReading();
      if (disk === null) this.reset();
      else this.set(disk.bavail * disk.bsize);
    },
  });
  new Gauge({
    name: 'redzone_data_dir_size_bytes',
    help: 'Size of the file system holding DATA_DIR.',
    registers: [registry],
    async collect() {
      const disk = await diskReading();
      if (disk === null) this.reset();
      else this.set(disk.blocks * disk.bsize);
    },
  });
  // The floor itself, so a disk alert follows RECORDING_FREE_SPACE_FLOOR_MB instead of a copy of
  // its default (docs/deploy.md, RedZoneDiskLow).
  new Gauge({
    name: 'redzone_recording_free_space_floor_bytes',
    help: 'RECORDING_FREE_SPACE_FLOOR_MB in bytes: below this much free in DATA_DIR, full-quality footage is refused (507); evidence layers go on to a quarter of it.',
    registers: [registry],
  }).set(deps.freeSpaceFloorBytes);
  return {
    databaseError: (source) => databaseErrors.inc({ source }),
    redisError: (client) => redisErrors.inc({ client }),
  };
}
