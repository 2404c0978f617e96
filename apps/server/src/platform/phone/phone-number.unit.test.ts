import { describe, expect, it } from 'vitest';
import { formatPhoneNumberForText, normalizePhoneNumber, requirePhoneNumber } from './phone-number';

describe('normalizePhoneNumber', () => {
  it.each(['(213) 555-0123', '+1 213-555-0123', '213.555.0123', '2135550123', '1 (213) 555-0123'])(
    'reads %j as +12135550123',
    (input) => {
      expect(normalizePhoneNumber(input)).toBe('+12135550123');
    },
  );

  it('refuses another country unless it is configured', () => {
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBeNull();
    expect(normalizePhoneNumber('+44 20 7946 0958', ['US', 'GB'])).toBe('+442079460958');
  });

  it.each([
    ['premium rate', '+1 900 555 1234'],
    ['toll free', '+1 800 555 1234'],
    ['toll free (888)', '(888) 555-1234'],
  ])('refuses a %s number', (_, input) => {
    expect(normalizePhoneNumber(input)).toBeNull();
  });

  it.each([
    '12345abc',
    'abc2135550123',
    'call 213 555 0123',
    '555-555-5555',
    '213 555 0123 ext 5',
    '',
  ])('refuses %j', (input) => {
    expect(normalizePhoneNumber(input)).toBeNull();
  });

  it('throws a 400 phone_invalid for request input', () => {
    expect(() => requirePhoneNumber('12345abc')).toThrow(
      expect.objectContaining({ status: 400, code: 'phone_invalid' }),
    );
  });
});

describe('formatPhoneNumberForText', () => {
  it('writes a North American number the way people there do, and others internationally', () => {
    expect(formatPhoneNumberForText('+12135550123')).toBe('(213) 555-0123');
    expect(formatPhoneNumberForText('+442079460958')).toBe('+44 20 7946 0958');
  });
});
