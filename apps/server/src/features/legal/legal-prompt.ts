import { LLM_HISTORY_MAX_CHARS, LLM_HISTORY_TURNS } from '@redzone/contract';
import type { LegalAnswer, LegalLanguage, LegalQuestion } from '@redzone/legal';
import type { ChatModelMessage } from '../../platform/llm/chat-model';

const INSTRUCTIONS = `You are the Red Zone law office assistant. You explain US law about encounters with police to members of the public, in plain words, as a careful attorney would.
Rules:
- Use ONLY the numbered passages below. Do not add any legal rule, case, statute, number or date that is not in them. If they do not answer the question, say that the app's sources do not cover it and suggest talking to a lawyer.
- Name the case or statute each point comes from, as the passages do.
- Where the passages say the law is unsettled, differs by state or may have changed, say so.
- Answer directly first, then what to do and the exact words to say, if the passages give them. Keep it short: it may be read aloud during a police encounter.
- Do not call your answer legal advice and do not add a disclaimer: the app adds one.`;

/**
 * The engine chose the answer's language from the question and its passages are in
 * it; the model keeps to it rather than guessing from a short or mixed question.
 */
const LANGUAGE_RULE: Record<LegalLanguage, string> = {
  en: 'Answer in English.',
  es: 'Answer in Spanish, the language of the question, in the words of the Spanish passages ("derecho a permanecer en silencio", "orden judicial", "causa probable", "sospecha razonable"); keep the names of cases and laws and their citations exactly as they are.',
};

function passageBlock(answer: LegalAnswer): string {
  return answer.passages
    .map((passage, index) => {
      const say = (passage.sayThis ?? []).map((line) => `"${line}"`).join(' ');
      const sources = passage.sources
        .map((source) => `${source.title} (${source.citation})`)
        .join('; ');
      return [
        `[${index + 1}] ${passage.title}`,
        passage.text,
        ...(say === '' ? [] : [`What to say: ${say}`]),
        `Sources: ${sources}`,
      ].join('\n');
    })
    .join('\n\n');
}

/**
 * The newest turns (LLM_HISTORY_TURNS at most) within LLM_HISTORY_MAX_CHARS; the oldest of them
 * is cut to fit from its end.
 */
export function recentHistory<T extends { content: string }>(turns: readonly T[]): T[] {
  const kept: T[] = [];
  let left = LLM_HISTORY_MAX_CHARS;
  for (const turn of turns.slice(-LLM_HISTORY_TURNS).reverse()) {
    if (left <= 0) break;
    kept.unshift(
      turn.content.length <= left ? turn : { ...turn, content: turn.content.slice(-left) },
    );
    left -= turn.content.length;
  }
  return kept;
}

/**
 * The chat sent to the model: the rules and the passages the default engine retrieved (with
 * their citations) as the system message, then the recent conversation and the question.
 */
export function legalPromptMessages(
  question: LegalQuestion,
  answer: LegalAnswer,
  stateNames: string,
): ChatModelMessage[] {
  const history = recentHistory(question.conversationHistory ?? []);
  return [
    {
      role: 'system',
      content: `${INSTRUCTIONS}\n- ${LANGUAGE_RULE[answer.language]}\n\nThe person's state: ${stateNames}.\n\nPassages:\n\n${passageBlock(answer)}`,
    },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: question.message },
  ];
}
