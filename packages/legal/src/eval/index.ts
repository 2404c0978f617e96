import { AUDIT_CASES } from './audit-cases';
import { ENCOUNTER_CASES } from './encounter-cases';
import { IDENTIFY_CASES } from './identify-cases';
import { RECORDING_CASES } from './recording-cases';
import { SECOND_PASS_CASES } from './second-pass-cases';
import { SPANISH_CASES } from './spanish-cases';
import { THIRD_PASS_CASES } from './third-pass-cases';
import { THIRD_PASS_EVERYDAY_CASES } from './third-pass-everyday-cases';
import { THIRD_PASS_SPANISH_CASES } from './third-pass-spanish-cases';

export { evalFigures, type EvalFigures } from './answer-shape';
export { evalProblems, NEVER_SAY, type EvalCase } from './eval-case';

/** The evaluation set the default engine must pass in full. */
export const EVAL_CASES = [
  ...RECORDING_CASES,
  ...ENCOUNTER_CASES,
  ...SPANISH_CASES,
  ...AUDIT_CASES,
  ...SECOND_PASS_CASES,
  ...IDENTIFY_CASES,
  ...THIRD_PASS_CASES,
  ...THIRD_PASS_SPANISH_CASES,
  ...THIRD_PASS_EVERYDAY_CASES,
];

/**
 * The held-out sets: written from sources by someone who had not seen the engine, its corpus or
 * its tests, scored apart and never tuned to. 2026-11-27 was the measure of the second pass; the
 * third pass watched its total score (never its cases), so 2026-11-27b, written after that pass
 * by another evaluator (held-out/2026-11-27b/README.md), is the measure now. When the engine
 * changes materially again, a fresh set is written and these join the development set.
 * 2026-11-28b, the measure of the fifth pass, was opened for the sixth (its failures read as
 * classes, decision 086): it is no longer a measure. 2026-11-28c, the measure of the sixth pass,
 * was opened for the seventh (decision 092) and is no longer a measure either; 2026-11-28d, the
 * measure of the seventh pass, was opened for the eighth (decision 094); 2026-11-28e, the measure
 * of the eighth pass, was opened for the ninth (decision 103); 2026-11-29, the measure of the
 * ninth pass, was opened for the tenth (decision 107). The next one is written by another
 * evaluator who has not seen the engine.
 */
export { HELD_OUT_CASES as HELD_OUT_2026_11_27 } from './held-out/2026-11-27/index';
export { HELD_OUT_CASES as HELD_OUT_2026_11_27B } from './held-out/2026-11-27b/index';
export { HELD_OUT_CASES as HELD_OUT_2026_11_28 } from './held-out/2026-11-28/index';
export { HELD_OUT_CASES as HELD_OUT_2026_11_28B } from './held-out/2026-11-28b/index';
// Written after the sixth pass by an evaluator who saw none of the engine (its README); opened
// for the seventh pass (decision 092), its failures read as classes: no longer a measure.
export { HELD_OUT_CASES as HELD_OUT_2026_11_28C } from './held-out/2026-11-28c/index';
// Written during the seventh pass by an evaluator who saw none of the engine, nor the other sets'
// cases (its README); opened for the eighth pass (decision 094), its failures read as classes: no
// longer a measure.
export { HELD_OUT_CASES as HELD_OUT_2026_11_28D } from './held-out/2026-11-28d/index';
// Written during the eighth pass by an evaluator who saw none of the engine, nor the other sets'
// cases (its README); opened for the ninth pass (decision 103), its failures read as classes: no
// longer a measure.
export { HELD_OUT_CASES as HELD_OUT_2026_11_28E } from './held-out/2026-11-28e/index';
// Written during the ninth pass by an evaluator who saw none of the engine, nor the other sets'
// cases (its README); opened for the tenth pass (decision 107), its failures read as classes: no
// longer a measure.
export { HELD_OUT_CASES as HELD_OUT_2026_11_29 } from './held-out/2026-11-29/index';
// Written during the tenth pass by an evaluator who saw none of the engine, nor the other sets'
// cases (its README): the next measure. Never opened while it is.
export { HELD_OUT_CASES as HELD_OUT_2026_11_30 } from './held-out/2026-11-30/index';
