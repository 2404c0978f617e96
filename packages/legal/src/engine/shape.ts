import { legalDisclaimer } from '../disclaimer';
import type { LegalLanguage } from '../types';
import { ANSWER_TEXT } from './answer-text';
import type { Passage } from './passage';
import { sentences, wordCount } from './sentences';

/**
 * Read during a stop: the whole answer, disclaimer included, stays within this
 * many words when its passages allow, so the median answer is well under 150 words.
 */
const MAX_ANSWER_WORDS = 150;

export interface AnswerShape {
  summary: string;
  more: string;
  /** The passages whose words the answer shows. */
  shown: Passage[];
}

export interface ShapeInput {
  language: LegalLanguage;
  /** "Which state are you in?", when a fact that changes the answer is missing. */
  clarify: string | null;
  /** The passages of each part of the question, best first; the first is the main question's. */
  parts: Passage[][];
  /** Passages shown even past the budget (each state's own law, a rule's needed caveat). */
  essential: readonly Passage[];
  /** The "What to say" lines. */
  script: string[];
  /** A line saying which parts of the question the corpus does not cover. */
  uncovered: string | null;
}

function sayBlock(lines: readonly string[], language: LegalLanguage): string | null {
  if (lines.length === 0) return null;
  return `${ANSWER_TEXT[language].whatToSay}\n${lines.map((line) => `"${line}"`).join('\n')}`;
}

/**
 * The answer in two parts: first the direct answer, one sentence for each part of the question,
 * and what to say; then the rest of the leading passages and the others, within the budget.
 */
export function shapeAnswer(input: ShapeInput): AnswerShape {
  const { language, parts } = input;
  const leads = parts.flatMap((candidates) => candidates.slice(0, 1));
  const uniqueLeads = leads.filter(
    (passage, index) => leads.findIndex((other) => other.id === passage.id) === index,
  );
  const openings = uniqueLeads.map((passage) => {
    const [first = passage.text, ...rest] = sentences(passage.text);
    return { passage, first, rest: rest.join(' ') };
  });
  const summary = [
    input.clarify,
    ...openings.map((opening) => opening.first),
    input.uncovered,
    sayBlock(input.script, language),
  ]
    .filter((part): part is string => part !== null && part !== '')
    .join('\n\n');

  const shown: Passage[] = uniqueLeads;
  const paragraphs: string[] = [];
  let words = wordCount(summary) + wordCount(legalDisclaimer(language));
  const fits = (text: string) => words + wordCount(text) <= MAX_ANSWER_WORDS;
  for (const { rest } of openings) {
    if (rest.length === 0) continue;
    paragraphs.push(rest);
    words += wordCount(rest);
  }
  // The state's own law is the answer where it differs: it is shown whatever the budget; every
  // other passage only while the answer stays short.
  const essential = new Set(input.essential.map((passage) => passage.id));
  const rest = parts.flat().filter((passage) => !shown.some((lead) => lead.id === passage.id));
  const seen = new Set(shown.map((passage) => passage.id));
  for (const passage of rest) {
    if (seen.has(passage.id)) continue;
    seen.add(passage.id);
    if (!essential.has(passage.id) && !fits(passage.text)) continue;
    paragraphs.push(passage.text);
    shown.push(passage);
    words += wordCount(passage.text);
  }
  return { summary, more: paragraphs.join('\n\n'), shown };
}
