import { legalRule } from '../corpus';
import type { LegalRule } from '../types';
import type { QuestionContext } from './conversation';
import { wordsExplained } from './question-words';
import { answeringRuleId } from './leading-rule';
import { localPassages, namesCircuit, repeatsTableRow, STATE_DEPENDENT } from './local-passages';
import { type Passage, rulePassage } from './passage';
import { forStates, unique } from './passages';
import { appliesTo, type RankedRule, searchRules } from './retrieval';
import { SITUATIONS, type Situation } from './situations';

/** The best-matching rules that open the answer, and how close to the best one they must score. */
const LEAD_HITS = 3;
const LEAD_RELATIVE_SCORE = 0.4;
/** Further matches that may fill the answer once the core rules are in. */
const EXTRA_RELATIVE_SCORE = 0.3;
/** Passages considered for one answer, before the word budget. */
const MAX_PASSAGES = 6;

/** What an answer is built from, best first. */
export interface AnswerPlan {
  candidates: Passage[];
  /** The rule chosen to open the answer before retrieval's order, if any. */
  answering: string | undefined;
  /**
   * Passages the word budget never cuts: the state's own (the law where it differs), and the
   * first caveat of a rule that must not be read without it (race, then the immigration-stop
   * exception).
   */
  essential: Passage[];
  /** Retrieval's ranking, for the coverage check. */
  hits: RankedRule[];
  /** True when a federal court the question named answers it, so no state need be asked for. */
  namesCircuit: boolean;
}

/** Each situation's core rules, taken in turns so every situation gets its first one early. */
function coreRules(situations: readonly Situation[], context: QuestionContext): LegalRule[] {
  const rounds = Math.max(0, ...situations.map((situation) => situation.core.length));
  const rules: LegalRule[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const situation of situations) {
      const id = situation.core[round];
      if (id === undefined) continue;
      const rule = legalRule(id);
      if (appliesTo(rule, context.states, context.facts.cities)) rules.push(rule);
    }
  }
  return rules;
}

/**
 * Rules about another kind of person than the one asking (a citizen was given the
 * non-citizen carry rule): left out once the person has said which they are.
 */
function fitsPerson(
  context: QuestionContext,
  situations: readonly Situation[],
): (passage: Passage) => boolean {
  const { isCitizen, role } = context.facts;
  // The license rule is a driver's: not for someone on foot, nor for an ID question on the street.
  const isDriving =
    role === 'driver' || (role === undefined && situations.some((s) => s.id === 'traffic-stop'));
  return (passage) => {
    if (isCitizen === true && passage.id === 'immigration-carry-registration') return false;
    if (isCitizen === false && passage.id === 'immigration-citizens-no-papers') return false;
    if (!isDriving && passage.id === 'traffic-stop-documents') return false;
    return true;
  };
}

/**
 * The rest of the core rules of the situation whose rule opens the answer: its caveats, which
 * belong right after it (the immigration-stop exception after the rule on race, the general
 * breath-test rule after a state's own).
 */
function caveatsOf(
  answering: string | undefined,
  situations: readonly Situation[],
  context: QuestionContext,
): LegalRule[] {
  if (answering === undefined) return [];
  const owner = situations.find((situation) => situation.core.includes(answering));
  if (owner === undefined) return [];
  return owner.core
    .filter((id) => id !== answering)
    .map((id) => legalRule(id))
    .filter((rule) => appliesTo(rule, context.states, context.facts.cities));
}

/** Close matches retrieval ranks against each other: the one that speaks to more of the question leads. */
const CLOSE_MATCHES = 3;
const CLEARLY_MORE = 1.5;
/** A state's own passages kept past the word budget: the rule, and the court that applies it. */
const ESSENTIAL_LOCAL = 2;

/**
 * With no rule chosen to open it, retrieval's first match may share a word with the question
 * ("check" in "welfare check") while the next speaks to the question ("pockets"): the match that
 * accounts for more of the question's words goes first.
 */
