import { join } from 'node:path';
import { PHONE_DATA_KEY_BYTES } from '@redzone/contract';
import { loadOrCreateKeyFile } from '../secrets/key-file';

export const PHONE_DATA_KEY_FILE_NAME = 'phone-data-key';

/**
 * The master key for phone data: PHONE_DATA_KEY when set, else generated once into DATA_DIR
 * (as the session secret is). Losing this key makes stored numbers unreadable and pending codes
 * unusable.
 */
export async function loadOrCreatePhoneDataKey(
  configured: string | null,
  dataDir: string,
): Promise<Buffer> {
  if (configured !== null) return Buffer.from(configured, 'hex');
  return loadOrCreateKeyFile(
    join(dataDir, PHONE_DATA_KEY_FILE_NAME),
    PHONE_DATA_KEY_BYTES,
    'makes every stored phone number unreadable',
  );
}
