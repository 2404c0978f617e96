import type { LegalLanguage } from '@redzone/legal';
import { useTranslation } from 'react-i18next';

/** The legal corpus's language for an i18next language ("es", "es-MX"); English otherwise. */
function toLegalLanguage(language: string | undefined): LegalLanguage {
  return language?.startsWith('es') ? 'es' : 'en';
}

/** The guides and the law office speak the app's active language. */
export function useLegalLanguage(): LegalLanguage {
  const { i18n } = useTranslation();
  return toLegalLanguage(i18n.resolvedLanguage);
}
