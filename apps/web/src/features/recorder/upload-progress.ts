import type { RecordingReceipt } from '@redzone/contract';
import type { UploadState } from './evidence/evidence-uploader';

/**
 * What the recorder says about one recording's footage, from the device's side: how much is
 * recorded (in IndexedDB), how much the server acknowledged, and whether it is sealed. Nothing
 * here is hopeful: "sent" counts chunks the server confirmed on disk.
 */
export interface UploadProgress {
  recorded: number;
  sent: number;
  /**
   * `sending`: chunks are going out; `waiting`: the last try failed (no network, server away)
   * and the uploader tries again; `sealed`: the receipt is in; `failed`: the server refused
   * for good (the footage stays on this device).
   */
  /** `empty`: nothing was recorded in it; removed here and on the server. */
  phase: 'sending' | 'waiting' | 'sealed' | 'failed' | 'empty';
  receipt: RecordingReceipt | null;
  failure: string | null;
  /** Media seconds the server holds, for a layer whose chunks say their times. */
  securedUntilSeconds: number;
}

export const EMPTY_PROGRESS: UploadProgress = {
  recorded: 0,
  sent: 0,
  phase: 'sending',
  receipt: null,
  failure: null,
  securedUntilSeconds: 0,
};

/** A chunk is in IndexedDB: `count` chunks are recorded on this device. */
export function withRecorded(progress: UploadProgress, count: number): UploadProgress {
  return count > progress.recorded ? { ...progress, recorded: count } : progress;
}

/** Folds one uploader report into what is shown. */
export function withUploadState(progress: UploadProgress, state: UploadState): UploadProgress {
  switch (state.kind) {
    case 'uploading':
      return {
        ...progress,
        phase: 'sending',
        sent: state.sent,
        recorded: Math.max(progress.recorded, state.recorded),
        failure: null,
        securedUntilSeconds: Math.max(progress.securedUntilSeconds, state.securedUntilSeconds ?? 0),
      };
    case 'waiting':
      return {
        ...progress,
        phase: 'waiting',
        sent: Math.max(progress.sent, state.sent),
        recorded: Math.max(progress.recorded, state.recorded),
      };
    case 'sealed': {
      const { receipt, chunkCount } = state.recording;
      return {
        recorded: Math.max(progress.recorded, chunkCount),
        sent: receipt?.chunkCount ?? progress.sent,
        phase: 'sealed',
        receipt,
        failure: null,
        securedUntilSeconds: progress.securedUntilSeconds,
      };
    }
    case 'empty':
      return { ...progress, phase: 'empty', failure: null };
    case 'failed':
      return {
        ...progress,
        phase: 'failed',
        recorded: Math.max(progress.recorded, state.recording.chunkCount),
        failure: state.message,
      };
  }
}

/** Chunks recorded but not yet confirmed by the server: they exist on this device only. */
export const onDeviceOnly = (progress: UploadProgress) =>
  Math.max(0, progress.recorded - progress.sent);
