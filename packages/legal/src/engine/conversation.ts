import { type Situation, detectSituations } from './situations';
import { statesInText, toStateCode } from './states';

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
}

/** What the question is about once the conversation so far is taken into account. */
export interface QuestionContext {
  /** What this message is about. */
  situations: Situation[];
  /** What the earlier question was about, for a follow-up; not already in `situations`. */
  inherited: Situation[];
  /** USPS codes, at most two (a question may compare states). */
  states: string[];
  /** The words retrieval searches for: this message, then (for a follow-up) the one before. */
  query: string;
  previousQuery: string | null;
}

/**
 * "and if they ask for ID?", "what about in Texas?": short questions that lean on the one before.
 * Such a message keeps the earlier situation; a new topic without these cues starts afresh.
 */
const FOLLOW_UP_CUE =
  /^\s*(and|but|also|so|then|ok(ay)?|what about|how about|what if|and if|same|what else|in\b)|\b(there|that state|instead)\b/i;
/** "Can they search my trunk?" right after "I got pulled over" is still about the stop. */
const SHORT_MESSAGE_WORDS = 6;
const FOLLOW_UP_MAX_WORDS = 12;

function isFollowUp(message: string, situations: Situation[]): boolean {
  if (situations.length === 0) return true;
  const words = message.trim().split(/\s+/).length;
  return (
    words <= SHORT_MESSAGE_WORDS || (FOLLOW_UP_CUE.test(message) && words <= FOLLOW_UP_MAX_WORDS)
  );
}

/**
 * Only the person's own words are read for situations and states: the assistant's earlier
 * answers name cases such as "ACLU of Illinois v. Alvarez" that would read as a state.
 */
export function resolveQuestion(question: LegalQuestion): QuestionContext {
  const earlier = (question.conversationHistory ?? [])
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content);
  const situations = detectSituations(question.message);
  let inherited: Situation[] = [];
  let previousQuery: string | null = null;
  if (isFollowUp(question.message, situations)) {
    for (let i = earlier.length - 1; i >= 0; i -= 1) {
      const before = detectSituations(earlier[i] ?? '');
      if (before.length > 0) {
        inherited = before.filter((situation) => !situations.includes(situation));
        previousQuery = earlier[i] ?? null;
        break;
      }
    }
  }
  return {
    situations,
    inherited,
    states: resolveStates(question, earlier),
    query: question.message,
    previousQuery,
  };
}

/** The states named in this message, else the last one the person named, else their location. */
function resolveStates(question: LegalQuestion, earlier: string[]): string[] {
  const named = statesInText(question.message);
  if (named.length > 0) return named;
  for (let i = earlier.length - 1; i >= 0; i -= 1) {
    const before = statesInText(earlier[i] ?? '');
    if (before.length > 0) return before;
  }
  const located = toStateCode(question.state);
  return located === undefined ? [] : [located];
}
