import { describe, expect, it } from 'vitest';
import { LEGAL_CORPUS } from '../corpus';
import { ALL_RECORDING_RULINGS, RECORDING_CONSENT_STATES } from '../state-recording';
import type { Guide } from '../types';
import { constitutionalRightsGuide } from './constitutional-guide';
import { restrictionsGuide } from './restrictions-guide';
import { californiaGuide, GUIDE_STATES, stateGuide } from './state-guide';

function expectCited(guide: Guide) {
  expect(guide.sections.length).toBeGreaterThan(0);
  for (const section of guide.sections) {
    expect(section.keyPoints.length, section.id).toBeGreaterThan(0);
    expect(section.citations.length, section.id).toBeGreaterThan(0);
    for (const citation of section.citations) {
      expect(citation.title.trim(), section.id).not.toBe('');
      expect(citation.citation.trim(), section.id).not.toBe('');
    }
  }
}

describe('know-your-rights guides', () => {
  it('has a cited guide for every state and DC', () => {
    expect(GUIDE_STATES).toHaveLength(51);
    for (const { code } of RECORDING_CONSENT_STATES) {
      const guide = stateGuide(code);
      expect(guide?.state).toBe(code);
      if (guide) expectCited(guide);
    }
    expect(stateGuide('Atlantis')).toBeUndefined();
  });

  it("states each state's own consent rule with its statutes", () => {
    const illinois = stateGuide('Illinois');
    const recording = illinois?.sections.find((s) => s.id === 'recording');
    expect(recording?.keyPoints[0]).toMatch(/Illinois is an all-party consent state/);
    expect(recording?.citations.map((c) => c.citation).join(' ')).toMatch(/720 ILCS/);
    expect(recording?.keyPoints.join(' ')).toMatch(/ACLU of Illinois v\. Alvarez/);

    const texas = stateGuide('TX')?.sections.find((s) => s.id === 'recording');
    expect(texas?.keyPoints[0]).toMatch(/Texas is a one-party consent state/);
    expect(texas?.keyPoints.join(' ')).toMatch(/Turner v\. Lieutenant Driver/);

    const oregon = stateGuide('OR')?.sections.find((s) => s.id === 'recording');
    expect(oregon?.keyPoints[0]).toMatch(/Treat it as all-party/);
  });

  it('opens each state guide’s street-stop section with its stop-and-identify row', () => {
    const ohio = stateGuide('OH')?.sections.find((s) => s.id === 'street-stops');
    expect(ohio?.keyPoints[0]).toMatch(/^Ohio: giving your name to police: Yes, if you are/);
    expect(ohio?.citations.map((c) => c.citation)).toContain('Ohio Rev. Code § 2921.29');
    const kentucky = stateGuide('KY', 'es')?.sections.find((s) => s.id === 'street-stops');
    expect(kentucky?.keyPoints[0]).toMatch(/no lo hemos verificado/);
  });

  it('lists Arizona’s blocked 8-foot law with the other distance laws', () => {
    const interference = restrictionsGuide().sections.find((s) => s.id === 'interference');
    expect(interference?.keyPoints.join(' ')).toMatch(/8 feet .*cannot be enforced/);
    expect(interference?.citations.map((c) => c.citation).join(' ')).toMatch(/13-3732/);
  });

  it('gives California the six sections the spec lists, with its own rules', () => {
    const guide = californiaGuide();
    expect(guide.sections.map((s) => s.id)).toEqual([
      'recording',
      'traffic-stops',
      'search-and-seizure',
      'arrest-rights',
      'reporting-misconduct',
      'legal-resources',
    ]);
    expectCited(guide);
    const cited = guide.sections.flatMap((s) => s.citations.map((c) => c.citation)).join(' ');
    expect(cited).toMatch(/2806\.5/);
  });

  it('covers the 4th, 5th, 1st and 14th Amendments with what to say', () => {
    const guide = constitutionalRightsGuide();
    expect(guide.sections.map((s) => s.id)).toEqual([
      'fourth-amendment',
      'fifth-amendment',
      'first-amendment',
      'fourteenth-amendment',
    ]);
    expectCited(guide);
    for (const id of ['fourth-amendment', 'fifth-amendment', 'first-amendment']) {
      expect(guide.sections.find((s) => s.id === id)?.sayThis.length, id).toBeGreaterThan(0);
    }
  });

  it('lists the restrictions, with California and the all-party states', () => {
    const guide = restrictionsGuide();
    const ids = guide.sections.map((s) => s.id);
    for (const id of ['recording-limits', 'interference', 'california', 'if-rights-violated']) {
      expect(ids).toContain(id);
    }
    expectCited(guide);
    const limits = guide.sections.find((s) => s.id === 'recording-limits');
    expect(limits?.keyPoints[0]).toMatch(/California/);
    expect(limits?.keyPoints[0]).not.toMatch(/Texas/);
  });
});

