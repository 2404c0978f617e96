import type { LegalLanguage } from './types';

/**
 * The last line of every answer: the app gives legal information, never advice. One
 * line, so the web app can style it apart; short, since every answer carries it. Where
 * to find a lawyer is said in full where it is the answer (not-covered.ts, resources).
 */
export const LEGAL_DISCLAIMER =
  'This is legal information, not legal advice. For your situation, ask a lawyer.';

/** The same line in Spanish. */
export const LEGAL_DISCLAIMER_ES =
  'Esta es información legal, no asesoría legal. Para su situación, consulte a un abogado.';

const DISCLAIMERS: Record<LegalLanguage, string> = {
  en: LEGAL_DISCLAIMER,
  es: LEGAL_DISCLAIMER_ES,
};

export function legalDisclaimer(language: LegalLanguage = 'en'): string {
  return DISCLAIMERS[language];
}

/** `body` with the disclaimer as its own last line (and no other copy of it, in either language). */
export function withDisclaimer(body: string, language: LegalLanguage = 'en'): string {
  const trimmed = Object.values(DISCLAIMERS)
    .reduce((text, line) => text.replaceAll(line, ''), body)
    .trimEnd();
  return `${trimmed}\n\n${DISCLAIMERS[language]}`;
}
