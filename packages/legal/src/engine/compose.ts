import { LEGAL_CORPUS, legalRule } from '../corpus';
import { withDisclaimer } from '../disclaimer';
import { RECORDING_CONSENT_STATES, adviceConsentRule } from '../state-recording';
import type { LegalSource, LegalTopic } from '../types';
import { type LegalQuestion, type QuestionContext, resolveQuestion } from './conversation';
import type { Passage } from './passage';
import { appliesTo, searchRules } from './retrieval';
import { GENERAL_SITUATION, type Situation, situationForTopic } from './situations';
import { stateRecordingPassages } from './state-recording-passage';
import { stateName } from './states';

export interface LegalAnswer {
  /** The answer text; its last line is always LEGAL_DISCLAIMER. */
  response: string;
  /** Every source the answer's passages rest on; never empty. */
  citations: LegalSource[];
  /** What the answer was composed from, for a model that rewrites it (apps/server llm). */
  passages: Passage[];
  /** The states (USPS codes) the answer is about; empty when none is known. */
  states: string[];
}

/** The best-matching rules that open the answer, and how close to the best one they must score. */
const LEAD_HITS = 3;
const LEAD_RELATIVE_SCORE = 0.4;
/** Further matches that may fill the answer once the core rules are in. */
const EXTRA_RELATIVE_SCORE = 0.3;
/** After the lead and the state's own rules, rules are added up to this many passages. */
const MAX_PASSAGES = 6;
const MAX_SAY_THIS = 3;

/** Situations whose answer depends on the state; without one the answer asks for it. */
const STATE_DEPENDENT = new Set(['recording', 'identification', 'interference']);

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function allPartyStatesPassage(): Passage {
  const strict = RECORDING_CONSENT_STATES.filter((row) => adviceConsentRule(row) === 'all-party');
  return {
    id: 'state-recording-all-party-list',
    title: 'States that need everyone’s consent',
    text: `States differ on audio recording. In our data these states require everyone’s consent for at least some conversations, or have unsettled rules we treat that way, so record openly there: ${strict.map((row) => row.name).join(', ')}. Tell me your state for its exact rule.`,
    sources: [
      {
        title: 'Reporters Committee for Freedom of the Press: Reporter’s Recording Guide',
        citation: 'RCFP, Reporter’s Recording Guide (state by state)',
      },
    ],
  };
}

function statePassages(states: string[], topics: LegalTopic[], isRecording: boolean): Passage[] {
  return states.flatMap((code) => [
    ...LEGAL_CORPUS.filter(
      (rule) => rule.states?.includes(code) === true && topics.includes(rule.topic),
    ),
    ...(isRecording ? stateRecordingPassages(code) : []),
  ]);
}

function localPassages(situations: Situation[], states: string[]): Passage[] {
  const isRecording = situations.some((situation) => situation.id === 'recording');
  // Each situation's own topic: a state's other rules come in only when retrieval ranks them.
  const primary = unique(situations.flatMap((situation) => situation.topics.slice(0, 1)));
  if (states.length > 0) return statePassages(states, primary, isRecording);
  const needsState = situations.some((situation) => STATE_DEPENDENT.has(situation.id));
  return needsState && isRecording ? [allPartyStatesPassage()] : [];
}

/** Each situation's core rules, taken in turns so every situation gets its first one early. */
function corePassages(situations: Situation[], states: string[]): Passage[] {
  const rounds = Math.max(0, ...situations.map((situation) => situation.core.length));
  const passages: Passage[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const situation of situations) {
      const id = situation.core[round];
      if (id === undefined) continue;
      const rule = legalRule(id);
      if (appliesTo(rule, states)) passages.push(rule);
    }
  }
  return passages;
}

function citationsOf(passages: Passage[]): LegalSource[] {
  const byKey = new Map<string, LegalSource>();
  for (const source of passages.flatMap((passage) => passage.sources)) {
    const key = `${source.title}|${source.citation}`;
    if (!byKey.has(key)) byKey.set(key, source);
  }
  return [...byKey.values()];
}

function introduction(situations: Situation[], states: string[]): string {
  const about = situations.map((situation) => situation.label).join(' and ');
  const where = states.length === 0 ? '' : ` in ${states.map(stateName).join(' and ')}`;
  return `About ${about}${where}:`;
}

function sayThisBlock(passages: Passage[]): string | null {
  const lines = unique(passages.flatMap((passage) => passage.sayThis ?? [])).slice(0, MAX_SAY_THIS);
  return lines.length === 0 ? null : `What to say:\n${lines.map((line) => `"${line}"`).join('\n')}`;
}

/**
 * A question no pattern recognised: the best match over the whole corpus decides what it is
 * about, or it is a general police encounter.
 */
function situationsFor(context: QuestionContext): Situation[] {
  const named = [...context.situations, ...context.inherited];
  if (named.length > 0) return named;
  const [best] = searchRules(context.query, null, { topics: [], states: context.states });
  const inferred = best === undefined ? undefined : situationForTopic(best.rule.topic);
  return [inferred ?? GENERAL_SITUATION];
}

/**
 * The default answer engine: no network, no model. The question's situations (a follow-up is
 * read against the conversation) choose the topics; MiniSearch ranks the corpus for the
 * question's own words; the state's rules and recording data come in where the law differs; each
 * situation's core rules, then other good matches, fill the rest. Every sentence comes from a
 * cited passage.
 */
export function answerLegalQuestion(question: LegalQuestion): LegalAnswer {
  const context = resolveQuestion(question);
  const situations = situationsFor(context);
  const current = situations.filter((situation) => !context.inherited.includes(situation));
  const topics = unique(situations.flatMap((situation) => situation.topics));
  const { states } = context;

  const hits = searchRules(context.query, context.previousQuery, { topics, states });
  const best = hits[0]?.score ?? 0;
  const lead = hits
    .filter((hit) => hit.score >= best * LEAD_RELATIVE_SCORE)
    .slice(0, LEAD_HITS)
    .map((hit) => hit.rule);
  const extra = hits
    .filter((hit) => hit.score >= best * EXTRA_RELATIVE_SCORE)
    .map((hit) => hit.rule);

  const passages: Passage[] = [];
  const seen = new Set<string>();
  const add = (passage: Passage, cap: number) => {
    if (seen.has(passage.id) || passages.length >= cap) return;
    seen.add(passage.id);
    passages.push(passage);
  };
  for (const passage of [...lead, ...localPassages(situations, states)]) {
    add(passage, Infinity);
  }
  // At least one core rule, even after a long lead and state part.
  const cap = Math.max(MAX_PASSAGES, passages.length + 1);
  for (const passage of [
    ...corePassages(current, states),
    ...extra,
    ...corePassages(context.inherited, states),
  ]) {
    add(passage, cap);
  }

  const body = [
    introduction(situations, states),
    ...passages.map((passage) => passage.text),
    sayThisBlock(passages),
  ].filter((part): part is string => part !== null);
  return {
    response: withDisclaimer(body.join('\n\n')),
    citations: citationsOf(passages),
    passages,
    states,
  };
}
