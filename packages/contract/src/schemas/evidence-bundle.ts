import { z } from 'zod';
import { IsoDateTimeSchema, Sha256HexSchema } from './common';
import { EvidenceKeyIdSchema } from './evidence';
import { EvidenceLogProofSchema } from './evidence-log';
import { RECORDING_LAYERS, type RecordingLayerName } from './recording-layers';

/**
 * An evidence bundle (GET /api/recordings/{id}/evidence-bundle) is a ZIP with every
 * file stored, not compressed, at these names. packages/verify checks one offline.
 */
export const EVIDENCE_BUNDLE_FORMAT = 'redzone-evidence-bundle';
export const BUNDLE_FILES = {
  readme: 'README.txt',
  manifest: 'manifest.json',
  keys: 'keys.json',
  custodyLog: 'custody-log.json',
  signatures: 'signatures.json',
} as const;
export const bundleAcksFile = (layer: RecordingLayerName) => `acks/${layer}.json`;

/**
 * The court kit (decision 099): papers for a lawyer, pre-filled from the manifest, in English and
 * Spanish, as text and as PDF. The server signs each as a whole file, as it signs README.txt; the
 * manifest lists the ones an export wrote, so a kit file removed, added or changed is seen.
 */
export const COURT_KIT_FILES = [
  'court-kit/declaration.en.txt',
  'court-kit/declaration.en.pdf',
  'court-kit/declaration.es.txt',
  'court-kit/declaration.es.pdf',
  'court-kit/notice-of-intent.en.txt',
  'court-kit/notice-of-intent.en.pdf',
  'court-kit/notice-of-intent.es.txt',
  'court-kit/notice-of-intent.es.pdf',
  'court-kit/lawyers-guide.en.txt',
  'court-kit/lawyers-guide.en.pdf',
  'court-kit/lawyers-guide.es.txt',
  'court-kit/lawyers-guide.es.pdf',
] as const;
export type CourtKitFile = (typeof COURT_KIT_FILES)[number];
export const COURT_KIT_DOCUMENTS = ['declaration', 'notice-of-intent', 'lawyers-guide'] as const;
export type CourtKitDocument = (typeof COURT_KIT_DOCUMENTS)[number];
export const COURT_KIT_LANGUAGES = ['en', 'es'] as const;
export type CourtKitLanguage = (typeof COURT_KIT_LANGUAGES)[number];
export const courtKitFile = (
  document: CourtKitDocument,
  language: CourtKitLanguage,
  format: 'txt' | 'pdf',
): CourtKitFile => `court-kit/${document}.${language}.${format}`;

export const ManifestChunkSchema = z.object({
  index: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  sha256: Sha256HexSchema,
  /** The server's clock when the chunk was on disk. */
  receivedAt: IsoDateTimeSchema,
});

export const ManifestLayerSchema = z.object({
  name: z.enum(RECORDING_LAYERS),
  /** Its hash chain starts from SHA-256 of "redzone-recording:<layerId>". */
  layerId: z.string(),
  /** The footage as recorded: the chunks one after another, a playable file. */
  file: z.string(),
  mimeType: z.string(),
  byteCount: z.number().int().nonnegative(),
  chunkCount: z.number().int().nonnegative(),
  chainHash: Sha256HexSchema,
  /** The phone said it sent everything and the server's chain agreed with the phone's. */
  isSealed: z.boolean(),
  finishedAt: IsoDateTimeSchema.nullable(),
  /** Media seconds held, as the phone stated them with each chunk. */
  securedUntilSeconds: z.number().nonnegative().nullable(),
  acksFile: z.string(),
  chunks: z.array(ManifestChunkSchema),
  /**
   * A sealed layer's entry in the public evidence log and its proof against a signed tree head
   * (null in the proof until a head covered it); null for a layer not sealed, or sealed before
   * the log, and absent from bundles made before it.
   */
  log: EvidenceLogProofSchema.nullable().default(null),
});
export type ManifestLayer = z.infer<typeof ManifestLayerSchema>;

/** One RFC 3161 token (DER) over a layer's chain after its first `chunkCount` chunks. */
export const ManifestTimestampSchema = z.object({
  layer: z.enum(RECORDING_LAYERS),
  file: z.string(),
  chunkCount: z.number().int().nonnegative(),
  chainHash: Sha256HexSchema,
  tsaUrl: z.string(),
});
export type ManifestTimestamp = z.infer<typeof ManifestTimestampSchema>;

export const EvidenceManifestSchema = z.object({
  format: z.literal(EVIDENCE_BUNDLE_FORMAT),
  /** 2: every file signature names this export's take and time (fileSigningText). */
  version: z.union([z.literal(1), z.literal(2)]),
  exportedAt: IsoDateTimeSchema,
  recording: z.object({
    id: z.string(),
    /** Server time the upload was opened. */
    createdAt: IsoDateTimeSchema,
    /** What the phone stated (P1 §3): not checked by the server. */
    device: z.object({
      title: z.string().nullable(),
      durationSeconds: z.number().nullable(),
      cameraType: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      location: z.string().nullable(),
    }),
  }),
  layers: z.array(ManifestLayerSchema),
  /** RFC 3161 tokens of chain heads; empty: the bundle carries no third-party time. */
  timestamps: z.array(ManifestTimestampSchema),
  /** The court kit's files this export wrote; empty in bundles made before the kit. */
  courtKit: z.array(z.enum(COURT_KIT_FILES)).default([]),
});
export type EvidenceManifest = z.infer<typeof EvidenceManifestSchema>;

/** signatures.json: the server's signature over files whose content it vouches for as a whole. */
export const BundleSignaturesSchema = z.object({
  files: z.array(
    z.object({
      name: z.string(),
      sha256: Sha256HexSchema,
      keyId: EvidenceKeyIdSchema,
      signature: z.string(),
    }),
  ),
});
export type BundleSignatures = z.infer<typeof BundleSignaturesSchema>;
