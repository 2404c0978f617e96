import { LEGAL_CORPUS } from '../corpus';
import { RECORDING_CONSENT_STATES, adviceConsentRule } from '../state-recording';
import { stopAndIdentifyPassage } from '../stop-and-identify';
import type { LegalLanguage, LegalTopic } from '../types';
import type { QuestionContext } from './conversation';
import { ANSWER_TEXT } from './answer-text';
import { circuitRecordingPassage, circuitsNamed } from './circuit-passage';
import { type Passage, rulePassage } from './passage';
import { appliesTo } from './retrieval';
import type { Situation } from './situations';
import { stateRecordingPassages } from './state-recording-passage';
import { notCoveredPassage } from './not-covered';
import { stateName } from './states';

// The passages where the law is a state's own: its rules of the question's topics and its rows
// of the state tables (recording consent, stop-and-identify). compose.ts never cuts them.

/** Situations whose answer depends on the state; without one the answer asks for it. */
export const STATE_DEPENDENT = new Set([
  'recording',
  'identification',
  'interference',
  'cannabis',
  'impaired-driving',
  'checkpoint',
  'juvenile',
  'time-before-judge',
  'carrying-firearm',
]);

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function allPartyStatesPassage(language: LegalLanguage): Passage {
  const strict = RECORDING_CONSENT_STATES.filter((row) => adviceConsentRule(row) === 'all-party');
  const text = ANSWER_TEXT[language];
  return {
    id: 'state-recording-all-party-list',
    title: text.allPartyTitle,
    text: text.allPartyText(strict.map((row) => row.name).join(', ')),
    sources: [
      {
        title: 'Reporters Committee for Freedom of the Press: Reporter’s Recording Guide',
        citation: 'RCFP, Reporter’s Recording Guide (state by state)',
      },
    ],
  };
}

/** The state-by-state tables an answer draws on, by what the question is about. */
interface StateTables {
  isRecording: boolean;
  isIdentification: boolean;
}

/**
 * Topics whose law is a state's own, held state by state (the tables): for a state without its
 * row, the answer says so and where that state's rule can be found, rather than let the general
 * rule pass for it (never another state's statute).
 */
const TABLE_TOPICS: Partial<Record<LegalTopic, Record<LegalLanguage, string>>> = {
  'phone-call': { en: 'phone calls after an arrest', es: 'las llamadas después de un arresto' },
  juvenile: { en: 'police questioning a minor', es: 'el interrogatorio policial de un menor' },
  'impaired-driving': {
    en: 'refusing a breath or blood test',
    es: 'negarse a una prueba de aliento o de sangre',
  },
  checkpoint: { en: 'sobriety checkpoints', es: 'los retenes de sobriedad' },
  arraignment: {
    en: 'how soon an arrested person must see a judge',
    es: 'cuándo una persona arrestada debe ver a un juez',
  },
  carrying: {
    en: 'telling an officer you carry a gun',
    es: 'decirle a un oficial que lleva un arma',
  },
  bodycam: {
    en: 'getting police body-camera video',
    es: 'obtener el video de la cámara corporal de la policía',
  },
};

function tableGapPassage(code: string, topic: LegalTopic, language: LegalLanguage): Passage[] {
  const label = TABLE_TOPICS[topic]?.[language];
  if (label === undefined) return [];
  const state = stateName(code);
  return [
    {
      id: `state-table-gap-${topic}-${code.toLowerCase()}`,
      title: ANSWER_TEXT[language].tableGapTitle(state),
      text: ANSWER_TEXT[language].tableGapText(state, label),
      sources: notCoveredPassage([code], language).sources,
    },
  ];
}

function statePassages(
  context: QuestionContext,
  topics: LegalTopic[],
  tables: StateTables,
): Passage[] {
  const { states, language } = context;
  const { cities } = context.facts;
  return states.flatMap((code) => {
    const identify = tables.isIdentification ? stopAndIdentifyPassage(code, language) : null;
    const rules = LEGAL_CORPUS.filter(
      (rule) =>
        rule.states?.includes(code) === true &&
        topics.includes(rule.topic) &&
        appliesTo(rule, [code], cities),
    );
    // A distance law answers "how close?" even in a recording question ("record from 10 feet");
    // otherwise the tables come first: their opening sentence is the direct answer for the state
    // (whether to record openly, whether to give a name), and the state's other rules add to it.
    const distance = rules.filter((rule) => rule.topic === 'interference');
    // A state's own law on recording police (New York's right to record) follows its consent
    // rule, before the federal court's rulings: it is the state's answer to the question.
    const recording = tables.isRecording ? rules.filter((rule) => rule.topic === 'recording') : [];
    const others = rules.filter(
      (rule) => rule.topic !== 'interference' && !recording.includes(rule),
    );
    const [consent, ...rulings] = tables.isRecording ? stateRecordingPassages(code, language) : [];
    const gaps = topics
      .filter((topic) => !rules.some((rule) => rule.topic === topic))
      .flatMap((topic) => tableGapPassage(code, topic, language));
    return [
      ...(identify === null ? [] : [identify]),
      ...distance.map((rule) => rulePassage(rule, language)),
      ...(consent === undefined ? [] : [consent]),
      ...recording.map((rule) => rulePassage(rule, language)),
      ...rulings,
      ...others.map((rule) => rulePassage(rule, language)),
      ...gaps,
    ];
  });
}

export function localPassages(
  situations: readonly Situation[],
  context: QuestionContext,
): Passage[] {
  const { states, language } = context;
  const isRecording = situations.some((situation) => situation.id === 'recording');
  // The table is about a stop on foot: a driver must show a license wherever the car is stopped,
  // so in a traffic stop the documents rule answers, not "no law makes you give your name". A
  // passenger is not the driver: whether they must identify is the state's law.
  const isIdentification =
    situations.some((situation) => situation.id === 'identification') &&
    (!situations.some((situation) => situation.id === 'traffic-stop') ||
      context.facts.role === 'passenger');
  // Each situation's own topic: a state's other rules come in only when retrieval ranks them.
  const primary = unique(situations.flatMap((situation) => situation.topics.slice(0, 1)));
  // A federal court the question names ("the 4th Circuit") answers before any state's rules.
  const circuits = isRecording
    ? circuitsNamed(context.query, language).map((circuit) =>
        circuitRecordingPassage(circuit, language),
      )
    : [];
  if (states.length > 0)
    return [...circuits, ...statePassages(context, primary, { isRecording, isIdentification })];
  if (circuits.length > 0) return circuits;
  const needsState = situations.some((situation) => STATE_DEPENDENT.has(situation.id));
  return needsState && isRecording ? [allPartyStatesPassage(language)] : [];
}

/** Whether the passages answer for a federal court the question named rather than a state. */
export function namesCircuit(local: readonly Passage[]): boolean {
  return local.some((passage) => passage.id.startsWith('circuit-recording-'));
}

/**
 * Whether a passage only repeats the statute of a stop-and-identify row among `local` (Texas's
 * corpus rule on § 38.02 beside Texas's row), which would say the same law twice.
 */
export function repeatsTableRow(local: readonly Passage[]): (passage: Passage) => boolean {
  const tabled = new Set(
    local
      .filter((passage) => passage.id.startsWith('stop-and-identify-'))
      .flatMap((passage) => passage.sources.map((source) => source.citation)),
  );
  return (passage) =>
    tabled.size > 0 &&
    !passage.id.startsWith('stop-and-identify-') &&
    passage.sources.every((source) => tabled.has(source.citation));
}
