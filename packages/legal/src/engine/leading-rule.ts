import { legalRule } from '../corpus';
import { foldAccents } from '../language';
import type { QuestionContext } from './conversation';
import { questionParts } from './facts';
import { mainClauses } from './question-clauses';
import { appliesTo, type RankedRule } from './retrieval';
import { SITUATIONS, type Situation } from './situations';

interface LeadingQuestion {
  /** The situations this message itself names. */
  current: readonly Situation[];
  /** Those and the ones the conversation carries over. */
  situations: readonly Situation[];
  context: QuestionContext;
  hits: readonly RankedRule[];
}

const PASSENGER = /\b(passengers?|pasajer[oa]s?)\b/i;
/** Being ordered out of the car. */
const GET_OUT =
  /\b((get|step|come|getting|stepping) out|exit\w*|stay (in|inside) the car|salir|bajar\w*|baje|bajate|quedar(me|se)? (adentro|en el (carro|coche|auto)))\b/i;
/** Carrying or showing papers: what a citizen's question about papers turns on. */
const PAPERS =
  /\b(carry|papers|proof|documents?|passport|green card|show (my )?(id|papers)|llevar|papeles|prueba de ciudadania|pasaporte|documentos?)\b/i;

/** The rule a situation that `leadsWithCore` opens with, if one applies here. */
function situationLead(question: LeadingQuestion): string | undefined {
  const { current, context, hits } = question;
  const scores = new Map(hits.map((hit) => [hit.rule.id, hit.score]));
  const asked = (id: string) => current.some((situation) => situation.id === id);
  const leadingSituation = SITUATIONS.find(
    (situation) =>
      situation.leadsWithCore !== undefined &&
      current.includes(situation) &&
      !(situation.yieldsTo ?? []).some(asked),
  );
  // 'first': the first core rule is the answer and the others its caveats (race, then the
  // immigration-stop exception), so retrieval does not choose among them.
  const core = leadingSituation?.core ?? [];
  const candidates = leadingSituation?.leadsWithCore === 'first' ? core.slice(0, 1) : core;
  // A city's own rule (its complaints office) leads only a question that names the city.
  const { cities } = context.facts;
  const leading = candidates.filter((id) => {
    const rule = legalRule(id);
    if (rule.cities !== undefined && cities.length === 0) return false;
    return appliesTo(rule, context.states, cities);
  });
  const isLocal = (id: string) => (legalRule(id).states === undefined ? 0 : 1);
  const [best] = [...leading].sort(
    (a, b) => isLocal(b) - isLocal(a) || (scores.get(b) ?? -1) - (scores.get(a) ?? -1),
  );
  return best;
}

/**
 * The rule that opens the answer before retrieval's own order, or undefined to let retrieval
 * decide. What the person said about themselves comes first: a citizen asking about
 * papers is answered by the citizen's rule, a passenger's ID question by the passenger rule, a
 * driver's by the license rule. Then a situation that `leadsWithCore` opens with one of its
 * core rules: the most specific such situation asked (SITUATIONS' order, not the first mentioned:
 * "Can ICE agents wear masks?" is about masks), a state's own rule before a general one, and only
 * a rule that applies here (another state's rule is no answer).
 */
export function answeringRuleId(question: LeadingQuestion): string | undefined {
  const { situations, context } = question;
  const { facts } = context;
  const is = (id: string) => situations.some((situation) => situation.id === id);
  const words = context.language === 'es' ? foldAccents(context.query) : context.query;
  if (facts.isCitizen === true && PAPERS.test(words) && (is('immigration') || is('identification')))
    return 'immigration-citizens-no-papers';
  const isPassenger = facts.role === 'passenger' || PASSENGER.test(context.query);
  if (is('identification') && isPassenger) return 'traffic-stop-passengers';
  // "What papers must I show as the driver?": the licence rule, though no stop word was used.
  if (is('identification') && facts.role === 'driver' && !is('traffic-stop'))
    return 'traffic-stop-documents';
  // Being ordered out of a stopped car, asked first, is the exit rule's before any other part
  // ("can they make me get out? and do I have to answer...?"), passengers included.
  // Only the asking clause counts: "the cop made me get out and patted me down, can he do
  // that?" asks about the pat-down.
  const [first] = questionParts(words);
  const asked = first === undefined ? '' : mainClauses(first, context.language).join(' ');
  if (is('traffic-stop') && GET_OUT.test(asked)) return 'traffic-stop-exit-vehicle';
  const lead = situationLead(question);
  if (lead !== undefined) return lead;
  // With no state known, the general rule on giving a name answers; the state is asked for.
  const isDriver = facts.role === 'driver' || (facts.role === undefined && is('traffic-stop'));
  if (is('identification') && context.states.length === 0 && !isDriver)
    return 'street-stop-identification';
  // Filming a stop from the car is a recording question, even for a passenger: the right to
  // record answers it, or the state's own recording law where the state is known.
  if (is('recording') && is('traffic-stop'))
    return context.states.length === 0 ? 'recording-right-to-record-police' : undefined;
  if (!is('traffic-stop')) return undefined;
  // Getting out of the car is the exit rule's, passengers included (Maryland v. Wilson).
  if (GET_OUT.test(words)) return 'traffic-stop-exit-vehicle';
  // A passenger's rights (and ID) are a different question from the driver's license.
  if (isPassenger) return 'traffic-stop-passengers';
  return is('identification') ? 'traffic-stop-documents' : undefined;
}
