import { join } from 'node:path';
import { RECORDING_KEY_BYTES } from '../../config';
import { loadOrCreateKeyFile } from '../secrets/key-file';

export const RECORDING_KEY_FILE_NAME = 'recording-key';

/** RECORDING_KEY when set, else generated once into DATA_DIR with owner-only permissions. */
export async function loadOrCreateRecordingKey(
  configured: string | null,
  dataDir: string,
): Promise<Buffer> {
  if (configured !== null) return Buffer.from(configured, 'hex');
  return loadOrCreateKeyFile(
    join(dataDir, RECORDING_KEY_FILE_NAME),
    RECORDING_KEY_BYTES,
    'makes every stored recording unreadable',
  );
}
