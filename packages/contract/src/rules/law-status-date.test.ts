import { describe, expect, it } from 'vitest';
import { datesIn, statusChangedOn } from './law-status-date';

describe('the day a law record last changed', () => {
  it('reads written, abbreviated, month-only and ISO dates', () => {
    expect(
      datesIn('enjoined (C.D. Cal., Feb. 9, 2026); affirmed (9th Cir., Sept. 27, 2024)'),
    ).toEqual(['2026-02-09', '2024-09-27']);
    expect(datesIn('a ruling was reported in April 2026')).toEqual(['2026-04-01']);
    expect(datesIn('signed 2024-03-28; in effect')).toEqual(['2024-03-28']);
    expect(datesIn('in effect; may change; no ruling verified')).toEqual([]);
  });

  it('is the latest of the effective date and the dates its status names', () => {
    expect(statusChangedOn({ effectiveDate: '2024-08-01', status: 'in effect' })).toBe(
      '2024-08-01',
    );
    expect(
      statusChangedOn({
        effectiveDate: '2023-07-01',
        status: 'enjoined (S.D. Ind., Sept. 27, 2024; affirmed, 7th Cir., Aug. 5, 2025)',
      }),
    ).toBe('2025-08-05');
    // A bill signed before it took effect changed when it took effect.
    expect(statusChangedOn({ effectiveDate: '2024-07-01', status: 'signed 2024-03-28' })).toBe(
      '2024-07-01',
    );
  });
});
