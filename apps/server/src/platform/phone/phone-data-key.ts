import { join } from 'node:path';
import { PHONE_DATA_KEY_BYTES } from '@redzone/contract';
import { missingSecretError } from '../../db/dependent-rows';
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
  /** Whether numbers, contacts or codes exist: then a missing file is an error. */
  hasDependents: () => Promise<boolean> = async () => false,
): Promise<Buffer> {
  if (configured !== null) return Buffer.from(configured, 'hex');
  const file = join(dataDir, PHONE_DATA_KEY_FILE_NAME);
  const loss = 'makes every stored phone number unreadable';
  return loadOrCreateKeyFile(file, PHONE_DATA_KEY_BYTES, loss, async () =>
    (await hasDependents()) ? missingSecretError(file, 'PHONE_DATA_KEY', loss) : null,
  );
}
