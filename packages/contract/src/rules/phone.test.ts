import { describe, expect, it } from 'vitest';
import { maskPhoneNumber } from './phone';

describe('maskPhoneNumber', () => {
  it('keeps only the last four digits of an E.164 number', () => {
    expect(maskPhoneNumber('+12135550123')).toBe('•••-•••-0123');
  });

  it('ignores formatting in the input', () => {
    expect(maskPhoneNumber('+44 20 7946 0958')).toBe('•••-•••-0958');
  });
});
