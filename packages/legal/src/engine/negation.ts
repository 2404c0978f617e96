import { foldAccents } from '../language';
import type { LegalLanguage } from '../types';

/**
 * "I'm not under arrest" is a question about a stop, not an arrest. Before the words
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
    // "I'm not on probation" rules the supervision rules out; it asks nothing about them.
    [/\bnot\s+on\s+(?:probation|parole)\b/gi, ''],
  ],
  es: [
    [
      /\bno\s+(?:estoy|estamos|esta|está|estaba|me\s+han|nos\s+han|me\s+tienen|me)\s*(?:arrestad[oa]s?|detenid[oa]s?|arrestaron|detuvieron|arrestando|deteniendo)\b/gi,
      'no detenido, me puedo ir',
    ],
    [/\bsin\s+(?:estar\s+)?(?:arrestad[oa]|detenid[oa])\b/gi, 'no detenido, me puedo ir'],
    [
      /\bno\s+(?:estoy|esta|está|estamos)\s+(?:en\s+)?(?:probatoria|probation|parole|libertad condicional)\b/gi,
      '',
    ],
  ],
};

/**
 * "Can police lie to me?" is about police deception, not about lying to the police (it
 * must not be answered with "you may not lie"): such a question is put as what it asks.
 */
const POLICE_DECEPTION: Record<LegalLanguage, RegExp[]> = {
  en: [
    /\b(?:the\s+)?(?:police|cops?|officers?|detectives?|agents?|they)\s+(?:are\s+|is\s+)?(?:(?:can|could|may|allowed\s+to|legally|even|ever)\s+)*(?:lie|lied|lying|trick\w*|deceiv\w*|bluff\w*)\b/gi,
    /\b(?:can|may|do|does|could)\s+(?:the\s+)?(?:police|cops?|officers?|detectives?|agents?|they)\s+(?:legally\s+)?(?:lie|trick|deceive|bluff)\b/gi,
  ],
  es: [
    /\b(?:la\s+|los\s+)?(?:policias?|agentes?|oficiales?|detectives?)\s+(?:me\s+|nos\s+)?(?:(?:puede|pueden|podria|podrian)\s+)?(?:mentir\w*|engan\w*)/gi,
    /\b(?:puede|pueden|podria|podrian)\s+(?:la\s+|los\s+)?(?:policias?|agentes?|oficiales?|detectives?)\s+(?:me\s+|nos\s+)?(?:mentir\w*|engan\w*)/gi,
    /\b(?:me|nos)\s+(?:puede|pueden|podria|podrian)\s+(?:mentir|enganar)\b/gi,
  ],
};

/**
 * "I'm not driving, I'm walking" is not a traffic stop: a denied role is taken out
 * before the words are matched, so "driving" does not bring the driver's license rule. The
 * role itself is read from the original words (facts/role.ts).
 */
const DENIED_ROLE: Record<LegalLanguage, RegExp[]> = {
  en: [
    /\b(?:i|we|he|she|they)(?:'?m|'?re|'?s| am| are| is| was| were)?\s+(?:not|n't|never)\s+(?:the\s+)?(?:driving|driver|behind the wheel)\b/gi,
    /\b(?:i|we|he|she|they)\s+(?:was|were|am|are|is)n'?t\s+(?:the\s+)?(?:driving|driver)\b/gi,
    /\b(?:not|wasn'?t|weren'?t|isn'?t|aren'?t)\s+(?:in\s+(?:a|my|the)\s+car|driving)\b/gi,
  ],
  es: [
    /\bno\s+(?:estoy|estaba|iba|estamos|ibamos|soy|era)?\s*(?:manejando|conduciendo|el conductor|la conductora|en (?:el|mi) (?:carro|coche|auto))\b/gi,
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
  const unarrested = DENIED[language].reduce(
    (result, [pattern, meaning]) => result.replace(pattern, meaning),
    undeceived,
  );
  const folded = language === 'es' ? foldAccents(unarrested) : unarrested;
  const patterns = DENIED_ROLE[language].filter((pattern) => new RegExp(pattern).test(folded));
  if (patterns.length === 0) return unarrested;
  return patterns.reduce((result, pattern) => result.replace(pattern, ' '), folded);
}
