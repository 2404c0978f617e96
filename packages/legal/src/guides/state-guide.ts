import { RECORDING_CONSENT_STATES, stateRecordingConsent } from '../state-recording';
import type {
  Guide,
  GuideSection,
  LegalLanguage,
  LegalTopic,
  StateRecordingConsent,
} from '../types';
import { nonEmpty, rulesFor, section } from './compose';
import { recordingSection } from './recording-section';
import { stopAndIdentifyPassage } from '../stop-and-identify';

/** The sections every state guide has after recording, in reading order, with their topics. */
const SECTION_TOPICS = {
  interference: ['interference'],
  'traffic-stops': ['traffic-stop', 'impaired-driving', 'checkpoint', 'carrying'],
  'street-stops': ['street-stop'],
  'search-and-seizure': ['search', 'cannabis'],
  'arrest-rights': ['arrest', 'arraignment', 'phone-call', 'silence', 'juvenile'],
  'reporting-misconduct': ['misconduct', 'officer-id'],
  'legal-resources': ['resources'],
} satisfies Record<string, LegalTopic[]>;
type SectionId = keyof typeof SECTION_TOPICS;
type SectionText = Record<SectionId, { title: string; content: string }>;

const TEXT = {
  en: {
    title: (name: string) => `${name} know-your-rights guide`,
    description: (name: string) =>
      `Your rights with police in ${name}: federal rights that apply everywhere, and ${name}'s own rules where they differ.`,
    californiaTitle: 'California state laws',
    sections: {
      interference: {
        title: 'Distance, buffer and interference laws',
        content:
          'Where you stand and what you do while recording can matter as much as the camera.',
      },
      'traffic-stops': {
        title: 'Traffic stops',
        content: 'What officers may ask of drivers and passengers, and what you may decline.',
      },
      'street-stops': {
        title: 'Stopped on the street',
        content: 'When officers may stop and frisk you, and when you may walk away.',
      },
      'search-and-seizure': {
        title: 'Search and seizure',
        content: 'Searches of you, your car, your home and your phone.',
      },
      'arrest-rights': {
        title: 'Arrest rights',
        content: 'If you are arrested: stay silent, ask for a lawyer, do not resist.',
      },
      'reporting-misconduct': {
        title: 'Reporting misconduct',
        content: 'How to report what happened and keep your evidence.',
      },
      'legal-resources': {
        title: 'Legal resources',
        content: 'Where to find a lawyer and trusted know-your-rights material.',
      },
    } satisfies SectionText,
  },
  es: {
    title: (name: string) => `Guía de sus derechos en ${name}`,
    description: (name: string) =>
      `Sus derechos ante la policía en ${name}: los derechos federales que se aplican en todas partes, y las reglas propias de ${name} donde son distintas.`,
    californiaTitle: 'Leyes del estado de California',
    sections: {
      interference: {
        title: 'Leyes de distancia, de zona de amortiguamiento y de interferencia',
        content: 'Dónde se coloca y qué hace mientras graba puede importar tanto como la cámara.',
      },
      'traffic-stops': {
        title: 'Paradas de tráfico',
        content:
          'Lo que los oficiales pueden pedirles a conductores y pasajeros, y lo que usted puede rechazar.',
      },
      'street-stops': {
        title: 'Paradas en la calle',
        content: 'Cuándo los oficiales pueden detenerlo y cachearlo, y cuándo puede irse.',
      },
      'search-and-seizure': {
        title: 'Registro e incautación',
        content: 'Registros de su persona, su carro, su casa y su teléfono.',
      },
      'arrest-rights': {
        title: 'Derechos en un arresto',
        content: 'Si lo arrestan: guarde silencio, pida un abogado y no se resista.',
      },
      'reporting-misconduct': {
        title: 'Denunciar la mala conducta',
        content: 'Cómo denunciar lo que pasó y conservar sus pruebas.',
      },
      'legal-resources': {
        title: 'Recursos legales',
        content: 'Dónde encontrar un abogado y material confiable sobre sus derechos.',
      },
    } satisfies SectionText,
  },
} satisfies Record<LegalLanguage, unknown>;

/** The sections every state guide has, in reading order; California's guide uses six of them. */
function stateSections(state: StateRecordingConsent, language: LegalLanguage): GuideSection[] {
  const text: SectionText = TEXT[language].sections;
  const ids = Object.keys(SECTION_TOPICS) as SectionId[];
  // The state's row of the stop-and-identify table opens "Stopped on the street".
  const identify = stopAndIdentifyPassage(state.code, language);
  const lead = (id: SectionId) =>
    id === 'street-stops' && identify !== null
      ? { leadPoints: [`${identify.title}: ${identify.text}`], leadSources: identify.sources }
      : {};
  return nonEmpty([
    recordingSection(state, language),
    ...ids.map((id) =>
      section({
        id,
        language,
        ...text[id],
        rules: rulesFor(SECTION_TOPICS[id], state.code),
        ...lead(id),
      }),
    ),
  ]);
}

/** A guide for any state or DC (code or name), in English or Spanish; undefined for anything else. */
export function stateGuide(codeOrName: string, language: LegalLanguage = 'en'): Guide | undefined {
  const state = stateRecordingConsent(codeOrName);
  if (!state) return undefined;
  return {
    id: `state-${state.code.toLowerCase()}`,
    state: state.code,
    title: TEXT[language].title(state.name),
    description: TEXT[language].description(state.name),
    sections: stateSections(state, language),
  };
}

const CALIFORNIA_SECTIONS = [
  'recording',
  'traffic-stops',
  'search-and-seizure',
  'arrest-rights',
  'reporting-misconduct',
  'legal-resources',
];

/** The California page (spec P2 §2): its six sections, California's rules included. */
export function californiaGuide(language: LegalLanguage = 'en'): Guide {
  const guide = stateGuide('CA', language);
  if (!guide) throw new Error('California is missing from the recording-consent data');
  return {
    ...guide,
    id: 'california',
    title: TEXT[language].californiaTitle,
    sections: guide.sections.filter((s) => CALIFORNIA_SECTIONS.includes(s.id)),
  };
}

/** Codes and names for a state picker: 50 states and DC. */
export const GUIDE_STATES = RECORDING_CONSENT_STATES.map(({ code, name }) => ({ code, name }));
