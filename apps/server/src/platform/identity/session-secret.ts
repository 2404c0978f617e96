import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SESSION_SECRET_BYTES, SESSION_SECRET_MIN_LENGTH } from '@redzone/contract';
import { missingSecretError } from '../../db/dependent-rows';

export const SESSION_SECRET_FILE_NAME = 'session-secret';
/** Only the server's own user may read the key that signs every session. */
const OWNER_READ_WRITE = 0o600;

/**
 * Without SESSION_SECRET the key is generated once and kept in DATA_DIR, so sessions survive a
 * restart without anyone having to invent a secret for the embedded mode.
 */
export async function loadOrCreateSessionSecret(
  dataDir: string,
  /** Whether identities exist: then a missing file is an error. */
  hasDependents: () => Promise<boolean> = async () => false,
): Promise<string> {
  const file = join(dataDir, SESSION_SECRET_FILE_NAME);
  const existing = await readSecret(file);
  if (existing !== null) return existing;
  if (await hasDependents()) {
    throw missingSecretError(
      file,
      'SESSION_SECRET',
      "signs every session anew: everyone's identity, alerts and reports are cut off from them",
    );
  }
  await mkdir(dataDir, { recursive: true });
  try {
    const secret = randomBytes(SESSION_SECRET_BYTES).toString('base64url');
    // 'wx' fails if another process wrote the file first; then its secret is the one to use.
    await writeFile(file, secret, { mode: OWNER_READ_WRITE, flag: 'wx' });
    return secret;
  } catch (error) {
    const written = await readSecret(file);
    if (written === null) throw error;
    return written;
  }
}

async function readSecret(file: string): Promise<string | null> {
  let secret: string;
  try {
    secret = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (secret.length < SESSION_SECRET_MIN_LENGTH) {
    throw new Error(
      `${file} holds fewer than ${SESSION_SECRET_MIN_LENGTH} characters; delete it to generate a new one.`,
    );
  }
  return secret;
}
