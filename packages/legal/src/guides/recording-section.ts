import {
  adviceConsentRule,
  consentSource,
  recordingRulingsFor,
  rulingSource,
} from '../state-recording';
import type { GuideSection, StateRecordingConsent } from '../types';
import { rulesFor, section } from './compose';

/** How the state's consent rule reads to a person, from the RCFP data alone. */
export function consentPoint(state: StateRecordingConsent): string {
  const detail = `phone calls: ${state.phoneConsent}; in person: ${state.inPersonConsent}`;
  if (state.category === 'mixed') {
    return `${state.name}'s consent rule depends on the kind of conversation (${detail}). Treat it as all-party: record openly and say that you are recording.`;
  }
  return adviceConsentRule(state) === 'one-party'
    ? `${state.name} is a one-party consent state (${detail}): you may record a conversation you take part in.`
    : `${state.name} is an all-party consent state (${detail}): recording a private conversation needs everyone's consent, so record openly and say that you are recording.`;
}

export function recordingSection(state: StateRecordingConsent): GuideSection {
  const rulings = recordingRulingsFor(state.code);
  return section({
    id: 'recording',
    title: `Recording police in ${state.name}`,
    content:
      'You may film police doing their jobs in public. State law decides when recording a conversation needs consent.',
    rules: rulesFor(['recording'], state.code),
    leadPoints: [
      consentPoint(state),
      ...(state.note ? [state.note] : []),
      ...rulings.map((ruling) => `${ruling.caseName} (${ruling.circuit} Cir.): ${ruling.holding}`),
    ],
    leadSources: [consentSource(state), ...rulings.map(rulingSource)],
  });
}
