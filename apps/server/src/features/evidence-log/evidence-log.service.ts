import {
  type EvidenceLogEntry,
  EvidenceLogEntrySchema,
  type EvidenceLogInclusion,
  type EvidenceLogProof,
  type EvidenceLogTreeHead,
  logEntryText,
  treeHeadSigningText,
} from '@redzone/contract';
import { fromHex, leafHash, toHex } from '@redzone/verify/merkle';
import type { Database } from '../../db/database';
import type {
  EvidenceLogHeadRow,
  EvidenceLogHeadTimestampRow,
  RecordingRow,
} from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { EvidenceSigner } from '../../platform/evidence/evidence-signer';
import {
  appendEntry,
  findEntriesOf,
  findHead,
  findHeadTimestamps,
  findLatestHead,
  findLeavesFrom,
  findUnloggedSealed,
  insertHead,
  lockHeads,
} from './evidence-log.queries';
import type { HeadTimestamper } from './head-timestamps';
import { MerkleTree } from './merkle-tree';

const SYNC_PAGE = 10_000;
const BACKFILL_BATCH = 500;

export interface EvidenceLog {
  /** Inside the sealing transaction: the sealed layer becomes the log's next entry. */
  append(tx: Database, sealed: RecordingRow): Promise<void>;
  /** Each logged layer's entry and its proof against the latest signed head. */
  proofsOf(layerIds: string[]): Promise<Map<string, EvidenceLogProof>>;
  latestHead(): Promise<EvidenceLogTreeHead>;
  consistency(first: number, second: number): Promise<string[]>;
  inclusion(leafIndex: number, treeSize: number): Promise<EvidenceLogInclusion>;
  /** Signs a head over entries no head covers yet; null when there are none. */
  signHead(): Promise<EvidenceLogTreeHead | null>;
}

export function entryOf(sealed: RecordingRow): EvidenceLogEntry {
  if (sealed.finishedAt === null) throw new Error(`layer ${sealed.id} is not sealed`);
  return {
    version: 1,
    recordingId: sealed.parentId ?? sealed.id,
    layer: sealed.layer,
    layerId: sealed.id,
    chunkCount: sealed.chunkCount,
    chainHash: sealed.chainHash,
    sealedAt: sealed.finishedAt.toISOString(),
  };
}

/** The entry back from its text (the text is what was hashed; the fields are read off it). */
function parseEntryText(text: string): EvidenceLogEntry {
  const [, recordingId, layer, layerId, chunkCount, chainHash, sealedAt] = text.split('\n');
  return EvidenceLogEntrySchema.parse({
    version: 1,
    recordingId,
    layer,
    layerId,
    chunkCount: Number(chunkCount),
    chainHash,
    sealedAt,
  });
}

const toHead = (
  row: EvidenceLogHeadRow,
  stamps: EvidenceLogHeadTimestampRow[],
): EvidenceLogTreeHead => ({
  version: 1,
  treeSize: row.treeSize,
  rootHash: row.rootHash,
  timestamp: row.signedAt.toISOString(),
  keyId: row.keyId,
  signature: row.signature,
  timestamps: stamps.map(({ tsaUrl, token }) => ({ tsaUrl, token })),
});

const badRange = (message: string) => new AppError(HTTP_STATUS.badRequest, 'log_range', message);

/**
 * The log as this instance sees it: the entries live in the database (the one truth across
 * instances); the tree over them is kept in memory, caught up from the database before each
 * answer, so a proof costs a few dozen hashes. Heads are signed by one instance at a time.
 */
