import type { Database } from '../../db/database';
import type { RecordingRow } from '../../db/schema';
import type { EncryptedTake } from '../../platform/evidence/encrypted-take';
import { StoreUnavailable } from '../../platform/footage-store/footage-store';
import { sha256HexNow } from '../../platform/evidence/sha256';
import { sealContext } from './append-chunk';
import { recordingDamaged, storeUnavailable } from './recording-errors';
import { findChunksCovering } from './recordings.queries';

/** Plain bytes of a stored take, read chunk by chunk from the footage store: never all at once. */
export function createFootageReader(deps: { db: Database; fileOf: (id: string) => EncryptedTake }) {
  const { db, fileOf } = deps;
  return function footageOf(
    row: RecordingRow,
    range: (size: number) => { start: number; end: number },
  ) {
    const { id } = row;
    const { start, end } = range(row.byteCount);
    const file = fileOf(id);
    const covering = () =>
      row.byteCount === 0 ? Promise.resolve([]) : findChunksCovering(db, id, start, end);
    /**
     * Every chunk the answer covers is read, opened and hashed before any header goes out,
     * so damaged footage is a 409 that says which chunk, not a 200 that stops mid-file. It costs a
     * second read of the range; downloads are rare and a broken file in a lawyer's hands is worse.
     * A store that does not answer is a 503: the footage may be whole, it is out of reach.
     */
    async function check(): Promise<void> {
      for (const chunk of await covering()) {
        const plain = await file
          .read(chunk, sealContext(id, chunk.index))
          .catch((error: unknown) => {
            if (error instanceof StoreUnavailable) throw storeUnavailable(error);
            return null;
          });
        if (plain === null || sha256HexNow(plain) !== chunk.sha256) {
          throw recordingDamaged(chunk.index);
        }
      }
    }
    async function* chunks(): AsyncIterable<Buffer> {
      for (const chunk of await covering()) {
        const plain = await file.read(chunk, sealContext(id, chunk.index));
        const from = Math.max(0, start - chunk.plainOffset);
        const to = Math.min(chunk.size, end + 1 - chunk.plainOffset);
        yield plain.subarray(from, to);
      }
    }
    return { totalBytes: row.byteCount, start, end, check, chunks: chunks() };
  };
}
