import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Only the server's own user may read a key file. */
const OWNER_READ_WRITE = 0o600;

/**
 * A random key kept in a file of hex text: read when it exists, else generated once with
 * owner-only permissions, so the embedded mode needs no setup and keeps its data readable after a
 * restart. `loss` says what a missing or damaged file costs, for the error that refuses to start.
 */
export async function loadOrCreateKeyFile(
  file: string,
  bytes: number,
  loss: string,
  /** Whether data depends on the key: then a missing file is restored, never regenerated. */
  refuseToCreate: () => Promise<Error | null> = async () => null,
): Promise<Buffer> {
  const existing = await readKey(file, bytes, loss);
  if (existing !== null) return existing;
  const refusal = await refuseToCreate();
  if (refusal !== null) throw refusal;
  await mkdir(dirname(file), { recursive: true });
  const key = randomBytes(bytes);
  try {
    // 'wx' fails if another process wrote the file first; then its key is the one to use.
    await writeFile(file, key.toString('hex'), { mode: OWNER_READ_WRITE, flag: 'wx' });
    return key;
  } catch (error) {
    const written = await readKey(file, bytes, loss);
    if (written === null) throw error;
    return written;
  }
}

async function readKey(file: string, bytes: number, loss: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim().toLowerCase();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!new RegExp(`^[0-9a-f]{${bytes * 2}}$`).test(text)) {
    throw new Error(
      `${file} does not hold ${bytes * 2} hex characters. Restore it from a backup: deleting it ${loss}.`,
    );
  }
  return Buffer.from(text, 'hex');
}
