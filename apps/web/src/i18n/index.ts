import { STORAGE_KEYS } from '@redzone/contract';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import es from './locales/es.json';
import siteEn from './locales/site.en.json';
import siteEs from './locales/site.es.json';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** English is the source: its strings are the spec's, verbatim (issue #11). */
/** `site`: the long texts of Home, the policies and the company pages (issue #9), kept apart. */
export const resources = {
  en: { translation: { ...en, site: siteEn } },
  es: { translation: { ...es, site: siteEs } },
} as const;

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      // First visit: the browser's language; after that the choice the person made.
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
    },
  });

function syncHtmlLang(language: string) {
  document.documentElement.lang = language.startsWith('es') ? 'es' : 'en';
}
syncHtmlLang(i18n.resolvedLanguage ?? 'en');
i18n.on('languageChanged', syncHtmlLang);

export { i18n };
