import { MESSAGES } from '@redzone/verify/browser';
import { describe, expect, it } from 'vitest';
import pagesEn from '../../i18n/locales/pages.en.json';
import pagesEs from '../../i18n/locales/pages.es.json';

/** Where the page's English says what fits a browser rather than the command's flags. */
const WORDED_FOR_THE_PAGE = new Set([
  'keys_bundled_only',
  'token_signature_unchecked',
  'head_token_unchecked',
]);

describe('the verifier’s findings on /verify', () => {
  it('has words for every finding code in English and Spanish', () => {
    const codes = Object.keys(MESSAGES).sort();
    expect(Object.keys(pagesEn.evidenceCheck.findings).sort()).toEqual(codes);
    expect(Object.keys(pagesEs.evidenceCheck.findings).sort()).toEqual(codes);
  });

  it('says in English what the command says, except where a browser is told another way', () => {
    for (const [code, words] of Object.entries(MESSAGES)) {
      if (WORDED_FOR_THE_PAGE.has(code)) continue;
      expect(pagesEn.evidenceCheck.findings[code as keyof typeof MESSAGES], code).toBe(words);
    }
  });
});
