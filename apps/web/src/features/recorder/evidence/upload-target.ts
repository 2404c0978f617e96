import type { ChunkReceipt, RecordingReceipt, RecordingUploadStatus } from '@redzone/contract';
import type { RecordingUploadApi } from '../api/recording-upload-api';
import type { LocalRecording, StoredChunk } from './evidence-store';

/**
 * Where one local recording's chunks go: the recording itself (its full layer, the endpoints old
 * clients use) or one of its layers (sound, evidence).
 */
export interface UploadTarget {
  /** Opens the upload; answers what the server holds of it (a retried start answers the same). */
  start(): Promise<RecordingUploadStatus>;
  status(signal?: AbortSignal): Promise<RecordingUploadStatus>;
  put(chunk: StoredChunk, signal?: AbortSignal): Promise<ChunkReceipt>;
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
      status: (signal) => api.status(localId, signal),
      put: (chunk, signal) => api.putChunk(localId, chunk.index, chunk.data, chunk.sha256, signal),
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
    status: (signal) => api.layerStatus(recordingId, layer, signal),
    put: (chunk, signal) =>
      api.putLayerChunk(
        recordingId,
        layer,
        {
          index: chunk.index,
          data: chunk.data,
          sha256: chunk.sha256,
          ...(chunk.endsAtSeconds === undefined ? {} : { endsAtSeconds: chunk.endsAtSeconds }),
        },
        signal,
      ),
    finish: (body) => api.finishLayer(recordingId, layer, body),
  };
}
