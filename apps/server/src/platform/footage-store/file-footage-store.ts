import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { appendDurably } from '../evidence/durable-append';
import { ChunkMissing, type FootageStore } from './footage-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Footage in DATA_DIR/recordings: one file per take, its sealed chunks appended in order and
 * synced before the write resolves. The embedded default, and a shared volume's layout.
 */
export function createFileFootageStore(dir: string): FootageStore {
  const pathOf = (take: string) => join(dir, `${take}.rzv`);

  async function sizeOf(take: string): Promise<number> {
    try {
      return (await stat(pathOf(take))).size;
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
  }

  return {
    kind: 'file',

    async putChunk(take, place, sealed) {
      await appendDurably(pathOf(take), place.storedOffset, sealed);
    },

    async getChunk(take, place) {
      const sealed = Buffer.alloc(place.storedSize);
      const handle = await open(pathOf(take), 'r').catch((error: unknown) => {
        throw isMissing(error) ? new ChunkMissing(`${take} has no file`) : error;
      });
      try {
        const { bytesRead } = await handle.read(sealed, 0, place.storedSize, place.storedOffset);
        if (bytesRead !== place.storedSize) {
          throw new ChunkMissing(`${take}'s file is shorter than chunk ${place.index} needs`);
        }
      } finally {
        await handle.close();
      }
      return sealed;
    },

    async missingChunks(take, places) {
      const size = await sizeOf(take);
      return places
        .filter((place) => place.storedOffset + place.storedSize > size)
        .map((place) => place.index);
    },

    // A file system has no retention lock: what keeps a kept take is the database's word.
    async renewHold() {},

    async removeTake(take) {
      await rm(pathOf(take), { force: true });
    },

    async holdsFootage() {
      try {
        return (await readdir(dir)).length > 0;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async close() {},
  };
}
