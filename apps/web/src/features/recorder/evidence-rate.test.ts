import { EVIDENCE_FRAME_RATES } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import {
  CALM_BEFORE_STEP_UP_SECONDS,
  INITIAL_EVIDENCE_RATE,
  nextEvidenceRate,
} from './evidence-rate';

const run = (lags: number[]) => lags.reduce(nextEvidenceRate, INITIAL_EVIDENCE_RATE);

describe('the evidence rate controller', () => {
  it('keeps the richest picture while the evidence keeps up', () => {
    expect(run([0.5, 0.8, 0.4, 0.6]).step).toBe(0);
  });

  it('steps down once a second while behind, down to stills and no further', () => {
    expect(run([1.9]).step).toBe(0);
    expect(run([2.5]).step).toBe(1);
    expect(run([3.5, 4]).step).toBe(2);
    expect(run(Array.from({ length: 20 }, () => 9)).step).toBe(EVIDENCE_FRAME_RATES.length - 1);
  });

  it('holds steady in between, and steps up only after a calm stretch', () => {
    const behind = run([3.5, 3.5]);
    expect(behind.step).toBe(2);
    expect(nextEvidenceRate(nextEvidenceRate(behind, 1.5), 1.5)).toEqual({
      step: 2,
      calmSeconds: 0,
    });
    let rate = behind;
    for (let second = 1; second < CALM_BEFORE_STEP_UP_SECONDS; second += 1) {
      rate = nextEvidenceRate(rate, 0.2);
      expect(rate.step).toBe(2);
    }
    rate = nextEvidenceRate(rate, 0.2);
    expect(rate).toEqual({ step: 1, calmSeconds: 0 });
  });
});
