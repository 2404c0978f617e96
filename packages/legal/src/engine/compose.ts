import { LEGAL_CORPUS, legalRule } from '../corpus';
import { withDisclaimer } from '../disclaimer';
import { RECORDING_CONSENT_STATES, adviceConsentRule } from '../state-recording';
import type { LegalLanguage, LegalRule, LegalSource, LegalTopic } from '../types';
import { ANSWER_TEXT } from './answer-text';
import { type LegalQuestion, type QuestionContext, resolveQuestion } from './conversation';
import { type Passage, rulePassage } from './passage';
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
  /** The language of `response` and of the passages: the question's (issue #11). */
  language: LegalLanguage;
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

function statePassages(
  states: string[],
  topics: LegalTopic[],
  isRecording: boolean,
  language: LegalLanguage,
): Passage[] {
  return states.flatMap((code) => [
    ...LEGAL_CORPUS.filter(
      (rule) => rule.states?.includes(code) === true && topics.includes(rule.topic),
    ).map((rule) => rulePassage(rule, language)),
    ...(isRecording ? stateRecordingPassages(code, language) : []),
  ]);
}

function localPassages(
  situations: Situation[],
  states: string[],
  language: LegalLanguage,
): Passage[] {
  const isRecording = situations.some((situation) => situation.id === 'recording');
  // Each situation's own topic: a state's other rules come in only when retrieval ranks them.
  const primary = unique(situations.flatMap((situation) => situation.topics.slice(0, 1)));
  if (states.length > 0) return statePassages(states, primary, isRecording, language);
  const needsState = situations.some((situation) => STATE_DEPENDENT.has(situation.id));
  return needsState && isRecording ? [allPartyStatesPassage(language)] : [];
}

/** Each situation's core rules, taken in turns so every situation gets its first one early. */
function coreRules(situations: Situation[], states: string[]): LegalRule[] {
  const rounds = Math.max(0, ...situations.map((situation) => situation.core.length));
  const rules: LegalRule[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const situation of situations) {
      const id = situation.core[round];
      if (id === undefined) continue;
      const rule = legalRule(id);
      if (appliesTo(rule, states)) rules.push(rule);
    }
  }
  return rules;
}

/**
 * A passage as it may be shown about `states`: without the statutes of other states (issue 25),
 * or null when every source it rests on is another state's law. With no state known, as is.
 */
export function forStates(passage: Passage, states: readonly string[]): Passage | null {
  if (states.length === 0) return passage;
  const applies = (source: LegalSource) =>
    source.states === undefined || source.states.some((code) => states.includes(code));
  const sources = passage.sources.filter(applies);
  if (sources.length === 0) return null;
  return sources.length === passage.sources.length ? passage : { ...passage, sources };
}

function citationsOf(passages: Passage[]): LegalSource[] {
  const byKey = new Map<string, LegalSource>();
  for (const source of passages.flatMap((passage) => passage.sources)) {
    const key = `${source.title}|${source.citation}`;
    if (!byKey.has(key)) byKey.set(key, source);
  }
  return [...byKey.values()];
}

function introduction(situations: Situation[], states: string[], language: LegalLanguage): string {
  const labels = situations.map((situation) =>
    language === 'es' ? situation.es.label : situation.label,
  );
  return ANSWER_TEXT[language].introduction(labels, states.map(stateName));
}

function sayThisBlock(passages: Passage[], language: LegalLanguage): string | null {
  const lines = unique(passages.flatMap((passage) => passage.sayThis ?? [])).slice(0, MAX_SAY_THIS);
  if (lines.length === 0) return null;
  return `${ANSWER_TEXT[language].whatToSay}\n${lines.map((line) => `"${line}"`).join('\n')}`;
}

/**
 * A question no pattern recognised: the best match over the whole corpus decides what it is
 * about, or it is a general police encounter.
 */
function situationsFor(context: QuestionContext): Situation[] {
  const named = [...context.situations, ...context.inherited];
  if (named.length > 0) return named;
  const [best] = searchRules(
    context.query,
    null,
    { topics: [], states: context.states },
    context.language,
  );
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
  const { states, language } = context;

  const hits = searchRules(context.query, context.previousQuery, { topics, states }, language);
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
  const add = (candidate: Passage, cap: number) => {
    const passage = forStates(candidate, states);
    if (passage === null || seen.has(passage.id) || passages.length >= cap) return;
    seen.add(passage.id);
    passages.push(passage);
  };
  const inLanguage = (rules: LegalRule[]) => rules.map((rule) => rulePassage(rule, language));
  for (const passage of [...inLanguage(lead), ...localPassages(situations, states, language)]) {
    add(passage, Infinity);
  }
  // At least one core rule, even after a long lead and state part.
  const cap = Math.max(MAX_PASSAGES, passages.length + 1);
  for (const passage of inLanguage([
    ...coreRules(current, states),
    ...extra,
    ...coreRules(context.inherited, states),
  ])) {
    add(passage, cap);
  }

  const body = [
    introduction(situations, states, language),
    ...passages.map((passage) => passage.text),
    sayThisBlock(passages, language),
  ].filter((part): part is string => part !== null);
  return {
    response: withDisclaimer(body.join('\n\n'), language),
    citations: citationsOf(passages),
    passages,
    states,
    language,
  };
}