export function createEvidenceLog(deps: {
  db: Database;
  signer: EvidenceSigner;
  clock: () => Date;
  /** Asks the authorities of TSA_URL to countersign each head signed (none in some tests). */
  timestamper?: Pick<HeadTimestamper, 'headSigned'>;
}): EvidenceLog {
  const { db, signer, clock, timestamper } = deps;
  const tree = new MerkleTree();
  let catchingUp: Promise<void> = Promise.resolve();

  /** Appends to the tree what the database holds beyond it; one catch-up at a time. */
  function catchUp(): Promise<void> {
    catchingUp = catchingUp.then(async () => {
      for (;;) {
        const leaves = await findLeavesFrom(db, tree.size, SYNC_PAGE);
        for (const leaf of leaves) {
          if (leaf.leafIndex !== tree.size) {
            throw new Error(`evidence log entry ${tree.size} is missing`);
          }
          tree.append(fromHex(leaf.leafHash) as Uint8Array);
        }
        if (leaves.length < SYNC_PAGE) return;
      }
    });
    return catchingUp;
  }

  async function signHead(): Promise<EvidenceLogTreeHead | null> {
    // Caught up before the transaction: on PGlite, one connection, a read outside it would wait
    // for it. The head covers what this instance has read, all of it committed.
    await catchUp();
    const signed = await db.transaction(async (tx) => {
      await lockHeads(tx);
      const latest = await findLatestHead(tx);
      if (latest !== null && latest.treeSize >= tree.size) return null;
      const unsigned = {
        version: 1 as const,
        treeSize: tree.size,
        rootHash: toHex(tree.root()),
        timestamp: clock().toISOString(),
        keyId: signer.keyId,
      };
      const signature = signer.sign(treeHeadSigningText(unsigned));
      await insertHead(tx, {
        treeSize: unsigned.treeSize,
        rootHash: unsigned.rootHash,
        signedAt: new Date(unsigned.timestamp),
        keyId: unsigned.keyId,
        signature,
      });
      return { ...unsigned, signature };
    });
    // After the commit: a token is stored against a head row that exists.
    if (signed !== null) timestamper?.headSigned(signed);
    return signed;
  }

  async function withStamps(row: EvidenceLogHeadRow): Promise<EvidenceLogTreeHead> {
    return toHead(row, await findHeadTimestamps(db, row.treeSize));
  }

  return {
    async append(tx, sealed) {
      const text = logEntryText(entryOf(sealed));
      await appendEntry(tx, {
        layerId: sealed.id,
        entry: text,
        leafHash: toHex(leafHash(new TextEncoder().encode(text))),
        loggedAt: clock(),
      });
    },

    async proofsOf(layerIds) {
      const [entries, headRow] = await Promise.all([
        findEntriesOf(db, layerIds),
        findLatestHead(db),
      ]);
      await catchUp();
      const head = headRow === null ? null : await withStamps(headRow);
      return new Map(
        entries.map((row) => {
          const covered = head !== null && row.leafIndex < head.treeSize;
          const proof: EvidenceLogProof = {
            entry: parseEntryText(row.entry),
            leafIndex: row.leafIndex,
            leafHash: row.leafHash,
            inclusion: covered
              ? {
                  auditPath: tree.inclusionProof(row.leafIndex, head.treeSize).map(toHex),
                  treeHead: head,
                }
              : null,
          };
          return [row.layerId, proof];
        }),
      );
    },

    async latestHead() {
      const row = await findLatestHead(db);
      if (row !== null) return withStamps(row);
      // The empty log's head, signed once: a verifier can start from it.
      const signed = await signHead();
      const now = await findLatestHead(db);
      if (now === null) throw new Error(`no evidence log head after signing ${String(signed)}`);
      return withStamps(now);
    },

    async consistency(first, second) {
      if (first > second) throw badRange('first must not be greater than second.');
      // Between heads someone was shown: a proof to an unsigned size proves nothing to anyone.
      for (const size of first === 0 ? [second] : [first, second]) {
        if ((await findHead(db, size)) === null) {
          throw badRange(`No signed tree head has ${size} entries.`);
        }
      }
      await catchUp();
      return tree.consistencyProof(first, second).map(toHex);
    },

    async inclusion(leafIndex, treeSize) {
      if ((await findHead(db, treeSize)) === null) {
        throw badRange(`No signed tree head has ${treeSize} entries.`);
      }
      if (leafIndex >= treeSize)
        throw badRange(`Entry ${leafIndex} is not among the first ${treeSize}.`);
      await catchUp();
      const [leaf] = await findLeavesFrom(db, leafIndex, 1);
      if (leaf === undefined) throw new Error(`evidence log entry ${leafIndex} is missing`);
      return {
        leafIndex,
        treeSize,
        leafHash: leaf.leafHash,
        auditPath: tree.inclusionProof(leafIndex, treeSize).map(toHex),
      };
    },

    signHead,
  };
}

/**
 * Logs the layers sealed before the log existed (or by a build without it), oldest seal first;
 * returns how many. Safe to run on several instances at once: a layer is logged once.
 */
export async function logSealedBefore(db: Database, log: EvidenceLog): Promise<number> {
  let logged = 0;
  for (;;) {
    const unlogged = await findUnloggedSealed(db, BACKFILL_BATCH);
    if (unlogged.length === 0) return logged;
    await db.transaction(async (tx) => {
      for (const row of unlogged) await log.append(tx, row);
    });
    logged += unlogged.length;
  }
}
