import { describe, expect, it } from 'vitest';
import { numberFormat } from '../../../lib/intl-format';
import { hoursText } from './ImpactStats';

describe('hours recorded, as Profile shows them', () => {
  const number = numberFormat('en-US');
  it('says a short take is less than a tenth of an hour, not 0', () => {
    expect(hoursText(0.011, number)).toBe('< 0.1');
    expect(hoursText(0, number)).toBe('0');
  });
  it('rounds to a tenth from six minutes on', () => {
    expect(hoursText(0.1, number)).toBe('0.1');
    expect(hoursText(0.5, number)).toBe('0.5');
    expect(hoursText(2.26, number)).toBe('2.3');
  });
  it('writes Spanish (US) as it writes English', () => {
    expect(hoursText(0.04, numberFormat('es-US'))).toBe('< 0.1');
  });
});
