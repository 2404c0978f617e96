import { legalRule } from '../corpus';
import { withDisclaimer } from '../disclaimer';
import { foldAccents } from '../language';
import type { LegalLanguage, LegalSource } from '../types';
import { ANSWER_TEXT } from './answer-text';
import { clarifyingQuestion, leadingSituation } from './clarify';
import { type LegalQuestion, type QuestionContext, resolveQuestion } from './conversation';
import { answersQuestion } from './coverage';
import { questionParts } from './facts';
import { withoutDeniedArrest } from './negation';
import { notCoveredPassage } from './not-covered';
import { OVERVIEW_LINES, overviewOrder, overviewSituation } from './overview';
import type { Passage } from './passage';
import { citationsOf, unique } from './passages';
import { planAnswer } from './plan';
import { terms } from './question-words';
import { searchRules } from './retrieval';
import { answerScript } from './script';
import { shapeAnswer } from './shape';
import {
  GENERAL_SITUATION,
  type Situation,
  detectSituations,
  situationForTopic,
} from './situations';
import { withoutPlaceNames } from './states';

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
  /** The language of `response` and of the passages: the question's. */
  language: LegalLanguage;
  /** False when the corpus does not cover the question: the answer says so. */
  isCovered: boolean;
  /**
   * The question the answer asks first when a fact that changes it is missing
   * ("Which state are you in?"); a model rewriting the answer must keep it.
   */
  clarifyingQuestion?: string;
}

/** Below this retrieval score, a question no situation pattern matched is not covered. */
const UNCOVERED_SCORE = 35;

/** A question about the police in general ("what are my rights?"), answered as an encounter. */
const ABOUT_POLICE: Record<LegalLanguage, RegExp> = {
  en: /\b(police|cops?|officers?|sheriff|deput(y|ies)|my rights)\b/i,
  es: /\b(policia|policias|agentes?|oficial(es)?|alguacil|mis derechos)\b/,
};

/** Situations a role rules out: a pedestrian's, a bystander's or a householder's is no traffic stop. */
function forRole(situations: Situation[], context: QuestionContext): Situation[] {
  const { role } = context.facts;
  if (role !== 'pedestrian' && role !== 'home' && role !== 'observer') return situations;
  // A bystander filming someone else's stop or arrest asks about recording, not about the stop.
  const isFilming = situations.some((s) => s.id === 'recording' || s.id === 'interference');
  const notAsked = new Set(
    role === 'observer' && isFilming
      ? [
          'traffic-stop',
          'street-stop',
          'arrest',
          'identification',
          'impaired-driving',
          'checkpoint',
        ]
      : ['traffic-stop'],
  );
  const kept = situations.filter((situation) => !notAsked.has(situation.id));
  return kept.length > 0 ? kept : situations;
}

/**
 * The situations of a question: those its words name, then (for a follow-up) the conversation's;
 * else a strong match in the corpus decides; a question about the police with none is a general
 * encounter; anything else is not covered (null), and the answer says so rather than answer a
 * nearby question.
 */
