import {
  ALERT_BASE_RADIUS_YARDS,
  ALERT_MAX_RADIUS_YARDS,
  isWithinRadius,
  type Point,
} from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { PointGrid } from './point-grid';

interface Item {
  name: string;
  point: Point;
}

/** A small deterministic generator, so a failure names the same points every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function nearNames(grid: PointGrid<Item>, center: Point, radiusYards: number): string[] {
  const found: string[] = [];
  grid.near(center, radiusYards, (item) => {
    if (isWithinRadius(center, item.point, radiusYards)) found.push(item.name);
  });
  return found.sort();
}

describe('PointGrid', () => {
  it('finds exactly the items a pass over all of them finds', () => {
    const next = random(7);
    const items: Item[] = Array.from({ length: 2_000 }, (_, i) => ({
      name: `o${i}`,
      point: { latitude: 34.1 + next() * 0.2, longitude: -118.4 + next() * 0.2 },
    }));
    const grid = new PointGrid<Item>();
    for (const item of items) grid.place(item, item.point);

    for (let query = 0; query < 200; query += 1) {
      const center = { latitude: 34.1 + next() * 0.2, longitude: -118.4 + next() * 0.2 };
      const radius = query % 2 === 0 ? ALERT_BASE_RADIUS_YARDS : ALERT_MAX_RADIUS_YARDS;
      const expected = items
        .filter((item) => isWithinRadius(center, item.point, radius))
        .map((item) => item.name)
        .sort();
      expect(nearNames(grid, center, radius)).toEqual(expected);
    }
  });

  it('visits only the neighbourhood, not everything', () => {
    const grid = new PointGrid<Item>();
    const far = { name: 'far', point: { latitude: 41.88, longitude: -87.63 } };
    grid.place(far, far.point);
    const visited: string[] = [];
    grid.near({ latitude: 34.18, longitude: -118.31 }, ALERT_MAX_RADIUS_YARDS, (item) =>
      visited.push(item.name),
    );
    expect(visited).toEqual([]);
  });

  it('moves an item when it is placed again and forgets it when removed', () => {
    const grid = new PointGrid<Item>();
    const burbank = { latitude: 34.1808, longitude: -118.309 };
    const chicago = { latitude: 41.8781, longitude: -87.6298 };
    const item: Item = { name: 'walker', point: burbank };
    grid.place(item, item.point);
    item.point = chicago;
    grid.place(item, item.point);
    expect(nearNames(grid, burbank, ALERT_MAX_RADIUS_YARDS)).toEqual([]);
    expect(nearNames(grid, chicago, ALERT_MAX_RADIUS_YARDS)).toEqual(['walker']);
    expect(grid.size).toBe(1);

    grid.remove(item);
    expect(nearNames(grid, chicago, ALERT_MAX_RADIUS_YARDS)).toEqual([]);
    expect(grid.size).toBe(0);
  });

  it('finds items across the antimeridian', () => {
    const grid = new PointGrid<Item>();
    const east = { name: 'east', point: { latitude: 51.8, longitude: 179.999 } };
    grid.place(east, east.point);
    expect(
      nearNames(grid, { latitude: 51.8, longitude: -179.999 }, ALERT_MAX_RADIUS_YARDS),
    ).toEqual(['east']);
  });
});
