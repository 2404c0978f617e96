import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants';

/** P2 §3 "Stream upload": init. */
export const StreamInitBodySchema = z.object({
  filename: z.string().min(1).max(255),
  fileSize: z.number().int().positive().max(UPLOAD_MAX_BYTES),
  totalChunks: z.number().int().positive(),
});
export type StreamInitBody = z.infer<typeof StreamInitBodySchema>;
export const StreamInitResponseSchema = z.object({ streamId: z.string() });

/** Headers of POST /api/stream-upload/stream (one raw chunk, in order). */
export const STREAM_HEADERS = {
  streamId: 'x-stream-id',
  chunkIndex: 'x-chunk-index',
  chunkSize: 'x-chunk-size',
  chunkSha256: 'x-chunk-sha256',
} as const;

export const StreamFinalizeBodySchema = z.object({ streamId: z.string().min(1).max(100) });
export const StreamFinalizeResponseSchema = z.object({
  videoPath: z.string(),
  chainHash: z.string().optional(),
  serverTime: z.string().optional(),
});
export type StreamFinalizeResponse = z.infer<typeof StreamFinalizeResponseSchema>;

/** GET /api/stream-upload/{streamId} (DESIGN.md): how many chunks are stored, to resume. */
export const StreamStatusSchema = z.object({
  streamId: z.string(),
  chunksReceived: z.number().int().nonnegative(),
  totalChunks: z.number().int().positive(),
  finalized: z.boolean(),
});

export const HomepageVideoSchema = z.object({
  videoPath: z.string().nullable(),
  /** False when the server has no ADMIN_TOKEN: the upload page says so before anyone tries. */
  uploadsEnabled: z.boolean(),
});
export type HomepageVideo = z.infer<typeof HomepageVideoSchema>;
