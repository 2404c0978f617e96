import { RECORDING_CONSENT } from './generated/recording-consent';
import { RECORDING_RULINGS } from './generated/recording-rulings';
import type { ConsentRule, LegalSource, RecordingRuling, StateRecordingConsent } from './types';

const byCode = new Map(RECORDING_CONSENT.map((row) => [row.code, row]));
const byName = new Map(RECORDING_CONSENT.map((row) => [row.name.toLowerCase(), row]));

/** All 50 states and DC, in the data's order. */
export const RECORDING_CONSENT_STATES = RECORDING_CONSENT;

/** A state by USPS code ("IL") or name ("Illinois"), any case; undefined when unknown. */
export function stateRecordingConsent(state: string): StateRecordingConsent | undefined {
  const key = state.trim();
  return byCode.get(key.toUpperCase()) ?? byName.get(key.toLowerCase());
}

/**
 * The rule to advise by. A "mixed" state is treated as all-party: telling someone they may record
 * without consent where one kind of recording needs everyone's is the mistake that can hurt them.
 */
export function adviceConsentRule(state: StateRecordingConsent): ConsentRule {
  return state.category === 'one-party' ? 'one-party' : 'all-party';
}

export function consentSource(state: StateRecordingConsent): LegalSource {
  return {
    title: `${state.name} recording law (RCFP guide)`,
    citation: state.statutes,
    url: state.sourceUrl,
  };
}

/** The federal appeals-court rulings on recording police that bind courts in this state. */
export function recordingRulingsFor(stateCode: string): RecordingRuling[] {
  const code = stateCode.toUpperCase();
  return RECORDING_RULINGS.filter((ruling) => ruling.states.includes(code));
}

export function rulingSource(ruling: RecordingRuling): LegalSource {
  return { title: ruling.caseName, citation: ruling.citation };
}

export const ALL_RECORDING_RULINGS = RECORDING_RULINGS;
