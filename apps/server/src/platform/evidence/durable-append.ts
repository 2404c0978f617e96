import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes `bytes` at `offset` (the length the caller's records say is valid), cutting off whatever
 * a crash left after it, and resolves only once they are on disk (fsync). A new file's directory
 * is synced too, or the file itself could vanish in a power cut.
 */
export async function appendDurably(
  path: string,
  offset: number,
  bytes: Uint8Array,
): Promise<void> {
  const isNew = offset === 0;
  if (isNew) await mkdir(dirname(path), { recursive: true });
  const handle = await open(path, isNew ? 'w' : 'r+');
  try {
    // Only a crash leaves bytes past `offset`; checking is cheaper than always truncating.
    if (!isNew && (await handle.stat()).size !== offset) await handle.truncate(offset);
    await handle.write(bytes, 0, bytes.length, offset);
    // fdatasync: the bytes and the new length reach the disk; timestamps may wait.
    await handle.datasync();
  } finally {
    await handle.close();
  }
  if (isNew) await syncDirectory(dirname(path));
}

export async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
