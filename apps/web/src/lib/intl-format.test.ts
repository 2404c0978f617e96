import { describe, expect, it } from 'vitest';
import { numberFormat } from './intl-format';

describe('number formats', () => {
  it('write small numbers as Intl would, in both locales the app uses, without building it', () => {
    const values = [0, 1, 5, 42, 100, 999, -7, 0.5, 2.25, 0.125, 0.1234, 1e-7, 999.5];
    for (const locale of ['en-US', 'es-US']) {
      for (const options of [
        undefined,
        { maximumFractionDigits: 1 },
        { maximumFractionDigits: 0 },
      ]) {
        const intl = new Intl.NumberFormat(locale, options);
        for (const value of values) {
          expect(numberFormat(locale, options).format(value)).toBe(intl.format(value));
        }
      }
    }
  });

  it('leave large numbers, units and other locales to Intl', () => {
    expect(numberFormat('en-US').format(12_345)).toBe('12,345');
    expect(numberFormat('en-US', { style: 'unit', unit: 'byte' }).format(5)).toBe(
      new Intl.NumberFormat('en-US', { style: 'unit', unit: 'byte' }).format(5),
    );
    expect(numberFormat('de-DE').format(0.5)).toBe('0,5');
  });
});
