import type { LegalLanguage } from '../types';
import { mainClauses, predicate, REASON } from './question-clauses';
import { corpusVocabulary, passageWords, terms } from './question-words';
import type { Passage } from './passage';
import type { Situation } from './situations';
import { foldAccents } from '../language';
import { asksOutsideLibrary } from './outside-library';

/**
 * Whether the passages that lead an answer answer the question, or merely share words with it
 * ("can police fly a drone over my yard" was answered with the rules for flying one's
 * own drone). A question's telling words must be accounted for, by the words of the passages
 * that would answer it or by the words that made a situation recognise it. One no situation
 * recognised must be accounted for entirely. One a situation recognised is read without its
 * circumstances (question-clauses.ts); it is not answered when what it asks to be done is a
 * thing the corpus never speaks of ("tow"), when what one would be punished for is not a thing
 * the answer speaks to ("arrested for not paying child support"), or when most of it is
 * unexplained and some of it in words the corpus never uses ("a permit to carry a handgun").
 */

/** How many of the leading passages may account for the question's words. */
const LEADING = 3;
/** A recognised question is "merely sharing words" when more than this share is unaccounted. */
const MAX_UNEXPLAINED_SHARE = 0.5;
const MIN_UNEXPLAINED = 2;

/** The words of `text` that made the situations recognise it. */
function recognisedWords(text: string, situations: readonly Situation[], language: LegalLanguage) {
  const source = language === 'es' ? foldAccents(text) : text;
  return situations.flatMap((situation) => {
    const pattern = language === 'es' ? situation.es.pattern : situation.pattern;
    const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
    const matched = [...source.matchAll(new RegExp(pattern.source, flags))].map((m) => m[0]);
    return terms(matched.join(' '), language);
  });
}

export interface CoverageQuestion {
  /** The question's words as searched (places taken out, denials rewritten). */
  query: string;
  language: LegalLanguage;
  /** The situations its words named (empty when none did). */
  named: readonly Situation[];
  /** The passages that would lead the answer. */
  leading: readonly Passage[];
  /**
   * What the question itself asks, when it is only part of `query` (the first part of a question
   * in parts, whose other parts are checked on their own); `query` when absent.
   */
  asked?: string;
}

/** The question's telling words that neither the leading passages nor the situations explain. */
export function unexplainedWords(question: CoverageQuestion): { asked: string[]; left: string[] } {
  const { query, language, named, leading } = question;
  // The circumstances ("while I stand outside a store") are not what is asked, once a situation
  // has recognised the question; a question none recognised must be accounted for in full.
  // What someone else said, quoted ("me preguntó \"are you legal?\""), is a circumstance too.
  const unquoted = named.length > 0 ? query.replace(/["“][^"”]{1,80}["”]/g, ' ') : query;
  const clauses = named.length > 0 ? mainClauses(unquoted, language) : [query];
  const asked = [...new Set(clauses.flatMap((clause) => terms(clause, language)))];
  const explained = new Set([
    ...leading.slice(0, LEADING).flatMap((passage) => passageWords(passage, language)),
    ...recognisedWords(query, named, language),
  ]);
  return { asked, left: asked.filter((term) => !explained.has(term)) };
}

/**
 * True when the leading passages answer the question rather than merely share words with it: a
 * question no situation recognised must be accounted for in full; a recognised one must not ask
 * for something the corpus never speaks of, nor be mostly about words the answer does not use.
 */
export function answersQuestion(question: CoverageQuestion): boolean {
  if (asksOutsideLibrary(question.asked ?? question.query, question.language)) return false;
  const { asked, left } = unexplainedWords(question);
  if (asked.length === 0 || left.length === 0) return true;
  if (question.named.length === 0) return false;
  const { language } = question;
  const known = corpusVocabulary(language);
  const asks = predicate(question.query, language);
  // What is asked to be done is a thing the corpus never speaks of ("tow my car").
  if (asks !== undefined && left.includes(asks) && !known.has(asks)) return false;
  // "Can I be arrested for not paying child support?": the corpus says what an arrest is, not
  // what one may be arrested for; the reason must be one the answer speaks to.
  const reason = REASON[language].exec(question.query)?.[1];
  if (reason !== undefined && terms(reason, language).some((term) => left.includes(term)))
    return false;
  // Most of the question unexplained, and some of it in words the corpus never uses: a subject
  // it does not treat ("a permit to carry a handgun"). Known words the leading passages do not
  // use are details ("watching", "stay").
  const isMostlyUnexplained =
    left.length >= MIN_UNEXPLAINED && left.length / asked.length > MAX_UNEXPLAINED_SHARE;
  return !(isMostlyUnexplained && left.some((term) => !known.has(term)));
}