function situationsFor(context: QuestionContext): Situation[] | null {
  const named = [...context.situations, ...context.inherited];
  if (named.length > 0) return forRole(named, context);
  const [best] = searchRules(
    context.query,
    null,
    { topics: [], states: context.states, cities: context.facts.cities },
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

/** An answer that says, first, that the corpus does not cover the question, and where to go. */
function notCoveredAnswer(context: QuestionContext): LegalAnswer {
  const passage = notCoveredPassage(context.states, context.language);
  const summary = `${passage.title}\n\n${passage.text}`;
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

/** The say lines of the situations' core rules, in order: a script that fits the situation. */
function situationLines(situations: readonly Situation[], language: LegalLanguage): string[] {
  return situations.flatMap((situation) =>
    situation.core.flatMap((id) => {
      const rule = legalRule(id);
      const lines = language === 'es' ? rule.es.sayThis : rule.sayThis;
      return rule.states === undefined ? (lines ?? []).slice(0, 1) : [];
    }),
  );
}

/** A part of a several-part question, planned on its own, or null when no rule answers it. */
interface PartPlan {
  text: string;
  candidates: Passage[] | null;
}

function planParts(
  context: QuestionContext,
  message: string,
  answer: readonly Passage[],
): PartPlan[] {
  const parts = questionParts(message);
  if (parts.length < 2) return [];
  // "I live in Orlando." tells where, it asks nothing: only parts with words of their own count.
  const asks = (text: string) => terms(withoutPlaceNames(text), context.language).length > 0;
  return parts
    .slice(1)
    .filter(asks)
    .map((text) => {
      const words = withoutDeniedArrest(text, context.language);
      const own = detectSituations(words, context.language);
      const query = withoutPlaceNames(words);
      const partContext = {
        ...context,
        situations: own,
        inherited: [],
        query,
        previousQuery: null,
      };
      // A part the answer's own first passages already speak to ("can Oregon police ask
      // that?" after the Oregon rule) is answered; it is not "not covered".
      const isAnswered = answersQuestion({
        query,
        language: context.language,
        named: own,
        leading: answer,
      });
      const situations = own.length > 0 ? own : situationsFor(partContext);
      if (situations === null) return { text, candidates: isAnswered ? [] : null };
      const planned = planAnswer(partContext, situations, situations).candidates;
      // A part is one short question: its situation's first rule answers it, before the others.
      const [only] = own.length === 1 ? own : [];
      const first = planned.find((passage) => passage.id === only?.core[0]);
      const candidates =
        first === undefined || planned[0]?.id.startsWith('stop-and-identify-')
          ? planned
          : [first, ...planned.filter((passage) => passage !== first)];
      const leading = candidates.slice(0, 3);
      const covered = answersQuestion({ query, language: context.language, named: own, leading });
      if (covered && candidates.length > 0) return { text, candidates };
      return { text, candidates: isAnswered ? [] : null };
    });
}

/**
 * The default answer engine: no network, no model. It first works out the facts that change the
 * answer (the state, also from a city; the person's role; citizen, arrested, minor: facts/),
 * then the question's situations; MiniSearch ranks the corpus for the question's own words; the
 * rule that answers it leads (the person's role and the state's own law decide which), and the
 * answer says plainly when no rule answers it rather than give a nearby one. A missing
 * state where state law decides is asked for first. The first part is the direct answer to each
 * part of the question and one script; the rest goes behind "More", within a word budget. Every
 * sentence comes from a cited passage.
 */
export function answerLegalQuestion(question: LegalQuestion): LegalAnswer {
  const context = resolveQuestion(question);
  const situations = situationsFor(context);
  if (situations === null) return notCoveredAnswer(context);
  const current = situations.filter((situation) => !context.inherited.includes(situation));
  const plan = planAnswer(context, situations, current);
  const { answering, essential } = plan;
  const overview = overviewSituation(context, current, answering);
  const candidates =
    overview === undefined ? plan.candidates : overviewOrder(plan.candidates, overview, context);
  const named = [...context.situations, ...context.inherited];
  const [firstPart] = questionParts(context.query);
  const covered = answersQuestion({
    query: context.query,
    language: context.language,
    named,
    leading: candidates,
    ...(firstPart === undefined ? {} : { asked: firstPart }),
  });
  if (!covered || candidates.length === 0) return notCoveredAnswer(context);

  const { language } = context;
  const parts = planParts(context, question.message, candidates.slice(0, 3));
  const answered = parts.flatMap((part) =>
    part.candidates === null || part.candidates.length === 0 ? [] : [part.candidates],
  );
  const unanswered = parts.filter((part) => part.candidates === null).map((part) => part.text);
  const isGeneral = situations.length === 1 && situations[0] === GENERAL_SITUATION;
  // A question about the rights of one situation gets its core rules, a line each.
  const overviewParts =
    overview === undefined
      ? []
      : Array.from({ length: OVERVIEW_LINES - 1 }, (_, i) => candidates.slice(i + 1));
  const leads = isGeneral
    ? [candidates, candidates.slice(1), candidates.slice(2)]
    : [candidates, ...overviewParts, ...answered];
  const clarify = plan.namesCircuit
    ? null
    : clarifyingQuestion(
        context,
        leadingSituation(answering, current.length > 0 ? current : situations),
      );
  const shape = shapeAnswer({
    language,
    clarify,
    parts: [candidates, ...overviewParts, ...answered],
    essential,
    script: answerScript(
      leads,
      isGeneral ? 3 : 1 + Math.min(1, overviewParts.length) + answered.length,
      situationLines(current, language),
    ),
    uncovered:
      unanswered.length === 0
        ? null
        : ANSWER_TEXT[language].partNotCovered(unanswered.map((text) => `“${text}”`).join(', ')),
  });
  const citations = citationsOf(shape.shown);
  return {
    response: withDisclaimer(
      [shape.summary, shape.more].filter((p) => p !== '').join('\n\n'),
      language,
    ),
    summary: shape.summary,
    more: shape.more,
    citations:
      unanswered.length === 0
        ? citations
        : unique([...citations, ...notCoveredPassage(context.states, language).sources]),
    passages: shape.shown,
    states: context.states,
    language,
    isCovered: true,
    ...(clarify === null ? {} : { clarifyingQuestion: clarify }),
  };
}
