import { describe, expect, it } from 'vitest';
import { errorMessageFor } from './errors';

describe('errorMessageFor (P1 §7, P2 §8)', () => {
  it('joins the status and the body text with a colon and a space', () => {
    expect(errorMessageFor(403, '{"error":"Verify first"}', 'Forbidden')).toBe(
      '403: {"error":"Verify first"}',
    );
  });

  it('uses the status text when the body is empty', () => {
    expect(errorMessageFor(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});
