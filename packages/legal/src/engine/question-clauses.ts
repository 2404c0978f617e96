import type { LegalLanguage } from '../types';
import { terms } from './question-words';

// What a question asks, apart from the circumstances it tells.

/** Words that start a clause the main question does not turn on ("because", "si"). */
const SUBORDINATE: Record<LegalLanguage, RegExp> = {
  en: /\b(because|if|when|since|after|before|while|due to|so that|cause|cuz|unless|even though)\b/i,
  es: /\b(porque|si|cuando|desde|despues|antes|mientras|para que|aunque|ya que)\b/i,
};

/** Where the question starts after an opening clause typed without its comma. */
const ASKING_AFTER_CLAUSE: Record<LegalLanguage, RegExp> = {
  en: /\b(can|could|will|would|do|does|did|is|are|should|may|must|am)\s+(i|you|he|she|they|we|it|the|my|police|cops?|officers?|ice)\b/i,
  es: /\b(puede|pueden|puedo|tengo|tiene|tienen|debo|debe|deben|hay)\b/i,
};

/** How a sentence that asks begins, when it has no question mark. */
const ASKS: Record<LegalLanguage, RegExp> = {
  en: /^(where|what|how|who|when|why|which|can|could|do|does|did|is|are|am|should|would|will|may|must|have|has)\b/i,
  es: /^[¿\s]*(d[oó]nde|ad[oó]nde|qu[eé]|c[oó]mo|qui[eé]n|cu[aá]ndo|por qu[eé]|cu[aá]l|cu[aá]nto|puede|pueden|puedo|tengo|tiene|debo|debe|hay)\b/i,
};

/** Phrases of place ("outside a bar", "at a traffic stop"): where, not what is asked. */
const PLACE_PHRASE: Record<LegalLanguage, RegExp> = {
  en: /\b(outside( of)?|inside( of)?|near|at|by|behind|across( from)?|next to|in front of|around)\s+(the |a |an |my |our |his |her |their |this |that )?\w+(\s+\w+)?|\b(on|in) the \w+/gi,
  es: /\b(afuera de|fuera de|cerca de|frente a|dentro de|junto a|detras de)\s+(el |la |los |las |un |una |mi |mis |su |sus )?\w+/gi,
};

/** A sentence without the clauses that give its circumstances ("because…", "si…"). */
function mainClause(sentence: string, language: LegalLanguage): string {
  let main = sentence.trim().replace(/^[¿¡\s]+/, '');
  // A clause that opens the sentence ("If I let them search my car, can they…") ends at its comma.
  const opening = SUBORDINATE[language].exec(main);
  if (opening?.index === 0) main = main.includes(',') ? main.slice(main.indexOf(',') + 1) : main;
  // Without its comma ("if cops stop me in hempstead can they give…"), the question begins at
  // its asking verb and subject.
  if (opening?.index === 0 && main === sentence.trim().replace(/^[¿¡\s]+/, '')) {
    const asking = ASKING_AFTER_CLAUSE[language].exec(main);
    if (asking !== null && asking.index > 0) main = main.slice(asking.index);
  }
  const later = SUBORDINATE[language].exec(main);
  const clause = later !== null && later.index > 0 ? main.slice(0, later.index) : main;
  return clause.replace(PLACE_PHRASE[language], ' ');
}

/**
 * The main clauses of what the question asks: its questions ("…?") when it has any, since the
 * sentences around them tell the circumstances ("I was in the passenger seat."), else all of it.
 */
export function mainClauses(query: string, language: LegalLanguage): string[] {
  const sentences = query.match(/[^.?!;]+[.?!;]*/g) ?? [];
  const marked = sentences.filter((sentence) => sentence.trim().endsWith('?'));
  // Typed without a question mark, a question still begins like one ("where do i file...").
  const asking = sentences.filter((sentence) => ASKS[language].test(sentence.trim()));
  const questions = marked.length > 0 ? marked : asking;
  return (
    (questions.length > 0 ? questions : sentences)
      // "oiga, en rose park un policía me paró… ¿se la tengo que dar?": the question is what "¿" opens.
      .map((sentence) => sentence.slice(Math.max(0, sentence.lastIndexOf('¿'))))
      .map((sentence) => sentence.replace(/[.?!;]+$/, ''))
      .filter((sentence) => sentence.trim() !== '')
      .map((sentence) => mainClause(sentence, language))
  );
}

/** What the question asks to be done: the first telling word of its main clause ("tow"). */
export function predicate(query: string, language: LegalLanguage): string | undefined {
  return mainClauses(query, language).flatMap((clause) => terms(clause, language))[0];
}

/** "arrested for …", "ticketed for …", "multado por …": what the person would be punished for. */
export const REASON: Record<LegalLanguage, RegExp> = {
  en: /\b(?:arrest\w*|ticket\w*|charg\w*|cited|cite|fined|fine|jail\w*|locked up|suspend\w*|revok\w*)\s+(?:me\s+|you\s+|us\s+|him\s+|her\s+|them\s+)?for\s+([^?.!]+)/i,
  es: /\b(?:arrest\w*|multa\w*|acusa\w*|detene\w*|detien\w*|carcel|quitar\w*|suspend\w*)\s+(?:\w+\s+){0,4}?(?:por|porque)\s+([^?.!]+)/i,
};
