import type { LegalLanguage } from './types';

/**
 * The last line of every answer (issue 8): the app gives legal information, never advice, and
 * says where to find someone who can advise. One line, so the web app can style it apart.
 */
export const LEGAL_DISCLAIMER =
  'This is legal information, not legal advice. For your situation, ask a lawyer: a bar referral service, legal aid, or the public defender if you are charged.';

/** The same line in Spanish (issue #11), with the same three places to find a lawyer. */
export const LEGAL_DISCLAIMER_ES =
  'Esta es información legal, no asesoría legal. Para su situación, consulte a un abogado: un servicio de referencia de abogados, la asistencia legal o el defensor público si enfrenta cargos.';

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
