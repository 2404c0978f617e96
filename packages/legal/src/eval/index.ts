import { AUDIT_CASES } from './audit-cases';
import { ENCOUNTER_CASES } from './encounter-cases';
import { IDENTIFY_CASES } from './identify-cases';
import { RECORDING_CASES } from './recording-cases';
import { SECOND_PASS_CASES } from './second-pass-cases';
import { SPANISH_CASES } from './spanish-cases';

export { evalFigures, type EvalFigures } from './answer-shape';
export { evalProblems, NEVER_SAY, type EvalCase } from './eval-case';

/** The evaluation set the default engine must pass in full (issue 8). */
export const EVAL_CASES = [
  ...RECORDING_CASES,
  ...ENCOUNTER_CASES,
  ...SPANISH_CASES,
  ...AUDIT_CASES,
  ...SECOND_PASS_CASES,
  ...IDENTIFY_CASES,
];
