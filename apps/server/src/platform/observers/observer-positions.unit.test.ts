import { OBSERVER_POSITION_TTL_MS } from '@redzone/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis';
import { createMemoryObserverPositions } from './memory-observer-positions';
import type { ObserverPositions } from './observer-positions';
import { createRedisObserverPositions } from './redis-observer-positions';

const CHICAGO = { latitude: 41.8819, longitude: -87.6278 };
/** About 110 and 330 yards north of CHICAGO. */
const NEAR = { latitude: 41.8828, longitude: -87.6278 };
const FURTHER = { latitude: 41.8846, longitude: -87.6278 };

type Factory = (now: () => Date) => Promise<ObserverPositions>;

function behavesAsObserverPositions(factory: Factory) {
  let nowMs = Date.UTC(2026, 0, 2, 3, 4, 5);
  const opened: ObserverPositions[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((positions) => positions.close()));
  });
  async function open() {
    const positions = await factory(() => new Date(nowMs));
    opened.push(positions);
    return positions;
  }

  it('answers who is within a radius of a point', async () => {
    const positions = await open();
    await positions.set('near', NEAR);
    await positions.set('further', FURTHER);
    expect(await positions.within(CHICAGO, 200)).toEqual(['near']);
    expect((await positions.within(CHICAGO, 400)).sort()).toEqual(['further', 'near']);
    const stored = await positions.get('near');
    expect(stored?.latitude).toBeCloseTo(NEAR.latitude, 4);
    expect(stored?.longitude).toBeCloseTo(NEAR.longitude, 4);
  });

  it('forgets a position after its time to live, or when removed', async () => {
    const positions = await open();
    await positions.set('stale', NEAR);
    await positions.set('removed', NEAR);
    await positions.remove('removed');
    expect(await positions.get('removed')).toBeNull();
    nowMs += OBSERVER_POSITION_TTL_MS + 1;
    await positions.set('fresh', NEAR);
    expect(await positions.get('stale')).toBeNull();
    expect(await positions.within(CHICAGO, 200)).toEqual(['fresh']);
  });
}

describe('observer positions in memory', () => {
  behavesAsObserverPositions(async (now) => createMemoryObserverPositions({ now }));
});

describe.skipIf(testRedisUrl === null)(
  `observer positions in Redis${testRedisUrl === null ? ' (skipped: TEST_REDIS_URL is not set)' : ''}`,
  () => {
    behavesAsObserverPositions((now) =>
      createRedisObserverPositions({
        url: testRedisUrl ?? '',
        prefix: uniqueRedisPrefix(),
        now,
        onError: (error) => {
          throw error;
        },
      }),
    );
  },
);
