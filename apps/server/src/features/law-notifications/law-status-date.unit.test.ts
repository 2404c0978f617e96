import { statusChangedOn } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { LAW_SEED_FILE, readLawRecordFile, toLawRows } from './law-record-file';

describe('the shipped law records, by the day their status last changed', () => {
  it('dates the shipped California records by their 2026 court rulings', async () => {
    const rows = toLawRows(await readLawRecordFile(LAW_SEED_FILE), {
      importedAt: new Date(),
      statusAsOf: null,
    });
    const changed = Object.fromEntries(rows.map((row) => [row.id, statusChangedOn(row)]));
    expect(changed).toMatchObject({
      'ca-sb805-2026': '2026-04-22',
      'ca-sb627-2026': '2026-02-19',
      'la-hb173-2024': '2025-01-31',
      'in-hea1186-2023': '2025-08-05',
      'tn-peace-act-2025': '2025-07-01',
    });
  });
});
