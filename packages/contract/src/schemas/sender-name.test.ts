import { describe, expect, it } from 'vitest';
import { FirstNameSchema, SenderNameChoiceSchema } from './sender-name';

describe('the first name texts may carry', () => {
  it('takes names with accents, spaces, hyphens and apostrophes, tidied', () => {
    expect(FirstNameSchema.parse(' María  José ')).toBe('María José');
    expect(FirstNameSchema.parse('Jean-Luc')).toBe('Jean-Luc');
    expect(FirstNameSchema.parse('D’Angelo')).toBe('D’Angelo');
    // A decomposed accent is stored composed, one letter.
    expect(FirstNameSchema.parse('Mari\u0301a')).toBe('María');
  });

  it('refuses digits, links, other signs and invisible characters', () => {
    for (const typed of [
      'Maria2',
      'Call 2135550123',
      'evil.example',
      'https://x',
      'Ana!',
      "O''Brien",
      '-Ana',
      'Ana\u202e',
      '',
    ]) {
      expect(FirstNameSchema.safeParse(typed).success, typed).toBe(false);
    }
  });

  it('refuses a name over 20 letters with a message that says so', () => {
    const result = FirstNameSchema.safeParse('Maximiliana Gertrudis');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'A first name here has at most 20 letters.',
    ]);
  });

  it('asks for a first name only with the first-name choice', () => {
    expect(SenderNameChoiceSchema.safeParse({ kind: 'firstName' }).success).toBe(false);
    expect(SenderNameChoiceSchema.parse({ kind: 'phone', firstName: 'x' })).toEqual({
      kind: 'phone',
    });
  });
});
