import { STORAGE_KEYS } from '@redzone/contract';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import siteEn from './locales/site.en.json';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * English is the source: its strings are the spec's, verbatim (issue #11), and it ships in the
 * first load as the fallback. `site`: the long texts of Home, the policies and the company pages
 * (issue #9), kept apart. Spanish is its own chunk, fetched only when it is the language in use
 * (issue 10: Home's first-load budget); main.tsx waits for it before the first render.
 */
const english = { ...en, site: siteEn };

async function loadSpanish() {
  const [es, siteEs] = await Promise.all([
    import('./locales/es.json'),
    import('./locales/site.es.json'),
  ]);
  return { ...es.default, site: siteEs.default };
}

/** Resolves once the language in use has its texts: render after it. */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string) =>
      language === 'es' ? loadSpanish() : Promise.resolve(english),
    ),
  )
  .init({
    resources: { en: { translation: english } },
    partialBundledLanguages: true,
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
