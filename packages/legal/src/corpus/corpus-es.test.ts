import { describe, expect, it } from 'vitest';
import type { LegalRule } from '../types';
import { LEGAL_CORPUS, legalRule } from '.';

/**
 * The Spanish terms US legal-aid material uses, one for each English term: wherever
 * a rule's English says the first, its Spanish must say the second.
 */
const GLOSSARY: [RegExp, RegExp][] = [
  [/\bwarrant/i, /orden judicial/],
  [/probable cause/i, /causa probable/],
  [/reasonable suspicion/i, /sospecha razonable/],
  [/remain silent/i, /permanecer en silencio/],
  [/public defender/i, /defensor público/],
  [/\bconsent(s|ed|ing)?\b/i, /consentimiento/],
  [/\b(lawyer|attorney)/i, /abogad/],
  [/\bsearch/i, /registr/],
  [/\barrest/i, /arrest/],
  [/\b(detain|detention)/i, /deten/],
  [/First Amendment/, /Primera Enmienda/],
  [/Fourth Amendment/, /Cuarta Enmienda/],
  [/Fourteenth Amendment/, /Decimocuarta Enmienda/],
  [/misdemeanou?r/i, /delitos? menor(es)?/],
  [/\bfelon(y|ies)/i, /delitos? graves?/],
];

/** Statutes and bills named in a rule's text, which stay exactly as they are. */
const STATUTE = /\b(?:Penal Code|Vehicle Code) [\w.()]+|\d+ U\.S\.C\. § \d+|\b(?:AB|SB) \d+/g;

/** English and Spanish of a rule, field by field (each "what to say" line its own field). */
function pairs(rule: LegalRule): [string, string, string][] {
  return [
    ['title', rule.title, rule.es.title],
    ['text', rule.text, rule.es.text],
    ...(rule.sayThis ?? []).map((line, i): [string, string, string] => [
      `sayThis[${i}]`,
      line,
      rule.es.sayThis?.[i] ?? '',
    ]),
  ];
}

/** A text that is only one of the rule's own source titles or citations needs no translation. */
function isOnlyCitation(rule: LegalRule, text: string): boolean {
  return rule.sources.some((source) => source.title === text || source.citation === text);
}

describe('legal corpus in Spanish', () => {
  it('has Spanish for every field each rule has in English', () => {
    for (const rule of LEGAL_CORPUS) {
      expect(rule.es.title.trim(), rule.id).not.toBe('');
      expect(rule.es.text.trim(), rule.id).not.toBe('');
      expect(rule.es.sayThis?.length, rule.id).toBe(rule.sayThis?.length);
      for (const line of rule.es.sayThis ?? []) expect(line.trim(), rule.id).not.toBe('');
      expect(rule.es.keywords === undefined, rule.id).toBe(rule.keywords === undefined);
    }
  });

  it('translates every field: no Spanish is its English, unless only a citation or a name', () => {
    for (const rule of LEGAL_CORPUS) {
      for (const [field, english, spanish] of pairs(rule)) {
        if (isOnlyCitation(rule, english)) continue;
        expect(spanish, `${rule.id} ${field}`).not.toBe(english);
      }
    }
  });

  it('keeps every case name, statute and number of the English exactly', () => {
    for (const rule of LEGAL_CORPUS) {
      const cases = rule.sources
        .map((source) => source.title)
        .filter((title) => / v\. /.test(title) && rule.text.includes(title));
      const statutes = rule.text.match(STATUTE) ?? [];
      const numbers = rule.text.match(/\d+/g) ?? [];
      for (const name of [...cases, ...statutes, ...numbers]) {
        expect(rule.es.text, `${rule.id}: ${name}`).toContain(name);
      }
    }
  });

  it('uses one Spanish term for each legal term', () => {
    for (const rule of LEGAL_CORPUS) {
      for (const [field, english, spanish] of pairs(rule)) {
        for (const [term, translation] of GLOSSARY) {
          if (term.test(english)) {
            expect
              .soft(spanish, `${rule.id} ${field}: ${String(term)}`)
              .toMatch(new RegExp(translation.source, 'i'));
          }
        }
      }
    }
  });

  it('keeps Spanish texts short enough to read aloud (Spanish runs about a fifth longer)', () => {
    for (const rule of LEGAL_CORPUS) expect(rule.es.text.length, rule.id).toBeLessThan(850);
  });

  it('keeps each law rule’s dated status in Spanish, with the day of its own check', () => {
    for (const id of [
      'interference-florida-buffer',
      'interference-louisiana-buffer',
      'interference-indiana-buffer',
      'interference-tennessee-peace-act',
    ]) {
      const rule = legalRule(id);
      const date = (language: string) =>
        new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${rule.reviewed}T00:00:00Z`),
        );
      expect(rule.text).toContain(`Status as of our data (${date('en-US')})`);
      expect(rule.es.text).toContain(`Situación según nuestros datos (${date('es-US')})`);
    }
  });
});
