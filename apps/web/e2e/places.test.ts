import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Each Playwright worker runs many spec files against one server, so an alert one spec leaves
 * active shows in another spec's lists, counts and urgent modals when their phones stand near
 * each other (CI failed on it: alerts-map's observer in Denver met recording's alert there).
 * Every spec file keeps its own places, at least 50 km from every other file's, except where
 * sharing is harmless and written down here.
 */
const MIN_KM = 50;
const SHARED_ON_PURPOSE: Record<string, string> = {
  // Burbank is the city whose agencies and officers those journeys check; each ends its alert.
  'alert-journey.spec.ts|officers.spec.ts': 'Burbank',
  'alert-journey.spec.ts|recording.spec.ts': 'Burbank',
  'officers.spec.ts|recording.spec.ts': 'Burbank',
};

type Place = { file: string; latitude: number; longitude: number };

function placesIn(directory: URL): Place[] {
  const files = readdirSync(directory).filter((name) => name.endsWith('.ts'));
  return files.flatMap((file) => {
    const text = readFileSync(new URL(file, directory), 'utf8');
    return [
      ...text.matchAll(/latitude:\s*(-?\d+(?:\.\d+)?),\s*longitude:\s*(-?\d+(?:\.\d+)?)/g),
    ].map((match) => ({ file, latitude: Number(match[1]), longitude: Number(match[2]) }));
  });
}

function kilometres(a: Place, b: Place): number {
  const radians = Math.PI / 180;
  const x =
    (b.longitude - a.longitude) * radians * Math.cos(((a.latitude + b.latitude) / 2) * radians);
  const y = (b.latitude - a.latitude) * radians;
  return 6371 * Math.hypot(x, y);
}

describe('e2e places', () => {
  it('finds the places it checks', () => {
    expect(placesIn(new URL('./', import.meta.url)).length).toBeGreaterThan(20);
  });

  it('no two spec files stand near each other unless written down as harmless', () => {
    const places = placesIn(new URL('./', import.meta.url));
    const clashes = new Set<string>();
    for (const a of places) {
      for (const b of places) {
        if (a.file >= b.file || kilometres(a, b) >= MIN_KM) continue;
        const pair = `${a.file}|${b.file}`;
        if (!(pair in SHARED_ON_PURPOSE)) clashes.add(pair);
      }
    }
    expect([...clashes]).toEqual([]);
  });
});
