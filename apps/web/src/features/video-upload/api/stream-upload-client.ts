import {
  HomepageVideoSchema,
  sanitizeUploadFilename,
  STREAM_HEADERS,
  StreamFinalizeResponseSchema,
  StreamInitResponseSchema,
  UPLOAD_CHUNK_BYTES,
  uploadChunkCount,
} from '@redzone/contract';
import { env } from '../../../config/env';
import { apiRequest, toApiError } from '../../../lib/api-client';

export const getHomepageVideo = () =>
  apiRequest('/api/homepage-video', { schema: HomepageVideoSchema });

/** Which step failed, so the page shows the spec's message for it (P2 §8). */
export type UploadStep =
  { step: 'init' } | { step: 'chunk'; chunkNumber: number } | { step: 'finalize' };

export class StreamUploadError extends Error {
  constructor(
    readonly failed: UploadStep,
    /** The server's own words, when it gave any (a wrong token, uploads turned off). */
    readonly serverMessage: string | null,
  ) {
    super(failed.step);
    this.name = 'StreamUploadError';
  }
}

export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
  elapsedMs: number;
}

async function send(
  path: string,
  token: string,
  init: { body: BodyInit; headers?: Record<string, string>; signal?: AbortSignal },
  failed: UploadStep,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { authorization: `Bearer ${token}`, ...init.headers },
      body: init.body,
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new StreamUploadError(failed, null);
  }
  if (!response.ok) {
    const apiError = await toApiError(response);
    throw new StreamUploadError(failed, apiError.serverMessage);
  }
  return response.json();
}

/**
 * P2 §7: init, then each 256 KB slice in order (raw body, 0-based index headers), then finalize.
 * Resolves with the video's path; rejects with the step that failed.
 */
export async function uploadHomepageVideo(
  file: File,
  token: string,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ videoPath: string }> {
  const startedAt = performance.now();
  const totalChunks = uploadChunkCount(file.size);
  const { streamId } = StreamInitResponseSchema.parse(
    await send(
      '/api/stream-upload/init',
      token,
      {
        body: JSON.stringify({
          filename: sanitizeUploadFilename(file.name),
          fileSize: file.size,
          totalChunks,
        }),
        headers: { 'content-type': 'application/json' },
        signal,
      },
      { step: 'init' },
    ),
  );
  for (let index = 0; index < totalChunks; index += 1) {
    const chunk = file.slice(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES);
    await send(
      '/api/stream-upload/stream',
      token,
      {
        body: chunk,
        headers: {
          'content-type': 'application/octet-stream',
          [STREAM_HEADERS.streamId]: streamId,
          [STREAM_HEADERS.chunkIndex]: String(index),
          [STREAM_HEADERS.chunkSize]: String(chunk.size),
        },
        signal,
      },
      { step: 'chunk', chunkNumber: index + 1 },
    );
    onProgress({
      sentBytes: Math.min(file.size, (index + 1) * UPLOAD_CHUNK_BYTES),
      totalBytes: file.size,
      elapsedMs: performance.now() - startedAt,
    });
  }
  return StreamFinalizeResponseSchema.parse(
    await send(
      '/api/stream-upload/finalize',
      token,
      {
        body: JSON.stringify({ streamId }),
        headers: { 'content-type': 'application/json' },
        signal,
      },
      { step: 'finalize' },
    ),
  );
}
