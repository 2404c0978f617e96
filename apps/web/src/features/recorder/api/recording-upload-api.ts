import {
  RECORDING_CHUNK_ENDS_AT_HEADER,
  type RecordingLayerName,
  ChunkReceiptSchema,
  type ChunkReceipt,
  type CreateEnhancedRecordingBody,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingDetailsSchema,
  type RecordingDetails,
  RecordingReceiptSchema,
  type RecordingReceipt,
  RecordingUploadStatusSchema,
  type RecordingUploadStatus,
} from '@redzone/contract';
import { env } from '../../../config/env';
import { apiRequest, toApiError } from '../../../lib/api-client';

/** The server calls the evidence uploader makes (DESIGN.md "Recording and evidence"). */
export interface RecordingUploadApi {
  start(body: {
    id: string;
    mimeType: string;
    alertId: string | null;
  }): Promise<RecordingUploadStatus>;
  status(id: string, signal?: AbortSignal): Promise<RecordingUploadStatus>;
  putChunk(
    id: string,
    index: number,
    data: Blob,
    sha256: string,
    signal?: AbortSignal,
  ): Promise<ChunkReceipt>;
  finish(id: string, body: { chunkCount: number; chainHash: string }): Promise<RecordingReceipt>;
  describe(body: CreateEnhancedRecordingBody): Promise<RecordingDetails>;
  /** The layers of a recording (sound, evidence; `full` is the recording itself). */
  startLayer(
    id: string,
    layer: RecordingLayerName,
    body: { layerId: string; mimeType: string },
  ): Promise<RecordingUploadStatus>;
  layerStatus(
    id: string,
    layer: RecordingLayerName,
    signal?: AbortSignal,
  ): Promise<RecordingUploadStatus>;
  putLayerChunk(
    id: string,
    layer: RecordingLayerName,
    chunk: { index: number; data: Blob; sha256: string; endsAtSeconds?: number },
    signal?: AbortSignal,
  ): Promise<ChunkReceipt>;
  finishLayer(
    id: string,
    layer: RecordingLayerName,
    body: { chunkCount: number; chainHash: string },
  ): Promise<RecordingReceipt>;
}

/** Raw bytes, not JSON: apiRequest only sends JSON bodies. */
async function putBytes(
  path: string,
  data: Blob,
  headers: Record<string, string>,
  signal?: AbortSignal,
) {
  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'content-type': 'application/octet-stream', ...headers },
    body: data,
    ...(signal === undefined ? {} : { signal }),
  });
  if (!response.ok) throw await toApiError(response);
  return ChunkReceiptSchema.parse(await response.json());
}

const layerPath = (id: string, layer: RecordingLayerName) =>
  `/api/recordings/${id}/layers/${layer}`;

export const recordingUploadApi: RecordingUploadApi = {
  start: (body) =>
    apiRequest('/api/recordings', { method: 'POST', body, schema: RecordingUploadStatusSchema }),
  status: (id, signal) =>
    apiRequest(`/api/recordings/${id}/upload`, {
      schema: RecordingUploadStatusSchema,
      ...(signal === undefined ? {} : { signal }),
    }),
  putChunk: (id, index, data, sha256, signal) =>
    putBytes(
      `/api/recordings/${id}/chunks/${index}`,
      data,
      { [RECORDING_CHUNK_SHA256_HEADER]: sha256 },
      signal,
    ),
  finish: (id, body) =>
    apiRequest(`/api/recordings/${id}/finish`, {
      method: 'POST',
      body,
      schema: RecordingReceiptSchema,
    }),
  describe: (body) =>
    apiRequest('/api/enhanced-recordings', {
      method: 'POST',
      body,
      schema: RecordingDetailsSchema,
    }),
  startLayer: (id, layer, body) =>
    apiRequest(layerPath(id, layer), { method: 'POST', body, schema: RecordingUploadStatusSchema }),
  layerStatus: (id, layer, signal) =>
    apiRequest(layerPath(id, layer), {
      schema: RecordingUploadStatusSchema,
      ...(signal === undefined ? {} : { signal }),
    }),
  putLayerChunk: (id, layer, { index, data, sha256, endsAtSeconds }, signal) =>
    putBytes(
      `${layerPath(id, layer)}/chunks/${index}`,
      data,
      {
        [RECORDING_CHUNK_SHA256_HEADER]: sha256,
        ...(endsAtSeconds === undefined
          ? {}
          : { [RECORDING_CHUNK_ENDS_AT_HEADER]: endsAtSeconds.toFixed(3) }),
      },
      signal,
    ),
  finishLayer: (id, layer, body) =>
    apiRequest(`${layerPath(id, layer)}/finish`, {
      method: 'POST',
      body,
      schema: RecordingReceiptSchema,
    }),
};
