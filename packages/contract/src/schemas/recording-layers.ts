import { z } from 'zod';
import { Sha256HexSchema } from './common';
import { GAP_LAYER_MIME_TYPE } from './take-gaps';

/**
 * A recording's layers, in the order they go up. `sound` is the take's microphone alone (Opus at
 * about 20 kbps): what a court most often needs is what was said, and it fits almost any uplink,
 * so it goes first. `evidence` is each camera's low-resolution picture, next; `full` is today's
 * quality and follows as the uplink allows. An old client's single stream is the `full` layer;
 * recordings made before `sound` carry their sound in `evidence`. `gaps` holds no footage: one
 * line per moment the take could not record or send (take-gaps.ts), chained and signed like any
 * chunk, so a gap is told by the take itself, not guessed from missing pieces.
 */
export const RECORDING_LAYERS = ['sound', 'evidence', 'full', 'gaps'] as const;
export type RecordingLayerName = (typeof RECORDING_LAYERS)[number];

export const RecordingLayerParamsSchema = z.object({
  id: z.string().min(1).max(100),
  layer: z.enum(RECORDING_LAYERS),
});

export const RecordingLayerChunkParamsSchema = RecordingLayerParamsSchema.extend({
  index: z.coerce.number().int().nonnegative().max(10_000_000),
});

/**
 * POST /api/recordings/{id}/layers/{layer}: opens a layer. `layerId` is the recorder's own id for
 * the layer (a UUID): its hash chain starts from it, so the device can chain before any answer.
 */
export const StartRecordingLayerBodySchema = z.object({
  layerId: z.uuid(),
  mimeType: z.union([
    z
      .string()
      .trim()
      .regex(/^(video|audio)\/[\w.+-]+(;[\w =.,+-]*)?$/, 'must be a video or audio media type')
      .max(100),
    z.literal(GAP_LAYER_MIME_TYPE),
  ]),
});
export type StartRecordingLayerBody = z.infer<typeof StartRecordingLayerBodySchema>;

/** One layer as its owner sees it (GET /api/recordings/{id}). */
export const RecordingLayerSchema = z.object({
  name: z.enum(RECORDING_LAYERS),
  /** The layer's own id: its hash chain starts from it. */
  layerId: z.string(),
  mimeType: z.string(),
  byteCount: z.number().int().nonnegative(),
  chunkCount: z.number().int().nonnegative(),
  /** The recording's length once the recorder said it; null before. */
  durationSeconds: z.number().nonnegative().nullable(),
  /** Seconds of footage from the start that the server holds (from the chunks' own times). */
  securedUntilSeconds: z.number().nonnegative(),
  /** Sealed: every chunk is there and the chain was checked. */
  complete: z.boolean(),
  chainHash: Sha256HexSchema,
  /** The owner's download of this layer as one file, playable while it is still incomplete. */
  url: z.string(),
});
export type RecordingLayer = z.infer<typeof RecordingLayerSchema>;

/** The chunk's end in media time: the recorder says it, so the server can say "secured up to". */
export const RECORDING_CHUNK_ENDS_AT_HEADER = 'x-chunk-ends-at-seconds';
