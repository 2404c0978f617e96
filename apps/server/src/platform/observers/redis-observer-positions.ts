import { METERS_PER_MILE, OBSERVER_POSITION_TTL_MS, YARDS_PER_MILE } from '@redzone/contract';
import { Redis } from 'ioredis';
import type { ObserverPositions } from './observer-positions';

/** Stale members removed per pass; keeps one Lua call (and its unpack) short. */
const PRUNE_BATCH = 1000;

/**
 * Drops members last seen before ARGV[1] from both keys, atomically, so a position reported
 * between the read and the removal cannot be lost.
 */
const PRUNE_SCRIPT = `
local stale = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1], 'LIMIT', 0, ${PRUNE_BATCH})
if #stale > 0 then
  redis.call('ZREM', KEYS[2], unpack(stale))
  redis.call('ZREM', KEYS[1], unpack(stale))
end
return #stale`;

/**
 * Positions shared by every instance: a geo set (GEOADD / GEOSEARCH) for "who is within R of P",
 * and a sorted set of last-seen times, because members of a geo set cannot expire one by one.
 * Both keys also expire as a whole one TTL after the last report, so nothing outlives the
 * deployment's last observer.
 */
export async function createRedisObserverPositions(deps: {
  url: string;
  prefix: string;
  now: () => Date;
  onError: (error: unknown, message: string) => void;
  ttlMs?: number;
}): Promise<ObserverPositions> {
  const { now, ttlMs = OBSERVER_POSITION_TTL_MS } = deps;
  const geoKey = `${deps.prefix}observers:geo`;
  const seenKey = `${deps.prefix}observers:seen`;
  const redis = new Redis(deps.url, { lazyConnect: true });
  redis.on('error', (error) => deps.onError(error, 'Redis positions connection error'));
  await redis.connect();
  let lastPruneMs = 0;
  const cutoff = () => now().getTime() - ttlMs;

  async function pruneNow(nowMs: number): Promise<void> {
    if (nowMs - lastPruneMs < ttlMs) return;
    lastPruneMs = nowMs;
    await redis.eval(PRUNE_SCRIPT, 2, geoKey, seenKey, String(nowMs - ttlMs - 1));
  }

  return {
    async set(userId, point) {
      const nowMs = now().getTime();
      await redis
        .multi()
        .geoadd(geoKey, point.longitude, point.latitude, userId)
        .zadd(seenKey, nowMs, userId)
        .pexpire(geoKey, ttlMs)
        .pexpire(seenKey, ttlMs)
        .exec();
      await pruneNow(nowMs);
    },
    async get(userId) {
      const [positions, seenAt] = await Promise.all([
        redis.geopos(geoKey, userId),
        redis.zscore(seenKey, userId),
      ]);
      const position = positions[0];
      if (!position || seenAt === null || Number(seenAt) < cutoff()) return null;
      return { latitude: Number(position[1]), longitude: Number(position[0]) };
    },
    async remove(userId) {
      await redis.multi().zrem(geoKey, userId).zrem(seenKey, userId).exec();
    },
    async within(center, radiusYards) {
      const meters = (radiusYards / YARDS_PER_MILE) * METERS_PER_MILE;
      const members = (await redis.geosearch(
        geoKey,
        'FROMLONLAT',
        center.longitude,
        center.latitude,
        'BYRADIUS',
        meters,
        'm',
      )) as string[];
      if (members.length === 0) return [];
      const seenAt = await redis.zmscore(seenKey, ...members);
      const since = cutoff();
      return members.filter((_, index) => {
        const at = seenAt[index];
        return at != null && Number(at) >= since;
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
