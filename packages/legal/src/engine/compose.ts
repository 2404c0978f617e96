import { legalRule } from '../corpus';
import { legalDisclaimer, withDisclaimer } from '../disclaimer';
import { GUIDES } from '../corpus/sources';
import { foldAccents } from '../language';
import type { LegalLanguage, LegalRule, LegalSource } from '../types';
import { ANSWER_TEXT } from './answer-text';
import { type LegalQuestion, type QuestionContext, resolveQuestion } from './conversation';
import { type Passage, rulePassage } from './passage';
import { appliesTo, searchRules } from './retrieval';
import { answeringRuleId } from './leading-rule';
import { localPassages, repeatsTableRow, STATE_DEPENDENT } from './local-passages';
import { GENERAL_SITUATION, type Situation, situationForTopic } from './situations';
import { sentences, wordCount } from './sentences';

export interface LegalAnswer {
  /**
   * The whole answer: `summary`, then `more`, then the disclaimer as its last line. What the
   * spec's client shows; a client that knows the parts shows `more` behind a "More" control.
   */
  response: string;
  /** The first part, for the moment of a stop: a direct one-line answer and what to say. */
  summary: string;
  /** The rest of the answer ('' when there is none), without the disclaimer. */
  more: string;
  /** Every source the answer's passages rest on; never empty. */
  citations: LegalSource[];
  /** What the answer was composed from, for a model that rewrites it (apps/server llm). */
  passages: Passage[];
  /** The states (USPS codes) the answer is about; empty when none is known. */
  states: string[];
  /** The language of `response` and of the passages: the question's (issue #11). */
  language: LegalLanguage;
  /** False when the corpus does not cover the question: the answer says so (issue 25). */
  isCovered: boolean;
}

/** The best-matching rules that open the answer, and how close to the best one they must score. */
const LEAD_HITS = 3;
const LEAD_RELATIVE_SCORE = 0.4;
/** Further matches that may fill the answer once the core rules are in. */
const EXTRA_RELATIVE_SCORE = 0.3;
/** Passages considered for one answer, before the word budget. */
const MAX_PASSAGES = 6;
/**
 * Issue 25: read during a stop. The whole answer, disclaimer included, stays within this many
 * words when its passages allow; the first part is one sentence and one line to say.
 */
const MAX_ANSWER_WORDS = 190;
/** Below this retrieval score, a question no situation pattern matched is not covered. */
const UNCOVERED_SCORE = 35;
const MAX_SAY_THIS = 3;

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
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

/** What to say, one line of it or several: `What to say: "…"`. */
function sayThisBlock(lines: string[], language: LegalLanguage): string | null {
  if (lines.length === 0) return null;
  return `${ANSWER_TEXT[language].whatToSay}\n${lines.map((line) => `"${line}"`).join('\n')}`;
}

/** A question about the police in general ("what are my rights?"), answered as an encounter. */
const ABOUT_POLICE: Record<LegalLanguage, RegExp> = {
  en: /\b(police|cops?|officers?|sheriff|deput(y|ies)|my rights)\b/i,
  es: /\b(policia|policias|agentes?|oficial(es)?|alguacil|mis derechos)\b/,
};

/**
 * A question no pattern recognised: a strong match in the corpus decides what it is about; a
 * question about the police with none is a general encounter; anything else is not covered
 * (null), and the answer says so rather than answer a nearby question (issue 25).
 */
function situationsFor(context: QuestionContext): Situation[] | null {
  const named = [...context.situations, ...context.inherited];
  if (named.length > 0) return named;
  const [best] = searchRules(
    context.query,
    null,
    { topics: [], states: context.states },
    context.language,
  );
  const inferred =
    best === undefined || best.score < UNCOVERED_SCORE
      ? undefined
      : situationForTopic(best.rule.topic);
  if (inferred !== undefined) return [inferred];
  const folded = context.language === 'es' ? foldAccents(context.query) : context.query;
  return ABOUT_POLICE[context.language].test(folded) ? [GENERAL_SITUATION] : null;
}

/** What the app says when its corpus has no answer: that, and where to find a real one. */
function notCoveredAnswer(context: QuestionContext): LegalAnswer {
  const text = ANSWER_TEXT[context.language];
  const sources = [...legalRule('resources-lawyer-referral').sources, GUIDES.aclu];
  const passage: Passage = {
    id: 'not-covered',
    title: text.notCovered,
    text: text.notCoveredHelp,
    sources,
  };
  const summary = `${text.notCovered}\n\n${text.notCoveredHelp}`;
  return {
    response: withDisclaimer(summary, context.language),
    summary,
    more: '',
    citations: citationsOf([passage]),
    passages: [passage],
    states: context.states,
    language: context.language,
    isCovered: false,
  };
}

