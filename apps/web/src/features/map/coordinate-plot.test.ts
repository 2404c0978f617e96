import { describe, expect, it } from 'vitest';
import { bearingDegrees, compassPoint, plotAround } from './coordinate-plot';

const here = { latitude: 39.7392, longitude: -104.9903 };
const offset = (dLat: number, dLng: number) => ({
  latitude: here.latitude + dLat,
  longitude: here.longitude + dLng,
});

describe('bearingDegrees and compassPoint', () => {
  it.each([
    [offset(0.01, 0), 'N', 0],
    [offset(0, 0.01), 'E', 90],
    [offset(-0.01, 0), 'S', 180],
    [offset(0, -0.01), 'W', 270],
  ])('finds %o to the %s', (to, point, degrees) => {
    expect(bearingDegrees(here, to)).toBeCloseTo(degrees, 0);
    expect(compassPoint(here, to)).toBe(point);
  });

  it('gives the diagonal points', () => {
    // A degree of longitude is shorter than one of latitude at 40° N (cos 40° ≈ 0.766).
    expect(compassPoint(here, offset(0.01, 0.013))).toBe('NE');
    expect(compassPoint(here, offset(-0.01, -0.013))).toBe('SW');
    expect(compassPoint(here, offset(0.01, -0.013))).toBe('NW');
    expect(compassPoint(here, offset(-0.01, 0.013))).toBe('SE');
  });

  it('rounds a bearing just west of north to N', () => {
    expect(compassPoint(here, offset(0.01, -0.0001))).toBe('N');
  });
});

describe('plotAround', () => {
  it('puts the farthest point on the edge and nearer ones by the square root, north up', () => {
    // 0.013° of longitude here is about half of 0.02° of latitude: sqrt(0.5) * 0.9 ≈ 0.64.
    const [north, east] = plotAround(here, [offset(0.02, 0), offset(0, 0.013)]);
    expect(north?.x).toBeCloseTo(0, 6);
    expect(north?.y).toBeCloseTo(-0.9, 6);
    expect(east?.y).toBeCloseTo(0, 2);
    expect(east?.x).toBeGreaterThan(0.6);
    expect(east?.x).toBeLessThan(0.66);
  });

  it('keeps an alert 50 m away clear of the center beside one 2 km away', () => {
    const [near] = plotAround(here, [offset(50 / 111_320, 0), offset(-2000 / 111_320, 0)]);
    expect(Math.hypot(near?.x ?? 0, near?.y ?? 0)).toBeGreaterThan(0.1);
  });

  it('keeps every point at the center when all are at the center', () => {
    expect(plotAround(here, [here, here])).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
  });
});
