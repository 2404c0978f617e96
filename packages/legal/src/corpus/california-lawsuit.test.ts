import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from '../engine';
import { legalRule } from '.';
import { staleTrackedRules } from './staleness';

/**
 * The staleness class: California's SB 627/805 rules stopped at February 2026 though the
 * Ninth Circuit ruled on April 22, 2026 (as the AP and Fortune reported; the opinion itself was
 * not found). Asked in words that are not in the development set.
 */
describe('California’s federal-agent lawsuit, as of its last ruling', () => {
  it('answers a federal-agent question with the April 2026 ruling and says the opinion was not read', () => {
    const answer = answerLegalQuestion({
      message: 'Do federal immigration officers in Oakland have to show a badge?',
    });
    expect(answer.summary).toMatch(/^For now federal agents in California/);
    expect(answer.summary).toMatch(/April 22, 2026/);
    expect(answer.summary).toMatch(/we have not read that opinion/);
    expect(answer.citations.map((source) => source.citation).join(' ')).toMatch(
      /No\. 26-926 \(9th Cir\. Apr\. 22, 2026\).*opinion not verified/,
    );
  });

  it('says the same in Spanish', () => {
    const answer = answerLegalQuestion({
      message: '¿Los agentes de ICE en Fresno pueden taparse la cara con máscaras?',
    });
    expect(answer.language).toBe('es');
    expect(answer.summary).toMatch(/22 de abril de 2026/);
    expect(answer.summary).toMatch(/no hemos leído esa opinión/);
  });

  it('is a tracked lawsuit rule, checked within six months of today', () => {
    const rule = legalRule('california-federal-agents-masks-and-badges');
    expect(rule.tracks).toBe('litigation');
    expect(staleTrackedRules([rule], new Date())).toEqual([]);
    expect(staleTrackedRules([rule], new Date('2027-05-28T00:00:00Z'))).toEqual([rule]);
  });
});
