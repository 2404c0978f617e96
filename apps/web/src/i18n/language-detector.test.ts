import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageDetector } from './language-detector';

const KEY = 'redzone.language';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('languageDetector', () => {
  let localStorage: Storage;

  beforeEach(() => {
    localStorage = memoryStorage();
    vi.stubGlobal('window', { localStorage });
    vi.stubGlobal('navigator', { languages: ['es-MX', 'en-US'], language: 'es-MX' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the browser’s languages, best first, on a first visit', () => {
    expect(languageDetector(KEY).detect()).toEqual(['es-MX', 'en-US', 'es-MX']);
  });

  it('offers the language the person chose before the browser’s', () => {
    localStorage.setItem(KEY, 'en');
    expect(languageDetector(KEY).detect()).toEqual(['en', 'es-MX', 'en-US', 'es-MX']);
  });

  it('keeps the language in use for the next visit', () => {
    languageDetector(KEY).cacheUserLanguage?.('es');
    expect(localStorage.getItem(KEY)).toBe('es');
  });

  it('ignores a stored value that could name an object’s own keys', () => {
    localStorage.setItem(KEY, '__proto__');
    expect(languageDetector(KEY).detect()).toEqual(['es-MX', 'en-US', 'es-MX']);
  });

  it('still detects when storage is refused', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const detector = languageDetector(KEY);
    expect(detector.detect()).toEqual(['es-MX', 'en-US', 'es-MX']);
    expect(() => detector.cacheUserLanguage?.('en')).not.toThrow();
  });
});
