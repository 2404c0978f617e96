import type { LegalLanguage } from '../types';
import type { QuestionContext } from './conversation';
import { stateName } from './states';
import { STATE_DEPENDENT } from './local-passages';
import { SITUATIONS, type Situation } from './situations';

const ASK = {
  en: {
    state: 'Which state are you in? The answer depends on it.',
    place: (name: string, states: string) =>
      `Is that ${name} in ${states}? The answer depends on the state.`,
    or: ' or ',
  },
  es: {
    state: '¿En qué estado está? La respuesta depende de eso.',
    place: (name: string, states: string) =>
      `¿Se refiere a ${name} en ${states}? La respuesta depende del estado.`,
    or: ' o ',
  },
} satisfies Record<LegalLanguage, unknown>;

/**
 * The situation an answer's opening rule answers, for deciding what to ask: the one whose core
 * holds the rule (a state-dependent one first: the general ID rule is the street stop's and the
 * ID question's), else the most specific one asked. A rule the person's facts chose answers the
 * question it was chosen for: the passenger rule an ID question, the citizen's rule fully.
 */
export function leadingSituation(
  answering: string | undefined,
  current: readonly Situation[],
): Situation | undefined {
  if (answering === 'immigration-citizens-no-papers') return undefined;
  if (answering === 'traffic-stop-passengers') {
    const asked = current.find((situation) => situation.id === 'identification');
    if (asked !== undefined) return asked;
  }
  const owners = current.filter(
    (situation) => answering !== undefined && situation.core.includes(answering),
  );
  // A situation that yields to another one asked ("film an ICE agent") does not lead.
  const yields = (situation: Situation) =>
    (situation.yieldsTo ?? []).some((id) => current.some((other) => other.id === id));
  const byOrder = SITUATIONS.filter(
    (situation) => current.includes(situation) && !yields(situation),
  );
  return (
    owners.find((situation) => STATE_DEPENDENT.has(situation.id)) ??
    owners[0] ??
    byOrder[0] ??
    current[0]
  );
}

/**
 * The one short question a careful lawyer would ask first, or null: which state, when
 * the situation that leads the answer turns on state law and no state is known, or which of two
 * states a shared city name means ("Columbus": Ohio or Georgia).
 */
export function clarifyingQuestion(
  context: QuestionContext,
  leading: Situation | undefined,
): string | null {
  if (context.states.length > 0 || leading === undefined) return null;
  if (!STATE_DEPENDENT.has(leading.id)) return null;
  const text = ASK[context.language];
  const shared = context.facts.ambiguousPlace;
  if (shared !== undefined) {
    return text.place(shared.name, shared.states.map(stateName).join(text.or));
  }
  return text.state;
}
