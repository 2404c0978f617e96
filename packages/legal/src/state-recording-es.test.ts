import { describe, expect, it } from 'vitest';
import { ALL_RECORDING_RULINGS, RECORDING_CONSENT_STATES } from './state-recording';
import {
  circuitName,
  RULING_HOLDINGS_ES,
  rulingHoldingIn,
  spanishConsentValue,
  STATE_NOTES_ES,
  stateNoteIn,
} from './state-recording-es';

describe('state recording data in Spanish', () => {
  it('translates every consent value in the data', () => {
    const values = RECORDING_CONSENT_STATES.flatMap((s) => [s.phoneConsent, s.inPersonConsent]);
    for (const value of values) expect(spanishConsentValue(value), value).toBeDefined();
    expect(spanishConsentValue('all-party (civil)')).toBe(
      'consentimiento de todas las partes (según la ley civil)',
    );
    expect(spanishConsentValue('one-party')).toBe('consentimiento de una de las partes');
    expect(spanishConsentValue('some new value')).toBeUndefined();
  });

  it('has Spanish for the current text of every note and holding', () => {
    for (const state of RECORDING_CONSENT_STATES) {
      if (state.note === undefined) continue;
      expect(STATE_NOTES_ES[state.code]?.en, state.code).toBe(state.note);
      expect(stateNoteIn(state, 'es'), state.code).not.toBe(state.note);
    }
    for (const ruling of ALL_RECORDING_RULINGS) {
      expect(RULING_HOLDINGS_ES[ruling.caseName]?.en, ruling.caseName).toBe(ruling.holding);
      expect(rulingHoldingIn(ruling, 'es'), ruling.caseName).not.toBe(ruling.holding);
    }
  });

  it('keeps the citations inside the notes as they are', () => {
    for (const state of RECORDING_CONSENT_STATES) {
      const spanish = stateNoteIn(state, 'es') ?? '';
      for (const citation of state.note?.match(/[^\s(]+ v\. [^,:(]+|§ [\d.-]+|\d{2,}/g) ?? []) {
        expect(spanish, `${state.code}: ${citation}`).toContain(citation.trim());
      }
    }
  });

  it('shows the English, never a stale Spanish, when the data changes', () => {
    const illinois = RECORDING_CONSENT_STATES.find((s) => s.code === 'IL');
    if (!illinois) throw new Error('Illinois is missing from the data');
    const changed = { ...illinois, note: 'A new note from the next RCFP update.' };
    expect(stateNoteIn(changed, 'es')).toBe('A new note from the next RCFP update.');
  });

  it('names circuits in Spanish', () => {
    expect(circuitName('7th', 'en')).toBe('7th Circuit');
    expect(circuitName('7th', 'es')).toBe('Séptimo Circuito');
    expect(circuitName('1st', 'es')).toBe('Primer Circuito');
  });
});
