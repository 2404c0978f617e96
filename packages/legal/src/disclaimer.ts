import type { LegalLanguage } from './types';

/**
 * The last line of every answer (issue 8): the app gives legal information, never advice, and
 * says where to find someone who can advise. One line, so the web app can style it apart.
 */
export const LEGAL_DISCLAIMER =
  'This is legal information, not legal advice. For advice about your situation, contact a lawyer: your state bar’s lawyer referral service, local legal aid, or the public defender if you are charged.';

/** The same line in Spanish (issue #11), with the same three places to find a lawyer. */
export const LEGAL_DISCLAIMER_ES =
  'Esta es información legal, no asesoría legal. Para recibir asesoría sobre su situación, comuníquese con un abogado: el servicio de referencia de abogados del colegio de abogados de su estado, la asistencia legal local o el defensor público si enfrenta cargos.';

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
