import { EVIDENCE_BACKLOG_TARGET_SECONDS, EVIDENCE_FRAME_RATES } from '@redzone/contract';

/** Seconds the evidence must stay caught up before its picture gets richer again. */
export const CALM_BEFORE_STEP_UP_SECONDS = 10;

export interface EvidenceRate {
  /** Index into EVIDENCE_FRAME_RATES: 0 is the richest picture. */
  step: number;
  /** How long the evidence has been caught up, in seconds. */
  calmSeconds: number;
}

export const INITIAL_EVIDENCE_RATE: EvidenceRate = { step: 0, calmSeconds: 0 };

/**
 * Behind by more than this, the picture gets leaner. The lag counts the fragment being recorded
 * (half a second) and the one on its way, so at the target about a second is really waiting.
 * Measured at 250 kbps: stepping down only a second later let the lag ride near 3 s and lost
 * that much when the phone was taken (docs/benchmarks.md).
 */
const STEP_DOWN_LAG_SECONDS = EVIDENCE_BACKLOG_TARGET_SECONDS;

/**
 * The rate controller, called once a second with how far the evidence layer is behind
 * (seconds recorded minus seconds the server confirmed). Behind by more than the target: fewer
 * frames a second, down to stills; the sound is never touched. Caught up for a while: one step
 * richer. Measured in Chromium, a live encoder's bitrate follows its frame rate (the picture's
 * size barely moves it), so frames a second are what the controller turns (docs/decisions/034).
 */
export function nextEvidenceRate(rate: EvidenceRate, lagSeconds: number): EvidenceRate {
  const last = EVIDENCE_FRAME_RATES.length - 1;
  // Congested: behind by more than the target plus a fragment's worth of jitter.
  if (lagSeconds > STEP_DOWN_LAG_SECONDS) {
    return { step: Math.min(last, rate.step + 1), calmSeconds: 0 };
  }
  if (lagSeconds > EVIDENCE_BACKLOG_TARGET_SECONDS / 2) return { ...rate, calmSeconds: 0 };
  const calmSeconds = rate.calmSeconds + 1;
  if (calmSeconds >= CALM_BEFORE_STEP_UP_SECONDS && rate.step > 0) {
    return { step: rate.step - 1, calmSeconds: 0 };
  }
  return { step: rate.step, calmSeconds };
}
