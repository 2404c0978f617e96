import {
  chainGenesis,
  chainNext,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingUploadStatusSchema,
  type RecordingUploadStatus,
  sha256Hex,
} from '@redzone/contract';
import type { App } from '../app';
import { asSession, type TestSession } from './phone-sessions';

/** Helpers for suites that upload recording evidence the way the recorder does. */

export const TEST_RECORDING_MIME_TYPE = 'video/webm;codecs=vp8,opus';

export const sha256 = (bytes: Uint8Array) => sha256Hex(bytes);

/** The chain the recorder would compute for these chunks (packages/contract rules). */
export async function chainOf(recordingId: string, chunks: Uint8Array[]): Promise<string> {
  let chain = await chainGenesis(recordingId);
  for (const chunk of chunks) chain = await chainNext(chain, await sha256Hex(chunk));
  return chain;
}

export async function startUpload(
  app: App,
  who: TestSession,
  options: { alertId?: string; id?: string } = {},
): Promise<RecordingUploadStatus> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/recordings',
    payload: {
      id: options.id,
      mimeType: TEST_RECORDING_MIME_TYPE,
      alertId: options.alertId ?? null,
    },
    ...asSession(who),
  });
  if (response.statusCode !== 201) throw new Error(`upload not started: ${response.body}`);
  return RecordingUploadStatusSchema.parse(response.json());
}

export async function putChunk(
  app: App,
  who: TestSession,
  recordingId: string,
  index: number,
  bytes: Buffer,
  options: { sha256?: string } = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/recordings/${recordingId}/chunks/${index}`,
    headers: {
      'content-type': 'application/octet-stream',
      [RECORDING_CHUNK_SHA256_HEADER]: options.sha256 ?? (await sha256Hex(bytes)),
    },
    payload: bytes,
    ...asSession(who),
  });
}

/** Sends `chunks` as indexes `from`, `from + 1`, ...; throws on the first refusal. */
export async function uploadAll(
  app: App,
  who: TestSession,
  recordingId: string,
  chunks: Buffer[],
  from = 0,
): Promise<void> {
  for (const [offset, chunk] of chunks.entries()) {
    const response = await putChunk(app, who, recordingId, from + offset, chunk);
    if (response.statusCode !== 200) throw new Error(`chunk refused: ${response.body}`);
  }
}

export async function finishUpload(
  app: App,
  who: TestSession,
  recordingId: string,
  chunks: Buffer[],
) {
  return app.inject({
    method: 'POST',
    url: `/api/recordings/${recordingId}/finish`,
    payload: { chunkCount: chunks.length, chainHash: await chainOf(recordingId, chunks) },
    ...asSession(who),
  });
}
