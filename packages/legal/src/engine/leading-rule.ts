import { legalRule } from '../corpus';
import { appliesTo, type RankedRule } from './retrieval';
import { SITUATIONS, type Situation } from './situations';

interface LeadingQuestion {
  /** The situations this message itself names. */
  current: readonly Situation[];
  /** Those and the ones the conversation carries over. */
  situations: readonly Situation[];
  states: readonly string[];
  hits: readonly RankedRule[];
  /** The question's words, as searched. */
  query: string;
}

const PASSENGER = /\b(passengers?|pasajer[oa]s?)\b/i;

/**
 * The rule that opens the answer before retrieval's own order, or undefined to let retrieval
 * decide. A situation that `leadsWithCore` opens with one of its core rules: the most specific
 * such situation asked (SITUATIONS' order, not the first mentioned: "Can ICE agents wear masks?"
 * is about masks), a state's own rule before a general one, and only a rule that applies here
 * (issue 25: another state's rule is no answer). In a traffic stop a passenger's question is
 * the passenger rule's, and ID asked is the license rule's.
 */
export function answeringRuleId(question: LeadingQuestion): string | undefined {
  const { current, situations, states, hits } = question;
  const scores = new Map(hits.map((hit) => [hit.rule.id, hit.score]));
  const leadingSituation = SITUATIONS.find(
    (situation) => situation.leadsWithCore !== undefined && current.includes(situation),
  );
  // 'first': the first core rule is the answer and the others its caveats (race, then the
  // immigration-stop exception), so retrieval does not choose among them.
  const core = leadingSituation?.core ?? [];
  const candidates = leadingSituation?.leadsWithCore === 'first' ? core.slice(0, 1) : core;
  const leading = candidates.filter((id) => appliesTo(legalRule(id), states));
  const isLocal = (id: string) => (legalRule(id).states === undefined ? 0 : 1);
  const [best] = [...leading].sort(
    (a, b) => isLocal(b) - isLocal(a) || (scores.get(b) ?? -1) - (scores.get(a) ?? -1),
  );
  if (best !== undefined) return best;
  const is = (id: string) => situations.some((situation) => situation.id === id);
  if (!is('traffic-stop')) return undefined;
  // A passenger's rights (and ID) are a different question from the driver's license.
  if (PASSENGER.test(question.query)) return 'traffic-stop-passengers';
  return is('identification') ? 'traffic-stop-documents' : undefined;
}
