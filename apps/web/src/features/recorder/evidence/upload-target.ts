import type { ChunkReceipt, RecordingReceipt, RecordingUploadStatus } from '@redzone/contract';
import type { RecordingUploadApi } from '../api/recording-upload-api';
import type { LocalRecording, StoredChunk } from './evidence-store';

/**
 * Where one local recording's chunks go: the recording itself (its full layer, the endpoints old
 * clients use) or one of its layers (sound, evidence).
 */
export interface UploadTarget {
  start(): Promise<unknown>;
  status(): Promise<RecordingUploadStatus>;
  put(chunk: StoredChunk): Promise<ChunkReceipt>;
  finish(body: { chunkCount: number; chainHash: string }): Promise<RecordingReceipt>;
}

/** The endpoints one local recording's chunks go to. */
export function uploadTargetOf(api: RecordingUploadApi, recording: LocalRecording): UploadTarget {
  const { localId } = recording;
  const layer = recording.layer ?? 'full';
  if (layer === 'full' || !recording.recordingId) {
    return {
      start: () =>
        api.start({ id: localId, mimeType: recording.mimeType, alertId: recording.alertId }),
      status: () => api.status(localId),
      put: (chunk) => api.putChunk(localId, chunk.index, chunk.data, chunk.sha256),
      finish: (body) => api.finish(localId, body),
    };
  }
  const recordingId = recording.recordingId;
  return {
    async start() {
      // The recording first (a retried start is answered with the same one), then its layer.
      // Whichever layer gets there first names the recording's container, so a sound layer
      // names its full layer's (the server keeps the first it hears).
      await api.start({
        id: recordingId,
        mimeType: recording.recordingMimeType ?? recording.mimeType,
        alertId: recording.alertId,
      });
      return api.startLayer(recordingId, layer, {
        layerId: localId,
        mimeType: recording.mimeType,
      });
    },
    status: () => api.layerStatus(recordingId, layer),
    put: (chunk) =>
      api.putLayerChunk(recordingId, layer, {
        index: chunk.index,
        data: chunk.data,
        sha256: chunk.sha256,
        ...(chunk.endsAtSeconds === undefined ? {} : { endsAtSeconds: chunk.endsAtSeconds }),
      }),
    finish: (body) => api.finishLayer(recordingId, layer, body),
  };
}
