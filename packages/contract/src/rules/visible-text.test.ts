import { describe, expect, it } from 'vitest';
import { stripInvisible, withVisibleText } from './visible-text';

describe('text others read', () => {
  it('drops bidi overrides and isolates, zero-width and control characters', () => {
    expect(stripInvisible('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(stripInvisible('\u2067Officer\u2069 Smith')).toBe('Officer Smith');
    expect(stripInvisible('bad\u200Bword\uFEFF\u200D')).toBe('badword');
    expect(stripInvisible('bell\u0007 and\u0000 nul\u009B')).toBe('bell and nul');
  });

  it('keeps line breaks, accents and emoji', () => {
    expect(stripInvisible('Línea uno\r\nLínea\tdos 🚓')).toBe('Línea uno\nLínea dos 🚓');
  });

  it('cleans the named fields only', () => {
    expect(withVisibleText({ a: 'x\u202Ey', b: 'x\u202Ey', n: 1 }, ['a'])).toEqual({
      a: 'xy',
      b: 'x\u202Ey',
      n: 1,
    });
  });
});
