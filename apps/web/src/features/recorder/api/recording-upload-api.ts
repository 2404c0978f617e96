import {
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
  status(id: string): Promise<RecordingUploadStatus>;
  putChunk(id: string, index: number, data: Blob, sha256: string): Promise<ChunkReceipt>;
  finish(id: string, body: { chunkCount: number; chainHash: string }): Promise<RecordingReceipt>;
  describe(body: CreateEnhancedRecordingBody): Promise<RecordingDetails>;
}

export const recordingUploadApi: RecordingUploadApi = {
  start: (body) =>
    apiRequest('/api/recordings', { method: 'POST', body, schema: RecordingUploadStatusSchema }),
  status: (id) =>
    apiRequest(`/api/recordings/${id}/upload`, { schema: RecordingUploadStatusSchema }),
  async putChunk(id, index, data, sha256) {
    // Raw bytes, not JSON: apiRequest only sends JSON bodies.
    const response = await fetch(`${env.apiBaseUrl}/api/recordings/${id}/chunks/${index}`, {
      method: 'PUT',
      credentials: 'include',
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: sha256,
      },
      body: data,
    });
    if (!response.ok) throw await toApiError(response);
    return ChunkReceiptSchema.parse(await response.json());
  },
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
};
