import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHONE_DATA_KEY_BYTES } from '@redzone/contract';

export const PHONE_DATA_KEY_FILE_NAME = 'phone-data-key';
/** Only the server's own user may read the key that protects every stored number. */
const OWNER_READ_WRITE = 0o600;
const KEY_PATTERN = new RegExp(`^[0-9a-f]{${PHONE_DATA_KEY_BYTES * 2}}$`);

/**
 * The master key for phone data: PHONE_DATA_KEY when set, else generated once into DATA_DIR
 * (as the session secret is), so the embedded mode needs no setup and keeps working after a
 * restart. Losing this key makes stored numbers unreadable and pending codes unusable.
 */
export async function loadOrCreatePhoneDataKey(
  configured: string | null,
  dataDir: string,
): Promise<Buffer> {
  if (configured !== null) return Buffer.from(configured, 'hex');
  const file = join(dataDir, PHONE_DATA_KEY_FILE_NAME);
  const existing = await readKey(file);
  if (existing !== null) return existing;
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(PHONE_DATA_KEY_BYTES);
  try {
    // 'wx' fails if another process wrote the file first; then its key is the one to use.
    await writeFile(file, key.toString('hex'), { mode: OWNER_READ_WRITE, flag: 'wx' });
    return key;
  } catch (error) {
    const written = await readKey(file);
    if (written === null) throw error;
    return written;
  }
}

async function readKey(file: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim().toLowerCase();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!KEY_PATTERN.test(text)) {
    throw new Error(
      `${file} does not hold ${PHONE_DATA_KEY_BYTES * 2} hex characters. Restore it from a backup: ` +
        'deleting it makes every stored phone number unreadable.',
    );
  }
  return Buffer.from(text, 'hex');
}
