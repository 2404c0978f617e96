import { EVIDENCE_KEYS_PATH, type EvidenceKeys, EvidenceKeysSchema } from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/** The server's published evidence keys: what a bundle's signatures are checked with. */
export const getEvidenceKeys = (): Promise<EvidenceKeys> =>
  apiRequest(EVIDENCE_KEYS_PATH, { schema: EvidenceKeysSchema });
