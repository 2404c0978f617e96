import { z } from 'zod';
import { IsoDateTimeSchema, Sha256HexSchema } from './common';
import { RECORDING_LAYERS } from './recording-layers';

/**
 * What the server signs and publishes so that someone who does not trust it can check
 * its word (docs/decisions/055). Signatures are Ed25519 over the texts of rules/evidence-signing.ts,
 * base64url; public keys are the raw 32 bytes, base64url (RFC 8037's `x`).
 */
export const EVIDENCE_SIGNATURE_ALGORITHM = 'Ed25519';
export const EVIDENCE_KEYS_PATH = '/.well-known/redzone-evidence-keys.json';

const Base64UrlSchema = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');
export const EvidenceKeyIdSchema = z.string().regex(/^rz-ed25519-[0-9a-f]{16}$/);

/** A signed acknowledgement of one chunk of one layer, as the server answered it. */
export const EvidenceAckSchema = z.object({
  version: z.literal(1),
  /** The recording (its full layer's id). */
  recordingId: z.string(),
  layer: z.enum(RECORDING_LAYERS),
  /** The layer's own id: its hash chain starts from it (the recording's id for `full`). */
  layerId: z.string(),
  index: z.number().int().nonnegative(),
  /** SHA-256 of the chunk as recorded: the phone's value, which the server checked. */
  sha256: Sha256HexSchema,
  /** SHA-256 of the chunk as the server wrote it to disk, encrypted (AES-256-GCM record). */
  storedSha256: Sha256HexSchema,
  /** The layer's hash chain after this chunk. */
  chainHash: Sha256HexSchema,
  /** The server's clock when the chunk was on disk. */
  receivedAt: IsoDateTimeSchema,
  keyId: EvidenceKeyIdSchema,
  signature: Base64UrlSchema,
});
export type EvidenceAck = z.infer<typeof EvidenceAckSchema>;

/** One signing key with the period the server used it in; `validUntil` null: still in use. */
export const EvidenceKeySchema = z.object({
  keyId: EvidenceKeyIdSchema,
  algorithm: z.literal(EVIDENCE_SIGNATURE_ALGORITHM),
  publicKey: Base64UrlSchema,
  validFrom: IsoDateTimeSchema,
  validUntil: IsoDateTimeSchema.nullable(),
});
export type EvidenceKey = z.infer<typeof EvidenceKeySchema>;

/** GET /.well-known/redzone-evidence-keys.json: every key the server ever signed with. */
export const EvidenceKeysSchema = z.object({ keys: z.array(EvidenceKeySchema) });
export type EvidenceKeys = z.infer<typeof EvidenceKeysSchema>;
