import { describe, expect, it } from 'vitest';
import { legalDisclaimer } from '../disclaimer';
import { answerLegalQuestion } from '../engine';
import { EVAL_CASES, evalFigures, evalProblems } from '.';

describe('evaluation set', () => {
  it('has at least 150 questions about at least 25 states, some of them follow-ups', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EVAL_CASES.map((c) => c.id)).size).toBe(EVAL_CASES.length);
    const states = new Set(EVAL_CASES.flatMap((c) => (c.state ? [c.state] : [])));
    expect(states.size).toBeGreaterThanOrEqual(25);
    const followUps = EVAL_CASES.filter((c) => (c.question.conversationHistory ?? []).length > 0);
    expect(followUps.length).toBeGreaterThanOrEqual(3);
  });

  it('has a third of its questions in Spanish, about several states, a follow-up among them', () => {
    const spanish = EVAL_CASES.filter((c) => c.language === 'es');
    expect(spanish.length * 3).toBeGreaterThanOrEqual(EVAL_CASES.length - 3);
    expect(new Set(spanish.flatMap((c) => (c.state ? [c.state] : []))).size).toBeGreaterThanOrEqual(
      5,
    );
    expect(spanish.some((c) => (c.question.conversationHistory ?? []).length > 0)).toBe(true);
  });

  it.each(EVAL_CASES.map((c) => [c.id, c] as const))('answers "%s" correctly', (_, evalCase) => {
    const answer = answerLegalQuestion(evalCase.question);
    expect(evalProblems(evalCase, answer), answer.response).toEqual([]);
  });

  it.each(EVAL_CASES.map((c) => [c.id, c] as const))(
    'cites sources and ends with the disclaimer for "%s"',
    (_, evalCase) => {
      const answer = answerLegalQuestion(evalCase.question);
      expect(answer.citations.length).toBeGreaterThan(0);
      for (const citation of answer.citations) {
        expect(citation.title.trim()).not.toBe('');
        expect(citation.citation.trim()).not.toBe('');
      }
      const disclaimer = legalDisclaimer(evalCase.language);
      const lines = answer.response.trimEnd().split('\n');
      expect(lines.at(-1)).toBe(disclaimer);
      expect(answer.response.split(disclaimer)).toHaveLength(2);
    },
  );

  it('passes 95% and fits answers to a stop: first part under 80 words for 90%, median under 150', () => {
    const figures = evalFigures(EVAL_CASES);
    // The targets, with the shorter whole answer; the per-case tests above hold
    // every case to passing, this the totals.
    expect(figures.passed / figures.questions, JSON.stringify(figures)).toBeGreaterThanOrEqual(
      0.95,
    );
    expect(figures.shortFirstPart, JSON.stringify(figures)).toBeGreaterThanOrEqual(0.9);
    expect(figures.medianWords, JSON.stringify(figures)).toBeLessThan(150);
  });
});
