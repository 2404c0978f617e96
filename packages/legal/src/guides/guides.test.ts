import { describe, expect, it } from 'vitest';
import { RECORDING_CONSENT_STATES } from '../state-recording';
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
