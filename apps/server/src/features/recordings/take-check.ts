import { chainGenesis, chainNext } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { RecordingRow } from '../../db/schema';
import type { EncryptedTake } from '../../platform/evidence/encrypted-take';
import { fromStore, recordingDamaged } from './recording-errors';
import { findChunksCovering } from './recordings.queries';

/**
 * Before a take is sealed: the chain its chunk records add up to is the chain the recorder
 * signed off, and the footage store holds every one of those chunks at its recorded size under
 * the hash its ack names. A store that lost a chunk after acknowledging it is named now, not when
 * a court asks for the footage. The chunks' contents are not read back: the store checked each
 * against its SHA-256 on arrival, and every read checks it again.
 */
export async function checkTakeBeforeSealing(
  db: Database,
  row: RecordingRow,
  file: EncryptedTake,
): Promise<void> {
  const chunks =
    row.byteCount === 0 ? [] : await findChunksCovering(db, row.id, 0, row.byteCount - 1);
  let chain = await chainGenesis(row.id);
  for (const [position, chunk] of chunks.entries()) {
    if (chunk.index !== position) throw recordingDamaged(position);
    chain = await chainNext(chain, chunk.sha256);
  }
  if (chunks.length !== row.chunkCount || chain !== row.chainHash) {
    throw recordingDamaged(chunks.length);
  }
  const [missing] = await fromStore(() => file.missing(chunks));
  if (missing !== undefined) throw recordingDamaged(missing);
}
