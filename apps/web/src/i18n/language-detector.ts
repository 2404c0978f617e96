import type { LanguageDetectorModule } from 'i18next';

/** What a stored or reported language may look like before i18next reads it as a key. */
const SAFE_CODE = /^[A-Za-z0-9_@.-]{1,128}$/;
const UNSAFE_CODES = new Set(['__proto__', 'constructor', 'prototype']);

function isSafeLanguageCode(code: string): boolean {
  return SAFE_CODE.test(code) && !code.includes('..') && !UNSAFE_CODES.has(code);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes may refuse storage: the browser's languages still decide.
    return null;
  }
}

/**
 * The language to start in: the one the person chose (kept under `storageKey`), then the
 * browser's own, best first; i18next takes the first it has (`supportedLngs`) and keeps the
 * choice under the same key. What i18next-browser-languagedetector did with the order
 * `['localStorage', 'navigator']`, without its other lookups: its module read `document.cookie`
 * when evaluated, a synchronous trip to the browser's cookie store that held the first load's main
 * thread 20 to 60 ms at a phone's speed (docs/decisions/108).
 */
export function languageDetector(storageKey: string): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect() {
      const chosen = storage()?.getItem(storageKey);
      const found = [...(chosen ? [chosen] : []), ...navigator.languages, navigator.language];
      return found.filter((code) => typeof code === 'string' && isSafeLanguageCode(code));
    },
    cacheUserLanguage(language) {
      try {
        storage()?.setItem(storageKey, language);
      } catch {
        // Storage full or refused: the next visit detects again.
      }
    },
  };
}
