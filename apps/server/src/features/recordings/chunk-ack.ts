import { ackSigningText, type EvidenceAck, EvidenceAckSchema } from '@redzone/contract';
import type { EvidenceSigner } from '../../platform/evidence/evidence-signer';

/** The server's signed word that it holds this chunk, as it holds it, since when. */
export function signAck(
  signer: EvidenceSigner,
  fields: Omit<EvidenceAck, 'version' | 'keyId' | 'signature'>,
): EvidenceAck {
  const unsigned = { version: 1 as const, ...fields, keyId: signer.keyId };
  return { ...unsigned, signature: signer.sign(ackSigningText(unsigned)) };
}

/** The ack stored with a chunk; null for chunks stored before acks were signed. */
export function parseStoredAck(stored: string | null): EvidenceAck | null {
  return stored === null ? null : EvidenceAckSchema.parse(JSON.parse(stored));
}