/**
 * The default answer engine: no network, no model. The question's situations (a follow-up is
 * read against the conversation) choose the topics; MiniSearch ranks the corpus for the
 * question's own words; the state's rules and recording data come in where the law differs; each
 * situation's core rules, then other good matches, follow. The first passage's first sentence is
 * the direct answer; the rest goes behind "More", within a word budget (issue 25). Every sentence
 * comes from a cited passage.
 */
export function answerLegalQuestion(question: LegalQuestion): LegalAnswer {
  const context = resolveQuestion(question);
  const situations = situationsFor(context);
  if (situations === null) return notCoveredAnswer(context);
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

  const inLanguage = (rules: LegalRule[]) => rules.map((rule) => rulePassage(rule, language));
  const local = localPassages(situations, states, language);
  // Where the law is the state's (recording, distance laws), the state's own passage leads.
  // This question's own situation decides: "Miranda?" after a recording question leads with
  // Miranda; "and in Texas?", which has none of its own, goes on with the recording question.
  const asked = current.length > 0 ? current : situations;
  const inTraffic = situations.some((situation) => situation.id === 'traffic-stop');
  // ID in a traffic stop is the driver's license everywhere: no state passage needs to lead it.
  const stateLeads =
    states.length > 0 &&
    asked.some(
      (situation) =>
        STATE_DEPENDENT.has(situation.id) && !(situation.id === 'identification' && inTraffic),
    );
  const answering = answeringRuleId({ current, situations, states, hits, query: context.query });
  const ordered = [
    ...(answering === undefined ? [] : inLanguage([legalRule(answering)])),
    ...(stateLeads ? [...local, ...inLanguage(lead)] : [...inLanguage(lead), ...local]),
    ...inLanguage([
      ...coreRules(current, states),
      ...extra,
      ...coreRules(context.inherited, states),
    ]),
  ];
  const candidates: Passage[] = [];
  const seen = new Set<string>();
  const repeatsTable = repeatsTableRow(local);
  for (const candidate of ordered) {
    const passage = forStates(candidate, states);
    if (passage === null || seen.has(passage.id) || candidates.length >= MAX_PASSAGES) continue;
    if (repeatsTable(passage)) continue;
    seen.add(passage.id);
    candidates.push(passage);
  }
  const [first, ...others] = candidates;
  if (first === undefined) return notCoveredAnswer(context);

  const [answerLine = first.text, ...restOfFirst] = sentences(first.text);
  const sayLines = unique(candidates.flatMap((passage) => passage.sayThis ?? []));
  const say = sayThisBlock(sayLines.slice(0, 1), language);
  const summary = [answerLine, say].filter((part): part is string => part !== null).join('\n\n');

  const shown: Passage[] = [first];
  const paragraphs: string[] = [];
  let words = wordCount(summary) + wordCount(legalDisclaimer(language));
  const fits = (text: string) => words + wordCount(text) <= MAX_ANSWER_WORDS;
  const rest = restOfFirst.join(' ');
  if (rest.length > 0) {
    paragraphs.push(rest);
    words += wordCount(rest);
  }
  // The state's own law is the answer where it differs; only general passages yield to the budget.
  const essential = new Set(local.map((passage) => passage.id));
  for (const passage of others) {
    if (!essential.has(passage.id) && !fits(passage.text)) continue;
    paragraphs.push(passage.text);
    shown.push(passage);
    words += wordCount(passage.text);
  }
  // More things to say, from the passages shown, while the budget allows.
  const moreSay = unique(shown.flatMap((passage) => passage.sayThis ?? []))
    .filter((line) => line !== sayLines[0])
    .slice(0, MAX_SAY_THIS - 1);
  const moreSayBlock = sayThisBlock(moreSay, language);
  // What to say is what a person needs most in the moment: never cut for length.
  if (moreSayBlock !== null) paragraphs.push(moreSayBlock);
  const more = paragraphs.join('\n\n');

  return {
    response: withDisclaimer([summary, more].filter((part) => part !== '').join('\n\n'), language),
    summary,
    more,
    citations: citationsOf(shown),
    passages: shown,
    states,
    language,
    isCovered: true,
  };
}
