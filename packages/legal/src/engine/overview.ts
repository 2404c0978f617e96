import { legalRule } from '../corpus';
import { foldAccents } from '../language';
import type { LegalLanguage } from '../types';
import type { QuestionContext } from './conversation';
import { type Passage, rulePassage } from './passage';
import { forStates } from './passages';
import { appliesTo } from './retrieval';
import type { Situation } from './situations';

/**
 * "What are my rights if I get pulled over?" asks for the rights of a situation, not for the
 * rule that happens to share the most words with it: it is answered with the situation's core
 * rules, in their order (for a stop: the license, silence, searches), one line each.
 */
const RIGHTS: Record<LegalLanguage, RegExp> = {
  en: /\b(what are|what're|know|tell me) (my|our|your|the) rights\b|\bwhat rights do (i|we|you) have\b|(?<!\bread (me )?)\bmy rights (if|when|during|at|in)\b/i,
  es: /\b(cuales son|que son|conocer|saber) (mis|nuestros|sus|los) derechos\b|\bque derechos tengo\b|(?<!\bleer(me)? |leyeron )\bmis derechos (si|cuando|durante|en)\b/,
};

/** How many of the situation's rules open an overview. */
export const OVERVIEW_LINES = 3;

/** The situation whose rights the question asks for, if it asks for them and names just one. */
export function overviewSituation(
  context: QuestionContext,
  current: readonly Situation[],
  answering: string | undefined,
): Situation | undefined {
  // A rule the person's facts chose (a passenger's) answers their rights already.
  if (answering !== undefined) return undefined;
  const text = context.language === 'es' ? foldAccents(context.query) : context.query;
  if (!RIGHTS[context.language].test(text)) return undefined;
  const [only] = current;
  return current.length === 1 && only?.leadsWithCore === undefined ? only : undefined;
}

/** The candidates with the situation's core rules first, in the situation's order. */
export function overviewOrder(
  candidates: readonly Passage[],
  situation: Situation,
  context: QuestionContext,
): Passage[] {
  const core = situation.core
    .map((id) => legalRule(id))
    .filter((rule) => appliesTo(rule, context.states, context.facts.cities))
    .map((rule) =>
      forStates(
        candidates.find((passage) => passage.id === rule.id) ?? rulePassage(rule, context.language),
        context.states,
      ),
    )
    .filter((passage): passage is Passage => passage !== null);
  return [...core, ...candidates.filter((passage) => !core.some((c) => c.id === passage.id))];
}
