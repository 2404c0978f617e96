import en from './locales/en.json';
import es from './locales/es.json';
import pagesEn from './locales/pages.en.json';
import pagesEs from './locales/pages.es.json';
import siteEn from './locales/site.en.json';
import siteEs from './locales/site.es.json';
import { mergeTexts } from './merge-texts';

/**
 * Every text of each language as the app has them once all are loaded, for tests: the app loads
 * them in parts (i18n/index.ts).
 */
export const allTexts = {
  en: mergeTexts(en, siteEn, pagesEn),
  es: mergeTexts(es, siteEs, pagesEs),
};
