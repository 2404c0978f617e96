import { createHash } from 'node:crypto';
import { type EvidenceLogTreeHead, treeHeadSigningText } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { requestTimestamp } from '../../platform/evidence/tsa-client';
import { insertHeadTimestamp } from './evidence-log.queries';

export interface HeadTimestamper {
  /** After a head is signed and committed: asks every authority for a token. Never waits. */
  headSigned(head: EvidenceLogTreeHead): void;
  /** Resolves once every token under way is stored or given up (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * What an authority stamps for a tree head: SHA-256 over the UTF-8 bytes of
 * treeHeadSigningText(head), the same text the server's Ed25519 signature covers
 * ("redzone-evidence-log-head-v1", tree size, root hash, timestamp and key id, one per line, no
 * final newline). Anyone holding the head recomputes it: the token then shows the head existed
 * no later than the authority's time, whatever the server's own `timestamp` says.
 */
export function headImprint(head: Omit<EvidenceLogTreeHead, 'signature'>): string {
  return createHash('sha256').update(treeHeadSigningText(head), 'utf8').digest('hex');
}

/**
 * Asks every authority of TSA_URL to countersign each signed tree head, as chain-timestamps does
 * for chain heads: signing never waits for it (a slow or absent authority costs the log nothing)
 * and a failure is logged, not thrown. A head left without a token is still a signed head.
 */
export function createHeadTimestamper(deps: {
  db: Database;
  urls: string[];
  clock: () => Date;
  log: FastifyBaseLogger;
  request?: (url: string, sha256Hex: string) => Promise<Buffer>;
}): HeadTimestamper {
  const { db, urls, clock, log, request = requestTimestamp } = deps;
  const pending = new Set<Promise<void>>();

  async function stampOne(head: EvidenceLogTreeHead, url: string): Promise<void> {
    try {
      const token = await request(url, headImprint(head));
      await insertHeadTimestamp(db, {
        treeSize: head.treeSize,
        tsaUrl: url,
        token: token.toString('base64'),
        stampedAt: clock(),
      });
    } catch (error) {
      log.warn({ err: error, treeSize: head.treeSize, tsa: url }, 'tree head not timestamped');
    }
  }

  return {
    headSigned(head) {
      for (const url of urls) {
        const work = stampOne(head, url).finally(() => pending.delete(work));
        pending.add(work);
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
