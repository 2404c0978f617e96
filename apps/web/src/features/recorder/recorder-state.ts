import type { CameraFailure } from './media/camera-streams';
import type { RecorderPhase } from './recorder-status';

/**
 * P1 §4 camera permission: `idle` before anything asked, `requesting` while the browser asks,
 * then `granted` or what went wrong; `released` once the tracks are stopped.
 */
export type CameraAccess = 'idle' | 'requesting' | 'granted' | CameraFailure | 'released';

export interface SessionRecording {
  localId: string;
  /** The camera's evidence layer; null where the browser could not make one. */
  evidenceLocalId: string | null;
  /** The take's sound layer, on the front camera's line; null elsewhere or where none was made. */
  soundLocalId: string | null;
  camera: 'front' | 'back';
  /** ISO time the take started (names a saved copy). */
  startedAt: string;
}

export interface RecorderState {
  access: CameraAccess;
  front: MediaStream | null;
  back: MediaStream | null;
  /** The front stream carries a microphone track: audio can be recorded. */
  hasMicrophone: boolean;
  withAudio: boolean;
  phase: RecorderPhase;
  /** When the running take started; null unless recording. */
  startedAt: number | null;
  /** The recordings made since the recorder was last dismissed, for their upload lines. */
  recordings: SessionRecording[];
  /** Counts the times cameras were obtained; the screen's auto-start runs once for each. */
  generation: number;
  /**
   * The running take records sound only: the cameras handed over nothing (known defect 2 of
   * docs/browser-support.md), so the microphone records alone rather than nothing.
   */
  soundOnly: boolean;
  /**
   * `sound` opens the microphone alone (no camera, no camera light) and records it;
   * Profile sets the default, the recorder switches it between takes.
   */
  mode: RecorderMode;
}

export type RecorderMode = 'video' | 'sound';
