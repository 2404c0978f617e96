import type { LegalLanguage } from '../types';

/**
 * "I'm not under arrest" is a question about a stop, not an arrest (issue 25). Before the words
 * are matched to situations and searched, a denied arrest or detention becomes what it means:
 * the person is not held ("free to go" / "me puedo ir"), which the street-stop rules answer.
 */
const DENIED: Record<LegalLanguage, [RegExp, string][]> = {
  en: [
    [
      /\b(?:(?:i|we|he|she|they)(?:'?m|'?re|'?s| am| are| is| was| were)|i'm|im)\s+not\s+(?:being\s+|under\s+)?(?:arrested|detained|under arrest)\b/gi,
      'not held, free to go',
    ],
    [
      /\b(?:did(?:n'?t| not)|have(?:n'?t| not)|has(?:n'?t| not)|never|not)\s+(?:been\s+)?(?:arrest(?:ed)?|detain(?:ed)?)(?:\s+(?:me|us|him|her|them))?\b/gi,
      'not held, free to go',
    ],
    [/\bno(?:t| longer)? under arrest\b/gi, 'not held, free to go'],
  ],
  es: [
    [
      /\bno\s+(?:estoy|estamos|esta|está|estaba|me\s+han|nos\s+han|me\s+tienen|me)\s*(?:arrestad[oa]s?|detenid[oa]s?|arrestaron|detuvieron|arrestando|deteniendo)\b/gi,
      'no detenido, me puedo ir',
    ],
    [/\bsin\s+(?:estar\s+)?(?:arrestad[oa]|detenid[oa])\b/gi, 'no detenido, me puedo ir'],
  ],
};

/** `text` with each denied arrest or detention put as what it means. */
export function withoutDeniedArrest(text: string, language: LegalLanguage): string {
  return DENIED[language].reduce(
    (result, [pattern, meaning]) => result.replace(pattern, meaning),
    text,
  );
}
