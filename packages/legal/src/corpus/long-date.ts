import type { LegalLanguage } from '../types';

const LOCALES: Record<LegalLanguage, string> = { en: 'en-US', es: 'es-US' };

/** A calendar date (YYYY-MM-DD) as people write it: "November 25, 2026" / "25 de noviembre de 2026". */
export function longDate(date: string, language: LegalLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
