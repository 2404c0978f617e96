import { describe, expect, it } from 'vitest';
import {
  largestCityRows,
  agencyPlaceRows,
  recordingConsentRows,
  recordingRulingRows,
} from '../scripts/state-data.mjs';
import { RECORDING_CONSENT } from './generated/recording-consent';
import { RECORDING_RULINGS } from './generated/recording-rulings';
import { US_AGENCY_PLACES } from './generated/us-agency-places';
import { US_CITIES } from './generated/us-cities';
import { adviceConsentRule, recordingRulingsFor, stateRecordingConsent } from './state-recording';

describe('state recording data', () => {
  it('is generated from the current CSVs (run `npm run generate -w @redzone/legal` if not)', () => {
    expect(RECORDING_CONSENT).toEqual(recordingConsentRows());
    expect(US_AGENCY_PLACES).toEqual(agencyPlaceRows());
    expect(RECORDING_RULINGS).toEqual(recordingRulingRows());
    expect(US_CITIES).toEqual(largestCityRows());
  });

  it('ships the 300 largest US places, each in a state or DC', () => {
    expect(US_CITIES).toHaveLength(300);
    expect(US_CITIES.map((city) => city.rank)).toEqual(US_CITIES.map((_, i) => i + 1));
    const states = new Set(RECORDING_CONSENT.map((row) => row.code));
    for (const city of US_CITIES) expect(states.has(city.state), city.name).toBe(true);
    expect(US_CITIES.find((city) => city.name === 'Chicago')?.state).toBe('IL');
  });

  it('covers the 50 states and DC once each', () => {
    const codes = new Set(RECORDING_CONSENT.map((row) => row.code));
    expect(codes.size).toBe(51);
    expect(codes.has('DC')).toBe(true);
  });

  it('leaves out notes the data marks "verify", and shows the notes checked since', () => {
    for (const row of RECORDING_CONSENT) expect(row.note ?? '').not.toMatch(/verify/i);
    expect(stateRecordingConsent('WA')?.note).toContain(
      "Lewis v. Dep't of Licensing, 157 Wn.2d 446",
    );
    const colorado = stateRecordingConsent('CO')?.note;
    expect(colorado).toContain('HB 15-1290 (2015)');
    expect(colorado).toContain('§ 13-21-128');
    expect(colorado).not.toContain('SB 20-217');
  });

  it('never tells Montana readers that a hidden recording of police is excepted', () => {
    const montana = stateRecordingConsent('MT')?.note ?? '';
    // § 45-8-213(2)(a) exempts recordings made BY officials, not recordings OF them.
    expect(montana).not.toMatch(/recording on-duty police is excepted/i);
    expect(montana).toMatch(/recordings made BY officials/);
    expect(montana).toMatch(/hidden recording of police is not excepted/i);
    expect(montana).toContain('SB 388');
  });

  it('cites Martin v. Rollins for secret recording of police in Massachusetts, limited to police', () => {
    const massachusetts = stateRecordingConsent('MA')?.note ?? '';
    expect(massachusetts).toContain('Martin v. Rollins, 982 F.3d 813');
    expect(massachusetts).toMatch(/police officers discharging their official duties in public/);
    expect(massachusetts).not.toMatch(/government officials, incl/);
    expect(recordingRulingsFor('MA').map((r) => r.caseName)).toContain('Martin v. Rollins');
  });

  it('says Illinois punishes surreptitious recording, a Class 3 felony for an officer on duty', () => {
    const illinois = stateRecordingConsent('IL');
    expect(illinois?.note).toMatch(/surreptitious/);
    expect(illinois?.note).toContain('Class 3 felony (720 ILCS 5/14-4(b))');
    expect(illinois?.statutes).toContain('5/14-4');
  });

  it('cites the Seventh Circuit buffer-law rulings by name and number, the media case as preliminary', () => {
    const seventh = recordingRulingsFor('IN');
    const nicodemus = seventh.find((r) => r.caseName === 'Nicodemus v. City of South Bend');
    expect(nicodemus?.citation).toBe('No. 24-1099 (7th Cir. May 15, 2025)');
    const rokita = seventh.find((r) => r.caseName.endsWith('v. Rokita'));
    expect(rokita?.citation).toBe('No. 24-2927 (7th Cir. Aug. 5, 2025)');
    expect(rokita?.holding).toMatch(/preliminary injunction/);
    expect(rokita?.holding).not.toMatch(/held .* unconstitutional/);
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
