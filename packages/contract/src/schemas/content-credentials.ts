import { z } from 'zod';
import { IsoDateTimeSchema, Sha256HexSchema } from './common';
import { RecordingReceiptSchema } from './recordings';

/**
 * The label of Red Zone's own C2PA assertion (C2PA 2.1 §6.2: a custom label in reverse-domain
 * form). Validators that do not know it show it as an unknown assertion; its hash is still
 * covered by the claim the server signed.
 */
export const CONTENT_CREDENTIALS_EVIDENCE_LABEL = 'org.redzone.evidence';

/** GET /api/recordings/:id/export.mp4; the server's certificate chain, PEM, for a checker. */
export const contentCredentialsExportPath = (id: string) => `/api/recordings/${id}/export.mp4`;
export const CONTENT_CREDENTIALS_CERTIFICATES_PATH = '/api/content-credentials/certificates.pem';

/**
 * What the signed MP4 says of the take it came from: the sealed receipt (chain head, counts,
 * times and the transparency-log proof it carries), every layer's chain head, and the file the
 * server sealed, so that one holding the evidence bundle can tie this MP4 to that footage.
 */
export const ContentCredentialsEvidenceSchema = z.object({
  format: z.literal('redzone-content-credentials'),
  version: z.literal(1),
  recordingId: z.string(),
  exportedAt: IsoDateTimeSchema,
  /**
   * 'embedded': the sealed MP4 itself with the manifest box inserted (and its chunk offsets moved
   * by that box's size); 'remuxed': the sealed WebM's frames copied, not re-encoded, into MP4.
   */
  packaging: z.enum(['embedded', 'remuxed']),
  original: z.object({
    mimeType: z.string(),
    byteCount: z.number().int().nonnegative(),
    sha256: Sha256HexSchema,
  }),
  receipt: RecordingReceiptSchema,
  chainHeads: z.array(
    z.object({
      layer: z.string(),
      layerId: z.string(),
      chunkCount: z.number().int().nonnegative(),
      chainHash: Sha256HexSchema,
      isSealed: z.boolean(),
    }),
  ),
});
export type ContentCredentialsEvidence = z.infer<typeof ContentCredentialsEvidenceSchema>;
