import { STORAGE_KEYS } from '@redzone/contract';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import en from './locales/en.json';
import siteEn from './locales/site.en.json';
import { mergeTexts } from './merge-texts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * English is the source: its strings are the spec's, verbatim. What the shell, Home,
 * the alert button and the recorder say ships in the first load (`en.json`, and `site.en.json`
 * for Home's long texts); every other page's texts (`pages.en.json`) come with that page (issue
 * 10: Home's first-load budget). Spanish is its own chunk, all of it, fetched only when it is the
 * language in use; main.tsx waits for it before the first render.
 */
const english = { ...en, site: siteEn };

async function loadSpanish() {
  const [es, siteEs, pagesEs] = await Promise.all([
    import('./locales/es.json'),
    import('./locales/site.es.json'),
    import('./locales/pages.es.json'),
  ]);
  return mergeTexts(es.default, siteEs.default, pagesEs.default);
}

let englishPages: Promise<void> | null = null;
let englishPagesLoaded = false;

/**
 * Resolves once the texts of every page are there in the language in use. Pages other than Home
 * wait for it before they render (routes.tsx); main.tsx starts it after the first render.
 */
export async function pageTextsReady(): Promise<void> {
  await i18nReady.catch(() => undefined);
  if (!(i18n.resolvedLanguage ?? 'en').startsWith('en')) return;
  englishPages ??= import('./locales/pages.en.json').then(
    (pages) => {
      // Deep: `site` keeps Home's texts and gains the pages'. Silent: nothing on screen uses them
      // yet (the pages that do wait for them), and drawing the whole app again for them was the
      // longest task of Home's start; a switch to English draws again itself (below).
      i18n.addResourceBundle('en', 'translation', pages.default, true, true, {
        silent: true,
        skipCopy: true,
      });
      englishPagesLoaded = true;
    },
    (error: unknown) => {
      englishPages = null;
      throw error;
    },
  );
  await englishPages;
}

/** A lazy module that draws page texts: it resolves once they are there too. */
export function withPageTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), pageTextsReady()]).then(([module]) => module);
}

/** Resolves once the language in use has its texts: render after it. */
export const i18nReady = i18n
  // First visit: the browser's language; after that the choice the person made.
  .use(languageDetector(STORAGE_KEYS.language))
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
    // A component drawn before its page texts arrived draws again when they do.
    react: { bindI18nStore: 'added' },
  });

function syncHtmlLang(language: string) {
  document.documentElement.lang = language.startsWith('es') ? 'es' : 'en';
}
syncHtmlLang(i18n.resolvedLanguage ?? 'en');
i18n.on('languageChanged', (language) => {
  syncHtmlLang(language);
  // Switching to English from Spanish: its page texts were never fetched. The page on screen
  // draws again once they are here: adding nothing, loudly, raises the store's 'added', on which
  // react-i18next redraws.
  const mustRedraw = !englishPagesLoaded;
  void pageTextsReady()
    .then(() => {
      if (mustRedraw) i18n.addResourceBundle('en', 'translation', {}, true, false);
    })
    .catch(() => undefined);
});

export { i18n };
