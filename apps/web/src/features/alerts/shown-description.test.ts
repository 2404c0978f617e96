import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import { STOCK_DESCRIPTIONS, shownDescription } from './shown-description';

describe('shownDescription', () => {
  it('knows the stock description of every language the app speaks', () => {
    expect([...STOCK_DESCRIPTIONS].sort()).toEqual(
      [en.alert.defaultDescription, es.alert.defaultDescription].sort(),
    );
  });

  it("shows the stock text in the reader's language and a typed one as typed", () => {
    const t = ((key: string) =>
      key === 'alert.defaultDescription' ? es.alert.defaultDescription : key) as never;
    expect(shownDescription(en.alert.defaultDescription, t)).toBe(es.alert.defaultDescription);
    expect(shownDescription('Traffic stop on 5th', t)).toBe('Traffic stop on 5th');
  });
});
