import { describe, expect, it } from 'vitest';
import { acceptedLegalLanguage } from './accept-language';

describe('Accept-Language for the law office', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['es', 'es'],
    ['fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4', 'es'],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['es;q=0, en', 'en'],
    ['ES-us', 'es'],
  ])('reads %j as %s', (header, language) => {
    expect(acceptedLegalLanguage(header)).toBe(language);
  });

  it('has no answer for a missing header or only other languages', () => {
    expect(acceptedLegalLanguage(undefined)).toBeUndefined();
    expect(acceptedLegalLanguage('')).toBeUndefined();
    expect(acceptedLegalLanguage('fr-FR, de;q=0.5, *;q=0.1')).toBeUndefined();
  });
});
