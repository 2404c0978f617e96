import { z } from 'zod';
import { IsoDateTimeSchema, Sha256HexSchema } from './common';
import { EvidenceKeyIdSchema } from './evidence';
import { RECORDING_LAYERS } from './recording-layers';

/**
 * The evidence log: every sealed layer of every take is one entry of an append-only Merkle tree
 * (RFC 9162 section 2.1, the tree of Certificate Transparency). An entry holds hashes and ids
 * only: no footage, no person, no place. The server signs a tree head every few seconds; a
 * receipt proves its entry is in a signed head, and any two heads prove the later one extends the
 * earlier, so a log that dropped, rewrote or back-dated a take is caught by whoever kept a head.
 */

/** How often at most a new tree head is signed (a head per take would be a signature per take). */
export const EVIDENCE_LOG_HEAD_INTERVAL_MS = 5_000;

/** What a log entry says of one sealed layer; its leaf is the UTF-8 of logEntryText(entry). */
export const EvidenceLogEntrySchema = z.object({
  version: z.literal(1),
  /** The recording (its full layer's id). */
  recordingId: z.string(),
  layer: z.enum(RECORDING_LAYERS),
  /** The layer's own id: its hash chain starts from it. */
  layerId: z.string(),
  chunkCount: z.number().int().nonnegative(),
  /** The layer's hash chain when it was sealed. */
  chainHash: Sha256HexSchema,
  /** The server's clock when it was sealed. */
  sealedAt: IsoDateTimeSchema,
});
export type EvidenceLogEntry = z.infer<typeof EvidenceLogEntrySchema>;

/**
 * An RFC 3161 authority's countersignature of a tree head (decision 100): the token stamps the
 * SHA-256 of the UTF-8 of treeHeadSigningText(head), the very text the server's signature covers.
 */
export const TreeHeadTimestampSchema = z.object({
  /** The authority asked (one of TSA_URL). */
  tsaUrl: z.string(),
  /** The TimeStampToken (CMS SignedData), DER, base64. */
  token: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type TreeHeadTimestamp = z.infer<typeof TreeHeadTimestampSchema>;

/** A signed tree head (RFC 9162's STH): the root of the log's first `treeSize` entries. */
export const EvidenceLogTreeHeadSchema = z.object({
  version: z.literal(1),
  treeSize: z.number().int().nonnegative(),
  rootHash: Sha256HexSchema,
  /** The server's clock when it signed. */
  timestamp: IsoDateTimeSchema,
  keyId: EvidenceKeyIdSchema,
  /** Ed25519 over treeHeadSigningText, base64url. */
  signature: z.string().regex(/^[A-Za-z0-9_-]+$/),
  /**
   * The authorities' tokens received so far (they arrive after the head is signed, so a head
   * just signed has none). Not covered by the signature: each token proves itself. Optional so
   * heads and bundles from before decision 100 still parse.
   */
  timestamps: z.array(TreeHeadTimestampSchema).optional(),
});
export type EvidenceLogTreeHead = z.infer<typeof EvidenceLogTreeHeadSchema>;

/**
 * A receipt's place in the log: the entry, its leaf, and (once a signed head covers it, within
 * a few seconds of sealing) the audit path to that head. `inclusion` is null until then.
 */
export const EvidenceLogProofSchema = z.object({
  entry: EvidenceLogEntrySchema,
  leafIndex: z.number().int().nonnegative(),
  leafHash: Sha256HexSchema,
  inclusion: z
    .object({ auditPath: z.array(Sha256HexSchema), treeHead: EvidenceLogTreeHeadSchema })
    .nullable(),
});
export type EvidenceLogProof = z.infer<typeof EvidenceLogProofSchema>;

/**
 * A log size or index as a query gives it: plain decimal digits only (no signs, exponents, hex
 * or spaces), at most what the database counts in 32 bits.
 */
const LogNumberSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a whole number written in digits')
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

/** GET /api/evidence-log/consistency: ?first=N&second=M, both sizes of signed heads (or first 0). */
export const EvidenceLogConsistencyQuerySchema = z.object({
  first: LogNumberSchema,
  second: LogNumberSchema,
});
export const EvidenceLogConsistencySchema = z.object({
  first: z.number().int().nonnegative(),
  second: z.number().int().nonnegative(),
  /** RFC 9162 section 2.1.4's PROOF(first, D[0:second]), hex. */
  proof: z.array(Sha256HexSchema),
});
export type EvidenceLogConsistency = z.infer<typeof EvidenceLogConsistencySchema>;

/** GET /api/evidence-log/inclusion: ?leafIndex=I&treeSize=N, N the size of a signed head. */
export const EvidenceLogInclusionQuerySchema = z.object({
  leafIndex: LogNumberSchema,
  treeSize: LogNumberSchema.pipe(z.number().positive()),
});
export const EvidenceLogInclusionSchema = z.object({
  leafIndex: z.number().int().nonnegative(),
  treeSize: z.number().int().positive(),
  leafHash: Sha256HexSchema,
  auditPath: z.array(Sha256HexSchema),
});
export type EvidenceLogInclusion = z.infer<typeof EvidenceLogInclusionSchema>;
