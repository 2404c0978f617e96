import { isWithinRadius, OBSERVER_POSITION_TTL_MS, type Point } from '@redzone/contract';
import type { ObserverPositions } from './observer-positions';

interface Seen {
  point: Point;
  atMs: number;
}

export function createMemoryObserverPositions(deps: {
  now: () => Date;
  ttlMs?: number;
}): ObserverPositions {
  const { now, ttlMs = OBSERVER_POSITION_TTL_MS } = deps;
  const seen = new Map<string, Seen>();
  let lastPruneMs = 0;
  const isFresh = (entry: Seen, nowMs: number) => nowMs - entry.atMs <= ttlMs;

  /** At most once per TTL, so the map holds only observers who reported recently. */
  function prune(nowMs: number): void {
    if (nowMs - lastPruneMs < ttlMs) return;
    lastPruneMs = nowMs;
    for (const [userId, entry] of seen) if (!isFresh(entry, nowMs)) seen.delete(userId);
  }

  return {
    async set(userId, point) {
      const nowMs = now().getTime();
      prune(nowMs);
      seen.set(userId, {
        point: { latitude: point.latitude, longitude: point.longitude },
        atMs: nowMs,
      });
    },
    async get(userId) {
      const entry = seen.get(userId);
      return entry !== undefined && isFresh(entry, now().getTime()) ? entry.point : null;
    },
    async remove(userId) {
      seen.delete(userId);
    },
    async within(center, radiusYards) {
      const nowMs = now().getTime();
      const found: string[] = [];
      for (const [userId, entry] of seen) {
        if (isFresh(entry, nowMs) && isWithinRadius(center, entry.point, radiusYards)) {
          found.push(userId);
        }
      }
      return found;
    },
    async close() {
      seen.clear();
    },
  };
}
