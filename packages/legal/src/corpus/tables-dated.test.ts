import { describe, expect, it } from 'vitest';
import { RECORDING_CONSENT } from '../generated/recording-consent';
import { RECORDING_RULINGS } from '../generated/recording-rulings';
import { STOP_AND_IDENTIFY } from '../generated/stop-and-identify';
import { staleTableRows } from './staleness';

/** Every record carries the day its status was last checked, and ageing shows. */
const TABLES = {
  'recording consent': RECORDING_CONSENT.map((row) => ({ name: row.code, checked: row.checked })),
  'circuit rulings': RECORDING_RULINGS.map((row) => ({ name: row.caseName, checked: row.checked })),
  'stop and identify': STOP_AND_IDENTIFY.map((row) => ({ name: row.code, checked: row.checked })),
};

describe('the shipped legal tables are dated row by row', () => {
  const today = new Date();
  const todayText = today.toISOString().slice(0, 10);

  for (const [table, rows] of Object.entries(TABLES)) {
    it(`dates every ${table} row with a real day, not in the future, within the last year`, () => {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.checked, row.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${row.checked}T00:00:00Z`).toISOString().slice(0, 10), row.name).toBe(
          row.checked,
        );
        expect(row.checked <= todayText, `${row.name} checked ${row.checked}`).toBe(true);
      }
      const stale = staleTableRows(rows, today).map(
        (row) => `${table}: ${row.name} was last checked ${row.checked}; check it again`,
      );
      expect(stale).toEqual([]);
    });
  }

  it('finds a row stale one day past 12 months on a clock it is given, not before', () => {
    const row = { name: 'test', checked: '2026-11-25' };
    expect(staleTableRows([row], new Date(Date.UTC(2027, 10, 25, 12)))).toEqual([]);
    expect(staleTableRows([row], new Date(Date.UTC(2027, 10, 26, 12)))).toEqual([row]);
  });
});
