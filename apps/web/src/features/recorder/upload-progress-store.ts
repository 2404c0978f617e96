import { useCallback, useSyncExternalStore } from 'react';
import { evidenceUploader } from './evidence/evidence-service';
import {
  EMPTY_PROGRESS,
  type UploadProgress,
  withRecorded,
  withUploadState,
} from './upload-progress';

/**
 * Live upload progress of the recordings this page has seen, fed by the recorder (chunks
 * stored) and the uploader (chunks acknowledged, sealed, refused). The overlay and the
 * Recordings list read the same numbers.
 */
const progressById = new Map<string, UploadProgress>();
const listeners = new Set<() => void>();

function set(localId: string, next: UploadProgress): void {
  if (progressById.get(localId) === next) return;
  progressById.set(localId, next);
  for (const listener of listeners) listener();
}

function current(localId: string): UploadProgress {
  return progressById.get(localId) ?? EMPTY_PROGRESS;
}

/** The recorder stored chunk number `count` of this recording on the device. */
export function noteRecorded(localId: string, count: number): void {
  set(localId, withRecorded(current(localId), count));
}

// From the first import on: uploads resumed at start report before any screen shows them.
evidenceUploader.onState((localId, state) =>
  set(localId, withUploadState(current(localId), state)),
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The same, outside React (the recorder's rate controller reads it once a second). */
export function getUploadProgress(localId: string): UploadProgress | null {
  return progressById.get(localId) ?? null;
}

/** Progress of one recording; null when this page has heard nothing about it. */
export function useUploadProgress(localId: string): UploadProgress | null {
  const read = useCallback(() => progressById.get(localId) ?? null, [localId]);
  return useSyncExternalStore(subscribe, read, () => null);
}