/** Every English sentence a guide could show: a Spanish guide must show none of them. */
const ENGLISH = [
  ...LEGAL_CORPUS.flatMap((rule) => [rule.text, ...(rule.sayThis ?? [])]),
  ...RECORDING_CONSENT_STATES.flatMap((state) => state.note ?? []),
  ...ALL_RECORDING_RULINGS.map((ruling) => ruling.holding),
  'consent state',
  'phone calls:',
  'in person:',
  'Recording police in',
];

function expectSpanish(spanish: Guide, english: Guide) {
  expectCited(spanish);
  // The same sections, each with the same sources: citations are never translated.
  expect(spanish.sections.map((s) => s.id)).toEqual(english.sections.map((s) => s.id));
  expect(spanish.sections.map((s) => s.citations)).toEqual(
    english.sections.map((s) => s.citations),
  );
  expect(spanish.title).not.toBe(english.title);
  expect(spanish.description).not.toBe(english.description);
  for (const [i, section] of spanish.sections.entries()) {
    const original = english.sections[i];
    expect(section.title, section.id).not.toBe(original?.title);
    expect(section.content, section.id).not.toBe(original?.content);
    expect(section.keyPoints.length, section.id).toBe(original?.keyPoints.length);
    const shown = [section.title, section.content, ...section.keyPoints, ...section.sayThis];
    // One assertion per text, naming what leaked: an expect per sentence made this test take
    // about 5 s (hundreds of thousands of calls), at the edge of its timeout.
    for (const text of shown) {
      expect(
        ENGLISH.filter((sentence) => text.includes(sentence)),
        `${section.id}: ${text}`,
      ).toEqual([]);
    }
  }
}

describe('know-your-rights guides in Spanish', () => {
  it('has a cited Spanish guide for every state and DC, state names as they are', () => {
    for (const { code, name } of RECORDING_CONSENT_STATES) {
      const english = stateGuide(code);
      const spanish = stateGuide(code, 'es');
      expect(spanish?.state).toBe(code);
      expect(spanish?.title).toBe(`Guía de sus derechos en ${name}`);
      if (spanish && english) expectSpanish(spanish, english);
    }
  });

  it("states Illinois's and Texas's consent rules in Spanish, with the data's values translated", () => {
    const illinois = stateGuide('IL', 'es')?.sections.find((s) => s.id === 'recording');
    expect(illinois?.title).toBe('Grabar a la policía en Illinois');
    expect(illinois?.keyPoints[0]).toBe(
      'Illinois es un estado de consentimiento de todas las partes (llamadas telefónicas: consentimiento de todas las partes; en persona: consentimiento de todas las partes): grabar una conversación privada requiere el consentimiento de todos, así que grabe abiertamente y diga que está grabando.',
    );
    expect(illinois?.keyPoints.join(' ')).toMatch(
      /ACLU of Illinois v\. Alvarez \(7th Cir\.\): Bloqueó la aplicación/,
    );
    expect(illinois?.citations.map((c) => c.citation).join(' ')).toMatch(/720 ILCS/);

    const texas = stateGuide('TX', 'es')?.sections.find((s) => s.id === 'recording');
    expect(texas?.keyPoints[0]).toBe(
      'Texas es un estado de consentimiento de una de las partes (llamadas telefónicas: consentimiento de una de las partes; en persona: consentimiento de una de las partes): puede grabar una conversación en la que usted participa.',
    );
    expect(texas?.keyPoints.join(' ')).toMatch(/Turner v\. Lieutenant Driver/);

    const oregon = stateGuide('OR', 'es')?.sections.find((s) => s.id === 'recording');
    expect(oregon?.keyPoints[0]).toMatch(/Trátela como de consentimiento de todas las partes/);
    expect(oregon?.keyPoints[0]).toMatch(/se debe informar específicamente a todos/);
  });

  it('gives California, the Constitution and the restrictions their Spanish pages', () => {
    expectSpanish(californiaGuide('es'), californiaGuide());
    expect(californiaGuide('es').title).toBe('Leyes del estado de California');
    const constitution = constitutionalRightsGuide('es');
    expectSpanish(constitution, constitutionalRightsGuide());
    expect(constitution.sections.find((s) => s.id === 'fifth-amendment')?.sayThis).toContain(
      'Estoy ejerciendo mi derecho a permanecer en silencio.',
    );
    const restrictions = restrictionsGuide('es');
    expectSpanish(restrictions, restrictionsGuide());
    const limits = restrictions.sections.find((s) => s.id === 'recording-limits');
    expect(limits?.keyPoints[0]).toMatch(
      /^Trate estos estados como de consentimiento de todas las partes .*California/,
    );
  });
});
