import { LEGAL_CORPUS } from '../corpus';
import type { LegalAnswer, LegalQuestion } from '../engine';
import type { LegalLanguage } from '../types';

/**
 * One question and what a correct answer must and must not say. Facts are case-insensitive
 * substrings or regular expressions, and each is correct law with its source in the corpus or in
 * apps/server/data: the set checks the engine, it is never bent to fit it.
 */
export interface EvalCase {
  id: string;
  /** USPS code of the state the question is about, when it is about one. */
  state?: string;
  question: LegalQuestion;
  /** The language the answer must be in; English when absent. */
  language?: LegalLanguage;
  mustContain: (string | RegExp)[];
  mustNotContain?: (string | RegExp)[];
  /** Citations the answer must not list (no other state's statute). */
  mustNotCite?: (string | RegExp)[];
  /**
   * Facts the first part itself must state (the direct answer comes first, and what
   * could mislead if read alone, such as a blocked law read as in force, may not wait for "More").
   */
  firstPartMustContain?: (string | RegExp)[];
}

/** Statements no answer may ever make. */
export const NEVER_SAY: RegExp[] = [
  /you (must|have to) answer/i,
  /recording (the )?police is (illegal|a crime)/i,
  /you (can|may) refuse to (exit|get out|step out)/i,
  /you (can|may|should) resist/i,
  /(you must|have to) consent to (a|the|any) search/i,
  /this is legal advice/i,
  /you (may|can) (give|use|make up) a (false|fake) name/i,
  // Spanish puts "no" before the verb: "no tiene que responder" is the right answer.
  /(?<!no )(tiene que|debe) (responder|contestar)/i,
  /grabar a la policía es (ilegal|un delito)/i,
  /(?<!no )puede negarse a (salir|bajarse)/i,
  /(?<!no )(puede|debe) resistirse/i,
  /(?<!no )(tiene que|debe) dar su consentimiento para (un|el|cualquier|que)/i,
  /esto es asesoría legal/i,
  /(?<!no )puede (dar|usar|inventar) un nombre falso/i,
];

/** English an answer in Spanish must not carry: the corpus's English and the answer's frame. */
const ENGLISH_IN_SPANISH = [
  ...LEGAL_CORPUS.map((rule) => rule.text),
  'What to say:',
  'About ',
  'This is legal information',
];

function matches(text: string, fact: string | RegExp): boolean {
  return typeof fact === 'string'
    ? text.toLowerCase().includes(fact.toLowerCase())
    : fact.test(text);
}

/**
 * What is wrong with an answer to a case; empty when it is right. The facts may be in the text
 * or in the citations shown under it (a statute's section number, a case name); what an answer
 * must not say is looked for in its text.
 */
export function evalProblems(evalCase: EvalCase, answer: LegalAnswer): string[] {
  const problems: string[] = [];
  const cited = answer.citations.map((source) => `${source.title}, ${source.citation}`);
  const shown = [answer.response, ...cited].join('\n');
  for (const fact of evalCase.mustContain) {
    if (!matches(shown, fact)) problems.push(`missing: ${String(fact)}`);
  }
  for (const claim of [...(evalCase.mustNotContain ?? []), ...NEVER_SAY]) {
    if (matches(answer.response, claim)) problems.push(`must not say: ${String(claim)}`);
  }
  for (const fact of evalCase.firstPartMustContain ?? []) {
    if (!matches(answer.summary, fact)) problems.push(`first part lacks: ${String(fact)}`);
  }
  for (const source of evalCase.mustNotCite ?? []) {
    if (cited.some((line) => matches(line, source)))
      problems.push(`must not cite: ${String(source)}`);
  }
  const language = evalCase.language ?? 'en';
  if (answer.language !== language) problems.push(`answered in ${answer.language}`);
  if (language === 'es') {
    for (const english of ENGLISH_IN_SPANISH) {
      if (answer.response.includes(english)) problems.push(`English left: ${english}`);
    }
  }
  return problems;
}
