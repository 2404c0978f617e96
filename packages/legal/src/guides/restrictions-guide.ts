import { adviceConsentRule, consentSource, RECORDING_CONSENT_STATES } from '../state-recording';
import type { Guide, LegalLanguage } from '../types';
import { nonEmpty, rulesFor, section, stateLimitedRules, stateOnlyRules } from './compose';

/** A rule describing a penalty: how the consequences section finds its points. */
const PENALTY = /\b(misdemeanou?r|felony|jail|prison|fine[sd]?|penalt(y|ies)|charged?)\b/i;

type SectionId =
  'recording-limits' | 'interference' | 'california' | 'consequences' | 'if-rights-violated';

interface GuideText {
  title: string;
  description: string;
  allPartyStates: (names: string) => string;
  sections: Record<SectionId, { title: string; content: string }>;
}

const TEXT: Record<LegalLanguage, GuideText> = {
  en: {
    title: 'Legal restrictions',
    description:
      'The limits on recording and on how close you may stand, what can happen if you cross them, and what to do if your rights are violated.',
    allPartyStates: (names) =>
      `Treat these as all-party consent states (everyone in a private conversation must agree to its recording): ${names}.`,
    sections: {
      'recording-limits': {
        title: 'Recording limits',
        content:
          'Filming police in public is protected, but secret audio recording of private conversations is limited in many states.',
      },
      interference: {
        title: 'Interference and buffer laws',
        content:
          'Recording is not interfering, but physically getting in the way, or ignoring a lawful order to step back, can be.',
      },
      california: {
        title: 'California specifics',
        content: 'California law on recording officers, obstruction and stops.',
      },
      consequences: {
        title: 'Consequences',
        content: 'What the law says can happen when a line is crossed.',
      },
      'if-rights-violated': {
        title: 'If your rights are violated',
        content: 'Stay calm in the moment and act afterwards, with your evidence.',
      },
    },
  },
  es: {
    title: 'Restricciones legales',
    description:
      'Los límites para grabar y para acercarse, lo que puede pasar si los cruza y qué hacer si violan sus derechos.',
    allPartyStates: (names) =>
      `Trate estos estados como de consentimiento de todas las partes (todos los participantes en una conversación privada deben aceptar que se grabe): ${names}.`,
    sections: {
      'recording-limits': {
        title: 'Límites para grabar',
        content:
          'Filmar a la policía en público está protegido, pero la grabación secreta de audio de conversaciones privadas está limitada en muchos estados.',
      },
      interference: {
        title: 'Leyes de interferencia y de zona de amortiguamiento',
        content:
          'Grabar no es interferir, pero ponerse físicamente en el camino, o ignorar una orden legal de retroceder, puede serlo.',
      },
      california: {
        title: 'Particularidades de California',
        content: 'La ley de California sobre grabar a los oficiales, la obstrucción y las paradas.',
      },
      consequences: {
        title: 'Consecuencias',
        content: 'Lo que la ley dice que puede pasar cuando se cruza un límite.',
      },
      'if-rights-violated': {
        title: 'Si violan sus derechos',
        content: 'Mantenga la calma en el momento y actúe después, con sus pruebas.',
      },
    },
  },
};

/** Spec P2 §2 /restrictions: recording limits, interference, California, consequences, actions. */
export function restrictionsGuide(language: LegalLanguage = 'en'): Guide {
  const text = TEXT[language];
  const allParty = RECORDING_CONSENT_STATES.filter((s) => adviceConsentRule(s) === 'all-party');
  const interference = rulesFor(['interference']);
  const otherStates = stateLimitedRules(['interference']).filter(
    (rule) => !rule.states?.includes('CA'),
  );
  const california = stateOnlyRules('CA', ['recording', 'interference', 'traffic-stop']);
  // Penalties are found in the English, which both languages share the rules of.
  const penalties = [...interference, ...otherStates, ...california].filter((rule) =>
    PENALTY.test(rule.text),
  );
  const part = (id: SectionId) => ({ id, language, ...text.sections[id] });
  return {
    id: 'restrictions',
    title: text.title,
    description: text.description,
    sections: nonEmpty([
      section({
        ...part('recording-limits'),
        rules: rulesFor(['recording']),
        leadPoints: [text.allPartyStates(allParty.map((s) => s.name).join(', '))],
        leadSources: allParty.map(consentSource),
      }),
      section({ ...part('interference'), rules: [...interference, ...otherStates] }),
      section({ ...part('california'), rules: california }),
      section({ ...part('consequences'), rules: penalties }),
      section({ ...part('if-rights-violated'), rules: rulesFor(['misconduct']) }),
    ]),
  };
}
