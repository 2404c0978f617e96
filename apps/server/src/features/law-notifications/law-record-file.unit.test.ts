import { describe, expect, it } from 'vitest';
import { lawRecord } from '../../test/law-notifications';
import { lawWindowStart } from '@redzone/contract';
import {
  LAW_SEED_FILE,
  LawFileError,
  parseLawRecords,
  parseStatusAsOf,
  readLawRecordFile,
  toLawRows,
} from './law-record-file';

function problems(input: unknown): string {
  try {
    parseLawRecords(input);
  } catch (error) {
    expect(error).toBeInstanceOf(LawFileError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
}

describe('law record files', () => {
  it('accepts records shaped like the seed, with an optional status date and description', () => {
    const records = parseLawRecords([
      lawRecord(),
      lawRecord({ id: 'vt-other', status_as_of: '2026-03-01', description: 'Longer text.' }),
    ]);
    expect(records.map((r) => r.id)).toEqual(['vt-test-2026', 'vt-other']);
  });

  it('names the record and the field of every problem', () => {
    const message = problems([
      lawRecord(),
      lawRecord({ id: 'vt-bad', effective_date: '2026-13-01', topics: ['weather'] }),
      lawRecord({ id: 'vt-test-2026', state: 'XX', source_url: 'javascript:alert(1)' }),
      lawRecord({ id: 'vt-typo', efective_date: '2026-01-01' }),
    ]);
    expect(message).toContain('record 2 (vt-bad) effective_date must be a date written YYYY-MM-DD');
    expect(message).toContain('record 2 (vt-bad) topics.0 must be one of');
    expect(message).toContain('record 3 (vt-test-2026) state must be the upper-case code');
    expect(message).toContain('record 3 (vt-test-2026) source_url must be an http:// or https://');
    expect(message).toContain('record 4 (vt-typo) Unrecognized key: "efective_date"');
  });

  it('refuses an id used twice', () => {
    expect(problems([lawRecord(), lawRecord({ state: 'NH' })])).toContain(
      'record 2 (vt-test-2026) id is used twice',
    );
  });

  it('refuses a file that is not a list of records, or an empty one', () => {
    expect(problems({ records: [] })).toContain('The file must be a JSON array of law records');
    expect(problems([])).toContain('The file holds no records');
    expect(problems(['x'])).toContain('record 1');
  });

  it('dates statuses from the record, else from --status-as-of, else refuses', () => {
    const records = parseLawRecords([
      lawRecord({ id: 'a', status_as_of: '2026-03-01' }),
      lawRecord({ id: 'b' }),
    ]);
    const importedAt = new Date('2026-04-01T00:00:00Z');
    const rows = toLawRows(records, { importedAt, statusAsOf: '2026-02-15' });
    expect(rows.map((r) => r.statusAsOf)).toEqual(['2026-03-01', '2026-02-15']);
    expect(() => toLawRows(records, { importedAt, statusAsOf: null })).toThrow(
      /no status_as_of date.*: b$/,
    );
    expect(parseStatusAsOf('2026-02-15')).toBe('2026-02-15');
    expect(() => parseStatusAsOf('2026-02-30')).toThrow(LawFileError);
  });

  describe('the shipped records', () => {
    // The real date: a record left alone goes stale by itself, and this test then says so.
    const today = new Date();

    it('each carry the day their status was checked, not after today', async () => {
      for (const record of await readLawRecordFile(LAW_SEED_FILE)) {
        expect(record.status_as_of, record.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(record.status_as_of! <= today.toISOString().slice(0, 10), record.id).toBe(true);
      }
    });

    it('were checked in the last 6 months when they report a lawsuit or a bill', async () => {
      const moving = /\b(enjoin\w*|injunction|challenged|appeal|litigation|pending|bill)\b/i;
      const oldestAllowed = lawWindowStart(today, 6);
      const records = await readLawRecordFile(LAW_SEED_FILE);
      const tracked = records.filter((record) => moving.test(record.status));
      expect(tracked.map((record) => record.id)).toContain('ca-sb627-2026');
      for (const record of tracked) {
        expect(
          record.status_as_of! >= oldestAllowed,
          `${record.id} ("${record.status}") was last checked ${record.status_as_of}`,
        ).toBe(true);
      }
    });
  });
});
