import { chainGenesis, chainNext } from '@redzone/contract';
import type { Database } from '../../db/database';
import { EncryptedTake } from '../../platform/evidence/encrypted-take';
import { sha256HexNow } from '../../platform/evidence/sha256';
import type { FootageStore } from '../../platform/footage-store/footage-store';
import { sealContext } from './append-chunk';
import { findAllRecordingIds, setChunkStoredSha256 } from './footage-copy.queries';
import { findChunksCovering, findRecordingById } from './recordings.queries';

export interface FootageCopyReport {
  takes: number;
  chunks: number;
  bytes: number;
  /** What does not check out, one sentence each; empty when the copy is whole. */
  problems: string[];
}

/**
 * Copies every take's sealed chunks from DATA_DIR/recordings into the bucket, as they are (the
 * same ciphertext, so the signed acks still name it), after checking that each opens with the
 * recording key, hashes as received and adds up to the take's chain; then checks that the bucket
 * lists them all. Run again, it puts the same objects again. Nothing is deleted from the disk.
 */
export async function copyFootageToBucket(deps: {
  db: Database;
  key: Buffer;
  from: FootageStore;
  to: FootageStore;
  onTake?: (id: string, chunks: number) => void;
}): Promise<FootageCopyReport> {
  const { db, key, from, to } = deps;
  const report: FootageCopyReport = { takes: 0, chunks: 0, bytes: 0, problems: [] };
  for (const id of await findAllRecordingIds(db)) {
    const row = await findRecordingById(db, id);
    if (row === null) continue;
    const chunks =
      row.byteCount === 0 ? [] : await findChunksCovering(db, id, 0, row.byteCount - 1);
    const source = new EncryptedTake(from, id, key);
    let chain = await chainGenesis(id);
    const places = [];
    for (const chunk of chunks) {
      chain = await chainNext(chain, chunk.sha256);
      const problem = (what: string) =>
        report.problems.push(`take ${id}, chunk ${chunk.index}: ${what}`);
      const sealed = await from.getChunk(id, chunk).catch(() => null);
      if (sealed === null) {
        problem('missing from DATA_DIR/recordings');
        continue;
      }
      const storedSha256 = sha256HexNow(sealed);
      if (chunk.storedSha256 !== null && chunk.storedSha256 !== storedSha256) {
        problem('its sealed bytes differ from those acknowledged');
        continue;
      }
      const plain = await source.read(chunk, sealContext(id, chunk.index)).catch(() => null);
      if (plain === null || sha256HexNow(plain) !== chunk.sha256) {
        problem('it does not open with the recording key as it was received');
        continue;
      }
      const place = { ...chunk, storedSha256 };
      await to.putChunk(id, place, sealed);
      if (chunk.storedSha256 === null)
        await setChunkStoredSha256(db, id, chunk.index, storedSha256);
      places.push(place);
      report.chunks += 1;
      report.bytes += sealed.length;
    }
    if (chunks.length !== row.chunkCount || chain !== row.chainHash) {
      report.problems.push(`take ${id}: its chunks do not add up to its hash chain`);
    }
    for (const index of await to.missingChunks(id, places)) {
      report.problems.push(`take ${id}, chunk ${index}: not listed in the bucket after the copy`);
    }
    report.takes += 1;
    deps.onTake?.(id, chunks.length);
  }
  return report;
}
