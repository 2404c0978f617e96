import { answerLegalQuestion } from '../engine';
import { wordCount } from '../engine/sentences';
import type { EvalCase } from './eval-case';
import { evalProblems } from './eval-case';

export interface EvalFigures {
  questions: number;
  spanish: number;
  states: number;
  passed: number;
  /** Share of answers whose first part is under 80 words. */
  shortFirstPart: number;
  medianFirstPartWords: number;
  medianWords: number;
  maxWords: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The issue-25 figures for a set of cases: how many pass, and how long the answers are. */
export function evalFigures(cases: readonly EvalCase[]): EvalFigures {
  const answers = cases.map((evalCase) => ({
    evalCase,
    answer: answerLegalQuestion(evalCase.question),
  }));
  const firstParts = answers.map(({ answer }) => wordCount(answer.summary));
  const wholes = answers.map(({ answer }) => wordCount(answer.response));
  return {
    questions: cases.length,
    spanish: cases.filter((c) => c.language === 'es').length,
    states: new Set(cases.flatMap((c) => (c.state ? [c.state] : []))).size,
    passed: answers.filter(({ evalCase, answer }) => evalProblems(evalCase, answer).length === 0)
      .length,
    shortFirstPart: firstParts.filter((words) => words < 80).length / cases.length,
    medianFirstPartWords: median(firstParts),
    medianWords: median(wholes),
    maxWords: Math.max(...wholes),
  };
}
