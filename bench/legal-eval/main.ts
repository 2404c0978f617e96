import { answerLegalQuestion } from '../../packages/legal/src/engine';
import {
  EVAL_CASES,
  type EvalCase,
  evalFigures,
  evalProblems,
  HELD_OUT_2026_11_27,
  HELD_OUT_2026_11_27B,
  HELD_OUT_2026_11_28,
  HELD_OUT_2026_11_28B,
  HELD_OUT_2026_11_28C,
  HELD_OUT_2026_11_28D,
  HELD_OUT_2026_11_28E,
  HELD_OUT_2026_11_29,
  HELD_OUT_2026_11_30,
} from '../../packages/legal/src/eval';

/**
 * The law office's figures, as docs/benchmarks.md reports them: the development set (pass rate,
 * first parts under 80 words, median whole-answer words), then the held-out set written from
 * sources by someone who never saw the engine, scored apart and by language. Fails (exit 1) when
 * the development set misses its targets: 95% passing, 90% short first parts, median under 150.
 */
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function report(name: string, cases: EvalCase[], listFailures: boolean) {
  const started = performance.now();
  const figures = evalFigures(cases);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const byLanguage = (['en', 'es'] as const)
    .map((language) => {
      const some = cases.filter((c) => (c.language ?? 'en') === language);
      return `${language} ${evalFigures(some).passed}/${some.length}`;
    })
    .join(', ');
  console.log(
    `${name}: ${figures.questions} questions (${figures.spanish} in Spanish, ${figures.states} states), ` +
      `${figures.passed} passed (${percent(figures.passed / figures.questions)}; ${byLanguage}); ` +
      `first part under 80 words ${percent(figures.shortFirstPart)} (median ${figures.medianFirstPartWords}); ` +
      `whole answer median ${figures.medianWords} words, longest ${figures.maxWords}; ${seconds} s`,
  );
  if (!listFailures) return figures;
  for (const evalCase of cases) {
    const problems = evalProblems(evalCase, answerLegalQuestion(evalCase.question));
    if (problems.length > 0) console.log(`  FAIL ${evalCase.id}: ${problems.join('; ')}`);
  }
  return figures;
}

const development = report('development set', EVAL_CASES, true);
// A held-out set's failures are not listed: the engine is never changed to pass one of them.
report('held-out set 2026-11-27 (its total guided the third pass)', HELD_OUT_2026_11_27, false);
// Opened for the fourth pass (its failures read as classes and fixed as classes): no longer a
// measure, listed like the development set.
report('set 2026-11-27b (opened for the fourth pass)', HELD_OUT_2026_11_27B, true);
// Opened for the fifth pass, as 2026-11-27b was for the fourth.
report('set 2026-11-28 (opened for the fifth pass)', HELD_OUT_2026_11_28, true);
// Opened for the sixth pass, as 2026-11-28 was for the fifth.
report('set 2026-11-28b (opened for the sixth pass)', HELD_OUT_2026_11_28B, true);
// Opened for the seventh pass, as 2026-11-28b was for the sixth.
report('set 2026-11-28c (opened for the seventh pass)', HELD_OUT_2026_11_28C, true);
// Opened for the eighth pass (decision 094), as 2026-11-28c was for the seventh.
report('set 2026-11-28d (opened for the eighth pass)', HELD_OUT_2026_11_28D, true);
// Opened for the ninth pass (decision 103), as 2026-11-28d was for the eighth.
report('set 2026-11-28e (opened for the ninth pass)', HELD_OUT_2026_11_28E, true);
// Opened for the tenth pass (decision 107), as 2026-11-28e was for the ninth.
report('set 2026-11-29 (opened for the tenth pass)', HELD_OUT_2026_11_29, true);
// Written during the tenth pass by an evaluator who saw none of the engine: the measure now. Its
// failures are never listed.
report('held-out set 2026-11-30 (the measure after the tenth pass)', HELD_OUT_2026_11_30, false);
const meets =
  development.passed / development.questions >= 0.95 &&
  development.shortFirstPart >= 0.9 &&
  development.medianWords < 150;
process.exitCode = meets ? 0 : 1;
