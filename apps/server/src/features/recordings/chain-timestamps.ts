import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { chainTimestamps, type RecordingRow } from '../../db/schema';
import { requestTimestamp } from '../../platform/evidence/tsa-client';

/** A growing layer's chain head is stamped at most this often, and at its end. */
export const CHAIN_TIMESTAMP_INTERVAL_MS = 10_000;

export interface ChainTimestamper {
  /** Whether any authority is asked (TSA_URL): receipts say so ('requested') or say 'none'. */
  readonly thirdPartyTime: 'none' | 'requested';
  /** After a new chunk: stamps the chain head if the last stamp is old enough. Never waits. */
  chunkStored(row: RecordingRow): void;
  /** After the layer is sealed: stamps its final chain head. Never waits. */
  finished(row: RecordingRow): void;
  /** Resolves once every stamp under way is stored or given up (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Asks every authority of TSA_URL to countersign a layer's chain head. The acknowledgement never
 * waits for it: a slow or absent authority costs the footage nothing, and its failure is logged.
 * "At most every 10 s" is counted per instance, which is enough: it bounds the authorities' load.
 */
export function createChainTimestamper(deps: {
  db: Database;
  urls: string[];
  clock: () => Date;
  log: FastifyBaseLogger;
  request?: (url: string, sha256Hex: string) => Promise<Buffer>;
}): ChainTimestamper {
  const { db, urls, clock, log, request = requestTimestamp } = deps;
  const lastStamp = new Map<string, number>();
  const pending = new Set<Promise<void>>();

  async function stampOne(row: RecordingRow, url: string): Promise<void> {
    try {
      const token = await request(url, row.chainHash);
      await db
        .insert(chainTimestamps)
        .values({
          recordingId: row.id,
          chunkCount: row.chunkCount,
          chainHash: row.chainHash,
          tsaUrl: url,
          token: token.toString('base64'),
          stampedAt: clock(),
        })
        .onConflictDoNothing();
    } catch (error) {
      log.warn({ err: error, recordingId: row.id, tsa: url }, 'chain head not timestamped');
    }
  }

  function stamp(row: RecordingRow): void {
    lastStamp.set(row.id, clock().getTime());
    for (const url of urls) {
      const work = stampOne(row, url).finally(() => pending.delete(work));
      pending.add(work);
    }
  }

  return {
    thirdPartyTime: urls.length === 0 ? 'none' : 'requested',
    chunkStored(row) {
      if (urls.length === 0) return;
      const last = lastStamp.get(row.id);
      if (last !== undefined && clock().getTime() - last < CHAIN_TIMESTAMP_INTERVAL_MS) return;
      stamp(row);
    },
    finished(row) {
      if (urls.length === 0) return;
      stamp(row);
      lastStamp.delete(row.id);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
