import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import postgres from 'postgres';

export interface SharedStores {
  databaseUrl: string;
  redis: { url: string; prefix: string };
  /** Drops the database and deletes the Redis keys this run made, and nothing else. */
  remove(): Promise<void>;
}

const SCAN_BATCH = 1000;

/**
 * What the instances of one deployment share: a fresh PostgreSQL database created from an admin
 * URL, and a Redis key and channel prefix no other run uses.
 */
export async function createSharedStores(
  adminUrl: string,
  redisUrl: string,
): Promise<SharedStores> {
  const tag = randomBytes(4).toString('hex');
  const name = `redzone_bench_${tag}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const prefix = `redzone-bench:${process.pid}:${tag}:`;
  return {
    databaseUrl: url.toString(),
    redis: { url: redisUrl, prefix },
    async remove() {
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
      const redis = new Redis(redisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', SCAN_BATCH);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
