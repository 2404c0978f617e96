import { foldAccents } from '../language';
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

/**
 * "Can police lie to me?" is about police deception, not about lying to the police (issue 25:
 * it must not be answered with "you may not lie"): such a question is put as what it asks.
 */
const POLICE_DECEPTION: Record<LegalLanguage, RegExp[]> = {
  en: [
    /\b(?:the\s+)?(?:police|cops?|officers?|detectives?|agents?|they)\s+(?:are\s+|is\s+)?(?:(?:can|could|may|allowed\s+to|legally|even|ever)\s+)*(?:lie|lied|lying|trick\w*|deceiv\w*|bluff\w*)\b/gi,
    /\b(?:can|may|do|does|could)\s+(?:the\s+)?(?:police|cops?|officers?|detectives?|agents?|they)\s+(?:legally\s+)?(?:lie|trick|deceive|bluff)\b/gi,
  ],
  es: [
    /\b(?:la\s+)?(?:policia|agentes?|oficiales?|detectives?)\s+(?:me\s+|nos\s+)?(?:(?:puede|pueden|podria|podrian)\s+)?(?:mentir\w*|engan\w*)/gi,
    /\b(?:me|nos)\s+(?:puede|pueden|podria|podrian)\s+(?:mentir|enganar)\b/gi,
  ],
};

/** `text` with each denied arrest or detention put as what it means. */
export function withoutDeniedArrest(text: string, language: LegalLanguage): string {
  const deception = language === 'es' ? 'engano policial' : 'police deception';
  // Spanish patterns are written without accents: the text is folded for them.
  const base = language === 'es' ? foldAccents(text) : text;
  const undeceived = POLICE_DECEPTION[language].some((pattern) => pattern.test(base))
    ? POLICE_DECEPTION[language].reduce(
        (result, pattern) => result.replace(pattern, deception),
        base,
      )
    : text;
  return DENIED[language].reduce(
    (result, [pattern, meaning]) => result.replace(pattern, meaning),
    undeceived,
  );
}
