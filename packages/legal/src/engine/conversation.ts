import { detectLanguage, foldAccents } from '../language';
import type { LegalLanguage } from '../types';
import { withoutDeniedArrest } from './negation';
import { type QuestionFacts, questionFacts } from './facts';
import { type Situation, detectSituations, situationById } from './situations';
import { withoutPlaceNames } from './states';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface LegalQuestion {
  message: string;
  /** Earlier turns, oldest first (the spec's conversationHistory, greeting excluded). */
  conversationHistory?: readonly ChatTurn[];
  /** userLocation.state: a name ("California"), a USPS code, or "Unknown". */
  state?: string;
  /**
   * The language the person reads (the request's Accept-Language): the answer's language when
   * neither this message nor an earlier one tells which language the person writes in.
   */
  language?: LegalLanguage;
}

/** What the question is about once the conversation so far is taken into account. */
export interface QuestionContext {
  /** What this message is about. */
  situations: Situation[];
  /** What the earlier question was about, for a follow-up; not already in `situations`. */
  inherited: Situation[];
  /** USPS codes, at most two (a question may compare states). */
  states: string[];
  /** What the person's words say about them and where they are. */
  facts: QuestionFacts;
  /** The words retrieval searches for: this message, then (for a follow-up) the one before. */
  query: string;
  previousQuery: string | null;
  /** The language to answer in: the question's own, else the conversation's, else the request's. */
  language: LegalLanguage;
}

/**
 * "and if they ask for ID?", "what about in Texas?": short questions that lean on the one before.
 * Such a message keeps the earlier situation; a new topic without these cues starts afresh.
 */
const FOLLOW_UP_CUE: Record<LegalLanguage, RegExp> = {
  en: /^\s*(and|but|also|so|then|ok(ay)?|what about|how about|what if|and if|same|what else|in\b)|\b(there|that state|instead)\b/i,
  // "¿Y en Texas?", "¿y si me piden identificación?": matched without accents.
  es: /^[\s¿¡]*(y|pero|tambien|entonces|ok|vale|bueno|que tal|y si|lo mismo|que mas|en\b)\b|\b(alli|alla|ahi|ese estado|en cambio)\b/,
};
/** "Can they search my trunk?" right after "I got pulled over" is still about the stop. */
const SHORT_MESSAGE_WORDS = 6;
const FOLLOW_UP_MAX_WORDS = 12;

function isFollowUp(message: string, situations: Situation[], language: LegalLanguage): boolean {
  if (situations.length === 0) return true;
  const words = message.trim().split(/\s+/).length;
  const cue = FOLLOW_UP_CUE[language].test(language === 'es' ? foldAccents(message) : message);
  return words <= SHORT_MESSAGE_WORDS || (cue && words <= FOLLOW_UP_MAX_WORDS);
}

/** The message's own language, else the latest earlier turn whose words tell, else the request's. */
function resolveLanguage(question: LegalQuestion, earlier: string[]): LegalLanguage {
  const own = detectLanguage(question.message);
  if (own !== null) return own;
  for (let i = earlier.length - 1; i >= 0; i -= 1) {
    const before = detectLanguage(earlier[i] ?? '');
    if (before !== null) return before;
  }
  return question.language ?? 'en';
}

/** An earlier turn is read in its own language: a conversation may switch. */
function situationsIn(text: string, fallback: LegalLanguage): Situation[] {
  return detectSituations(text, detectLanguage(text) ?? fallback);
}

/**
 * "Can they question him without a lawyer?" after "they arrested my 15-year-old": the minor named
 * earlier is the one asked about, so the question is the juvenile one (a state's law on
 * questioning children), not an adult's right to a lawyer. Undefined when that is not so.
 */
function minorQuestioned(
  message: string,
  earlier: readonly string[],
  situations: readonly Situation[],
  language: LegalLanguage,
): Situation | undefined {
  const juvenile = situationById('juvenile');
  if (juvenile === undefined || situations.includes(juvenile) || earlier.length === 0) return;
  const before = earlier.join(' ');
  const read = (text: string) => detectSituations(text, language).includes(juvenile);
  // The earlier turns name the minor; this message, not they, asks about questioning.
  return read(`${before} ${message}`) && !read(before) ? juvenile : undefined;
}

/**
 * Only the person's own words are read for situations and states: the assistant's earlier
 * answers name cases such as "ACLU of Illinois v. Alvarez" that would read as a state.
 */
export function resolveQuestion(question: LegalQuestion): QuestionContext {
  const earlier = (question.conversationHistory ?? [])
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content);
  const language = resolveLanguage(question, earlier);
  const message = withoutDeniedArrest(question.message, language);
  const situations = detectSituations(message, language);
  let inherited: Situation[] = [];
  let previousQuery: string | null = null;
  if (isFollowUp(message, situations, language)) {
    for (let i = earlier.length - 1; i >= 0; i -= 1) {
      const text = earlier[i] ?? '';
      const before = situationsIn(
        withoutDeniedArrest(text, detectLanguage(text) ?? language),
        language,
      );
      if (before.length > 0) {
        inherited = before.filter((situation) => !situations.includes(situation));
        previousQuery = earlier[i] ?? null;
        break;
      }
    }
  }
  const facts = questionFacts(question.message, earlier, language, question.state);
  const minor = minorQuestioned(message, earlier, situations, language);
  return {
    situations: minor === undefined ? situations : [minor, ...situations],
    inherited,
    states: facts.states,
    facts,
    query: withoutPlaceNames(message),
    previousQuery,
    language,
  };
}