function closestFirst(candidates: Passage[], context: QuestionContext): void {
  const close = candidates.slice(0, CLOSE_MATCHES);
  const counts = close.map((passage) => wordsExplained(context.query, passage, context.language));
  const best = counts.indexOf(Math.max(...counts));
  // Retrieval's order stands unless another match speaks to the question clearly more.
  if (best > 0 && (counts[best] ?? 0) > (counts[0] ?? 0) * CLEARLY_MORE) {
    const [chosen] = candidates.splice(best, 1);
    if (chosen !== undefined) candidates.unshift(chosen);
  }
}

/**
 * The passages of an answer, best first: the rule that answers it (a situation's own, or one the
 * person's role or facts call for), then the state's own law where it differs, retrieval's best
 * matches, each situation's core rules and other good matches. Only passages that apply to the
 * person's state and city, without other states' statutes.
 */
export function planAnswer(
  context: QuestionContext,
  situations: readonly Situation[],
  current: readonly Situation[],
): AnswerPlan {
  const { states, language, facts } = context;
  const topics = unique(situations.flatMap((situation) => situation.topics));
  const filter = { topics, states, cities: facts.cities };
  const hits = searchRules(context.query, context.previousQuery, filter, language);
  const best = hits[0]?.score ?? 0;
  const lead = hits
    .filter((hit) => hit.score >= best * LEAD_RELATIVE_SCORE)
    .slice(0, LEAD_HITS)
    .map((hit) => hit.rule);
  const extra = hits
    .filter((hit) => hit.score >= best * EXTRA_RELATIVE_SCORE)
    .map((hit) => hit.rule);

  const inLanguage = (rules: LegalRule[]) => rules.map((rule) => rulePassage(rule, language));
  const local = localPassages(situations, context);
  // Where the law is the state's (recording, distance laws), the state's own passage leads.
  // This question's own situation decides: "Miranda?" after a recording question leads with
  // Miranda; "and in Texas?", which has none of its own, goes on with the recording question.
  const asked = current.length > 0 ? current : situations;
  const inTraffic = situations.some((situation) => situation.id === 'traffic-stop');
  const isPassenger = facts.role === 'passenger';
  // ID in a traffic stop is the driver's license everywhere: no state passage needs to lead it.
  const byCircuit = namesCircuit(local);
  const stateLeads =
    byCircuit ||
    (states.length > 0 &&
      asked.some(
        (situation) =>
          STATE_DEPENDENT.has(situation.id) &&
          !(situation.id === 'identification' && inTraffic && !isPassenger),
      ));
  const answering = answeringRuleId({ current, situations, context, hits });
  const inherited = situations.filter((situation) => !current.includes(situation));
  const ordered = [
    ...(answering === undefined ? [] : inLanguage([legalRule(answering)])),
    ...inLanguage(caveatsOf(answering, current, context)),
    ...(stateLeads ? [...local, ...inLanguage(lead)] : [...inLanguage(lead), ...local]),
    ...inLanguage([...coreRules(current, context), ...extra, ...coreRules(inherited, context)]),
  ];
  const candidates: Passage[] = [];
  const seen = new Set<string>();
  const repeatsTable = repeatsTableRow(local);
  const fits = fitsPerson(context, situations);
  for (const candidate of ordered) {
    const passage = forStates(candidate, states);
    if (passage === null || seen.has(passage.id) || candidates.length >= MAX_PASSAGES) continue;
    if (repeatsTable(passage) || !fits(passage)) continue;
    seen.add(passage.id);
    candidates.push(passage);
  }
  if (answering === undefined && !stateLeads) closestFirst(candidates, context);
  const caveat = SITUATIONS.find(
    (situation) => situation.leadsWithCore === 'first' && current.includes(situation),
  )?.core[1];
  // The state's first passages are its law on the question; the rest wait for the budget.
  const own = local.slice(0, ESSENTIAL_LOCAL * Math.max(1, states.length));
  // The federal court that applies a state's recording law stays too, after the state's own law.
  const isCourt = (passage: Passage) => passage.id.startsWith('state-recording-rulings-');
  const essential = candidates.filter(
    (passage) =>
      own.some((first) => first.id === passage.id) || passage.id === caveat || isCourt(passage),
  );
  return { candidates, answering, essential, hits, namesCircuit: byCircuit };
}
