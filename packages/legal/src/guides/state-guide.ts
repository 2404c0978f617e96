import { RECORDING_CONSENT_STATES, stateRecordingConsent } from '../state-recording';
import type { Guide, GuideSection, StateRecordingConsent } from '../types';
import { nonEmpty, rulesFor, section } from './compose';
import { recordingSection } from './recording-section';

/** The sections every state guide has, in reading order; California's guide uses six of them. */
function stateSections(state: StateRecordingConsent): GuideSection[] {
  const code = state.code;
  return nonEmpty([
    recordingSection(state),
    section({
      id: 'interference',
      title: 'Distance, buffer and interference laws',
      content: 'Where you stand and what you do while recording can matter as much as the camera.',
      rules: rulesFor(['interference'], code),
    }),
    section({
      id: 'traffic-stops',
      title: 'Traffic stops',
      content: 'What officers may ask of drivers and passengers, and what you may decline.',
      rules: rulesFor(['traffic-stop'], code),
    }),
    section({
      id: 'street-stops',
      title: 'Stopped on the street',
      content: 'When officers may stop and frisk you, and when you may walk away.',
      rules: rulesFor(['street-stop'], code),
    }),
    section({
      id: 'search-and-seizure',
      title: 'Search and seizure',
      content: 'Searches of you, your car, your home and your phone.',
      rules: rulesFor(['search'], code),
    }),
    section({
      id: 'arrest-rights',
      title: 'Arrest rights',
      content: 'If you are arrested: stay silent, ask for a lawyer, do not resist.',
      rules: rulesFor(['arrest', 'silence'], code),
    }),
    section({
      id: 'reporting-misconduct',
      title: 'Reporting misconduct',
      content: 'How to report what happened and keep your evidence.',
      rules: rulesFor(['misconduct'], code),
    }),
    section({
      id: 'legal-resources',
      title: 'Legal resources',
      content: 'Where to find a lawyer and trusted know-your-rights material.',
      rules: rulesFor(['resources'], code),
    }),
  ]);
}

/** A guide for any state or DC (code or name); undefined for anything else. */
export function stateGuide(codeOrName: string): Guide | undefined {
  const state = stateRecordingConsent(codeOrName);
  if (!state) return undefined;
  return {
    id: `state-${state.code.toLowerCase()}`,
    state: state.code,
    title: `${state.name} know-your-rights guide`,
    description: `Your rights with police in ${state.name}: federal rights that apply everywhere, and ${state.name}'s own rules where they differ.`,
    sections: stateSections(state),
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
export function californiaGuide(): Guide {
  const guide = stateGuide('CA');
  if (!guide) throw new Error('California is missing from the recording-consent data');
  return {
    ...guide,
    id: 'california',
    title: 'California state laws',
    sections: guide.sections.filter((s) => CALIFORNIA_SECTIONS.includes(s.id)),
  };
}

/** Codes and names for a state picker: 50 states and DC. */
export const GUIDE_STATES = RECORDING_CONSENT_STATES.map(({ code, name }) => ({ code, name }));
