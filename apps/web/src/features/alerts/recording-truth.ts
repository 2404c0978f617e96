/**
 * What the recorder is really doing, as the page hands it over (the recorder is another
 * feature): the button and the panel say only this.
 */
export interface RecordingTruth {
  phase: 'ready' | 'starting' | 'recording' | 'saving' | 'done';
  /** When the running take started; null unless recording. */
  startedAt: number | null;
  /** The take records sound only: by choice, or because the browser gave no camera footage. */
  sound?: 'chosen' | 'noVideo' | undefined;
  /** The person pressed Stop: no take is no fault then, and the screens say so calmly. */
  stoppedOnPurpose?: boolean;
}
