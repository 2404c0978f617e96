import { LEGAL_CORPUS } from '../corpus';
import { RECORDING_CONSENT_STATES, adviceConsentRule } from '../state-recording';
import { stopAndIdentifyPassage } from '../stop-and-identify';
import type { LegalLanguage, LegalTopic } from '../types';
import { ANSWER_TEXT } from './answer-text';
import { type Passage, rulePassage } from './passage';
import type { Situation } from './situations';
import { stateRecordingPassages } from './state-recording-passage';

// The passages where the law is a state's own: its rules of the question's topics and its rows
// of the state tables (recording consent, stop-and-identify). compose.ts never cuts them.

/** Situations whose answer depends on the state; without one the answer asks for it. */
export const STATE_DEPENDENT = new Set(['recording', 'identification', 'interference', 'cannabis']);

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

function statePassages(
  states: string[],
  topics: LegalTopic[],
  tables: StateTables,
  language: LegalLanguage,
): Passage[] {
  return states.flatMap((code) => {
    const identify = tables.isIdentification ? stopAndIdentifyPassage(code, language) : null;
    const rules = LEGAL_CORPUS.filter(
      (rule) => rule.states?.includes(code) === true && topics.includes(rule.topic),
    );
    // A distance law answers "how close?" even in a recording question ("record from 10 feet");
    // otherwise the tables come first: their opening sentence is the direct answer for the state
    // (whether to record openly, whether to give a name), and the state's other rules add to it.
    const distance = rules.filter((rule) => rule.topic === 'interference');
    const others = rules.filter((rule) => rule.topic !== 'interference');
    return [
      ...(identify === null ? [] : [identify]),
      ...distance.map((rule) => rulePassage(rule, language)),
      ...(tables.isRecording ? stateRecordingPassages(code, language) : []),
      ...others.map((rule) => rulePassage(rule, language)),
    ];
  });
}

export function localPassages(
  situations: Situation[],
  states: string[],
  language: LegalLanguage,
): Passage[] {
  const isRecording = situations.some((situation) => situation.id === 'recording');
  // The table is about a stop on foot: a driver must show a license wherever the car is stopped,
  // so in a traffic stop the documents rule answers, not "no law makes you give your name".
  const isIdentification =
    situations.some((situation) => situation.id === 'identification') &&
    !situations.some((situation) => situation.id === 'traffic-stop');
  // Each situation's own topic: a state's other rules come in only when retrieval ranks them.
  const primary = unique(situations.flatMap((situation) => situation.topics.slice(0, 1)));
  if (states.length > 0)
    return statePassages(states, primary, { isRecording, isIdentification }, language);
  const needsState = situations.some((situation) => STATE_DEPENDENT.has(situation.id));
  return needsState && isRecording ? [allPartyStatesPassage(language)] : [];
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
