import { describe, expect, it } from 'vitest';
import { phoneForDisplay } from './phone-display';

describe('a typed number read back', () => {
  it('writes US numbers as they are read, however typed', () => {
    for (const typed of ['2135550123', '213.555.0123', '+1 213-555-0123', ' 1 (213) 555 0123 ']) {
      expect(phoneForDisplay(typed)).toBe('(213) 555-0123');
    }
  });
  it('leaves other numbers as typed', () => {
    expect(phoneForDisplay('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneForDisplay('555-0123')).toBe('555-0123');
  });
});
