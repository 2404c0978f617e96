import { join } from 'node:path';
import { missingSecretError } from '../../db/dependent-rows';
import { loadOrCreateKeyFile } from '../secrets/key-file';
import {
  EVIDENCE_SIGNING_KEY_BYTES,
  type EvidenceSigner,
  evidenceSignerOf,
} from './evidence-signer';

export const EVIDENCE_SIGNING_KEY_FILE_NAME = 'evidence-signing-key';

/**
 * EVIDENCE_SIGNING_KEY when set, else generated once into DATA_DIR with owner-only permissions.
 * A missing file while signed acknowledgements exist is refused (as every secret data depends on): a key
 * replaced without anyone choosing to is a rotation nobody can account for. Rotation is done on
 * purpose instead (docs/evidence-keys.md).
 */
export async function loadOrCreateEvidenceSigner(
  configured: string | null,
  dataDir: string,
  hasDependents: () => Promise<boolean> = async () => false,
): Promise<EvidenceSigner> {
  if (configured !== null) return evidenceSignerOf(Buffer.from(configured, 'hex'));
  const file = join(dataDir, EVIDENCE_SIGNING_KEY_FILE_NAME);
  const loss =
    'makes the server sign with a new key nobody chose (follow docs/evidence-keys.md to rotate on purpose)';
  const seed = await loadOrCreateKeyFile(file, EVIDENCE_SIGNING_KEY_BYTES, loss, async () =>
    (await hasDependents()) ? missingSecretError(file, 'EVIDENCE_SIGNING_KEY', loss) : null,
  );
  return evidenceSignerOf(seed);
}
