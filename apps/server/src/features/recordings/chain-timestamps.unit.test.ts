import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { RecordingRow } from '../../db/schema';
import { createChainTimestamper } from './chain-timestamps';

/** Stores nothing: this suite counts what is asked of the authorities, and when. */
const db = {
  insert: () => ({ values: () => ({ onConflictDoNothing: async () => undefined }) }),
} as unknown as Database;
const log = { warn: () => undefined } as never;

describe('chain head timestamps', () => {
  it('asks each authority at most every 10 s while a layer grows, and at its end', async () => {
    let now = Date.parse('2026-11-26T03:00:00Z');
    const asked: string[] = [];
    const timestamper = createChainTimestamper({
      db,
      urls: ['https://tsa-a.example', 'https://tsa-b.example'],
      clock: () => new Date(now),
      log,
      request: async (url, hash) => {
        asked.push(`${url} ${hash}`);
        return Buffer.from('token');
      },
    });
    const row = (chunkCount: number) =>
      ({ id: 'r1', chunkCount, chainHash: String(chunkCount).repeat(64) }) as RecordingRow;
    timestamper.chunkStored(row(1));
    now += 5_000;
    timestamper.chunkStored(row(2));
    now += 6_000;
    timestamper.chunkStored(row(3));
    timestamper.finished(row(4));
    await timestamper.idle();
    expect(asked).toEqual([
      `https://tsa-a.example ${'1'.repeat(64)}`,
      `https://tsa-b.example ${'1'.repeat(64)}`,
      `https://tsa-a.example ${'3'.repeat(64)}`,
      `https://tsa-b.example ${'3'.repeat(64)}`,
      `https://tsa-a.example ${'4'.repeat(64)}`,
      `https://tsa-b.example ${'4'.repeat(64)}`,
    ]);
  });

  it('asks nothing without TSA_URL', async () => {
    let asked = 0;
    const timestamper = createChainTimestamper({
      db,
      urls: [],
      clock: () => new Date(),
      log,
      request: async () => {
        asked += 1;
        return Buffer.alloc(0);
      },
    });
    timestamper.chunkStored({ id: 'r1' } as RecordingRow);
    timestamper.finished({ id: 'r1' } as RecordingRow);
    await timestamper.idle();
    expect(asked).toBe(0);
  });
});
