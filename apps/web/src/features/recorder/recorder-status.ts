import { useSyncExternalStore } from 'react';

/** P1 §4 recording: off (`ready`), starting, on, then stopping and saving, then done. */
export type RecorderPhase = 'ready' | 'starting' | 'recording' | 'saving' | 'done';

/**
 * What the recorder is really doing, for every screen (no screen may claim a recording
 * that is not happening). Small and in the first load: the shell's REC bar and Home read it before
 * the recorder's own code has arrived; only the recorder (and its start) write it.
 */
export interface RecorderStatus {
  phase: RecorderPhase;
  /** When the running take started (epoch ms); null unless a take is recording. */
  startedAt: number | null;
  /**
   * The take records sound only: `chosen` in sound-only mode, `noVideo` when the browser
   * handed over no camera footage (WebKitGTK here; known defect 2). The screens say so
   * instead of implying video.
   */
  sound?: 'chosen' | 'noVideo' | undefined;
}

export const RECORDER_IDLE: RecorderStatus = { phase: 'ready', startedAt: null };

let status: RecorderStatus = RECORDER_IDLE;
/**
 * The person stopped the last take with Stop, on purpose. Kept in memory only: after a reload,
 * a crash or a lost camera nobody knows it was meant, and the screens keep the alarm look.
 */
let stoppedOnPurpose = false;
const listeners = new Set<() => void>();

export function getRecorderStatus(): RecorderStatus {
  return status;
}

export function publishRecorderStatus(next: RecorderStatus): void {
  if (
    next.phase === status.phase &&
    next.startedAt === status.startedAt &&
    next.sound === status.sound
  ) {
    return;
  }
  status = next;
  if (next.phase === 'starting' || next.phase === 'recording') stoppedOnPurpose = false;
  for (const listener of listeners) listener();
}

/** Stop was pressed: what follows is no fault. A new take clears it. */
export function noteStoppedOnPurpose(): void {
  stoppedOnPurpose = true;
  for (const listener of listeners) listener();
}

export function useStoppedOnPurpose(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => stoppedOnPurpose,
    () => false,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecorderStatus(): RecorderStatus {
  return useSyncExternalStore(subscribe, getRecorderStatus, () => RECORDER_IDLE);
}
