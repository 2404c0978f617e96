import { join } from 'node:path';
import { RECORDING_KEY_BYTES } from '../../config';
import { missingSecretError } from '../../db/dependent-rows';
import { loadOrCreateKeyFile } from '../secrets/key-file';

export const RECORDING_KEY_FILE_NAME = 'recording-key';

/** RECORDING_KEY when set, else generated once into DATA_DIR with owner-only permissions. */
export async function loadOrCreateRecordingKey(
  configured: string | null,
  dataDir: string,
  /** Whether recordings exist: then a missing file is an error. */
  hasDependents: () => Promise<boolean> = async () => false,
): Promise<Buffer> {
  if (configured !== null) return Buffer.from(configured, 'hex');
  const file = join(dataDir, RECORDING_KEY_FILE_NAME);
  const loss = 'makes every stored recording unreadable';
  return loadOrCreateKeyFile(file, RECORDING_KEY_BYTES, loss, async () =>
    (await hasDependents()) ? missingSecretError(file, 'RECORDING_KEY', loss) : null,
  );
}
