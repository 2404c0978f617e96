import {
  adviceConsentRule,
  consentSource,
  recordingRulingsFor,
  rulingSource,
} from '../state-recording';
import { consentValueIn, rulingHoldingIn, stateNoteIn } from '../state-recording-es';
import type { GuideSection, LegalLanguage, StateRecordingConsent } from '../types';
import { rulesFor, section } from './compose';

/** How the state's consent rule reads to a person, from the RCFP data alone. */
export function consentPoint(state: StateRecordingConsent, language: LegalLanguage = 'en'): string {
  const phone = consentValueIn(state.phoneConsent, language);
  const inPerson = consentValueIn(state.inPersonConsent, language);
  const rule = state.category === 'mixed' ? 'mixed' : adviceConsentRule(state);
  const name = state.name;
  if (language === 'es') {
    const detail = `llamadas telefónicas: ${phone}; en persona: ${inPerson}`;
    return {
      mixed: `La regla de consentimiento de ${name} depende del tipo de conversación (${detail}). Trátela como de consentimiento de todas las partes: grabe abiertamente y diga que está grabando.`,
      'one-party': `${name} es un estado de consentimiento de una de las partes (${detail}): puede grabar una conversación en la que usted participa.`,
      'all-party': `${name} es un estado de consentimiento de todas las partes (${detail}): grabar una conversación privada requiere el consentimiento de todos, así que grabe abiertamente y diga que está grabando.`,
    }[rule];
  }
  const detail = `phone calls: ${phone}; in person: ${inPerson}`;
  return {
    mixed: `${name}'s consent rule depends on the kind of conversation (${detail}). Treat it as all-party: record openly and say that you are recording.`,
    'one-party': `${name} is a one-party consent state (${detail}): you may record a conversation you take part in.`,
    'all-party': `${name} is an all-party consent state (${detail}): recording a private conversation needs everyone's consent, so record openly and say that you are recording.`,
  }[rule];
}

const TEXT = {
  en: {
    title: (name: string) => `Recording police in ${name}`,
    content:
      'You may film police doing their jobs in public. State law decides when recording a conversation needs consent.',
  },
  es: {
    title: (name: string) => `Grabar a la policía en ${name}`,
    content:
      'Puede filmar a la policía mientras trabaja en público. La ley estatal decide cuándo grabar una conversación requiere consentimiento.',
  },
} satisfies Record<LegalLanguage, unknown>;

export function recordingSection(
  state: StateRecordingConsent,
  language: LegalLanguage = 'en',
): GuideSection {
  const rulings = recordingRulingsFor(state.code);
  const note = stateNoteIn(state, language);
  return section({
    id: 'recording',
    language,
    title: TEXT[language].title(state.name),
    content: TEXT[language].content,
    rules: rulesFor(['recording'], state.code),
    leadPoints: [
      consentPoint(state, language),
      ...(note === undefined ? [] : [note]),
      ...rulings.map(
        (ruling) =>
          `${ruling.caseName} (${ruling.circuit} Cir.): ${rulingHoldingIn(ruling, language)}`,
      ),
    ],
    leadSources: [consentSource(state), ...rulings.map(rulingSource)],
  });
}
