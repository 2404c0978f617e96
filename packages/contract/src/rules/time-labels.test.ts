import { describe, expect, it } from 'vitest';
import { monthsAgoGroupLabel, monthsBetween, relativeTimeLabel } from './time-labels';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('relativeTimeLabel (P1 §9)', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MIN, '1 min ago'],
    [59 * MIN, '59 min ago'],
    [60 * MIN, '1 hour ago'],
    [125 * MIN, '2 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [3 * 24 * 60 * MIN, '3 days ago'],
  ])('labels %i ms ago as "%s"', (ms, label) => {
    expect(relativeTimeLabel(ago(ms), now)).toBe(label);
  });

  it('treats a time in the future as just now', () => {
    expect(relativeTimeLabel(new Date(now.getTime() + 5 * MIN), now)).toBe('Just now');
  });
});

describe('law-notification groups (P2 §9)', () => {
  it.each([
    [0, 'This Month'],
    [1, '1 Month Ago'],
    [2, '2 Months Ago'],
    [5, '5 Months Ago'],
  ])('labels %i months ago as "%s"', (months, label) => {
    expect(monthsAgoGroupLabel(months)).toBe(label);
  });

  it('counts calendar months between dates', () => {
    expect(monthsBetween('2026-11-01', now)).toBe(0);
    expect(monthsBetween('2026-10-31', now)).toBe(1);
    expect(monthsBetween('2025-11-22', now)).toBe(12);
  });
});
