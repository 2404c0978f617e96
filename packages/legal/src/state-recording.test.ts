import { describe, expect, it } from 'vitest';
import { recordingConsentRows, recordingRulingRows } from '../scripts/state-data.mjs';
import { RECORDING_CONSENT } from './generated/recording-consent';
import { RECORDING_RULINGS } from './generated/recording-rulings';
import { adviceConsentRule, recordingRulingsFor, stateRecordingConsent } from './state-recording';

describe('state recording data', () => {
  it('is generated from the current CSVs (run `npm run generate -w @redzone/legal` if not)', () => {
    expect(RECORDING_CONSENT).toEqual(recordingConsentRows());
    expect(RECORDING_RULINGS).toEqual(recordingRulingRows());
  });

  it('covers the 50 states and DC once each', () => {
    const codes = new Set(RECORDING_CONSENT.map((row) => row.code));
    expect(codes.size).toBe(51);
    expect(codes.has('DC')).toBe(true);
  });

  it('leaves out notes the data marks "verify"', () => {
    for (const row of RECORDING_CONSENT) expect(row.note ?? '').not.toMatch(/verify/i);
    expect(stateRecordingConsent('WA')?.note).toBeUndefined();
  });

  it('finds a state by code or name and advises all-party for mixed states', () => {
    expect(stateRecordingConsent('illinois')?.code).toBe('IL');
    const oregon = stateRecordingConsent('OR');
    expect(oregon?.category).toBe('mixed');
    expect(oregon && adviceConsentRule(oregon)).toBe('all-party');
    const texas = stateRecordingConsent('TX');
    expect(texas && adviceConsentRule(texas)).toBe('one-party');
    expect(stateRecordingConsent('Atlantis')).toBeUndefined();
  });

  it('lists the circuit rulings for a state', () => {
    expect(recordingRulingsFor('IL').map((r) => r.caseName)).toContain(
      'ACLU of Illinois v. Alvarez',
    );
    expect(recordingRulingsFor('ca').map((r) => r.caseName)).toContain(
      'Fordyce v. City of Seattle',
    );
  });
});
