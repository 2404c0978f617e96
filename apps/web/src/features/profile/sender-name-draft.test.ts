import { describe, expect, it } from 'vitest';
import { choiceOf, isSameChoice, suggestedDraft } from './sender-name-draft';

describe('how the editor offers to name the person in texts', () => {
  it('offers the first name the Profile starts with, else the verified number, else nobody', () => {
    expect(suggestedDraft('María José Ruiz', '(213) 555-0123')).toEqual({
      kind: 'firstName',
      firstName: 'María',
    });
    expect(suggestedDraft('', '(213) 555-0123')).toEqual({ kind: 'phone', firstName: '' });
    expect(suggestedDraft('R2-D2', '(213) 555-0123').kind).toBe('phone');
    expect(suggestedDraft('', null)).toEqual({ kind: 'nobody', firstName: '' });
  });

  it('sends a first name only when the texts may carry it', () => {
    expect(choiceOf({ kind: 'firstName', firstName: ' Ana ' })).toEqual({
      kind: 'firstName',
      firstName: 'Ana',
    });
    expect(choiceOf({ kind: 'firstName', firstName: 'www.evil.example' })).toBe('invalid');
    expect(choiceOf({ kind: 'phone', firstName: 'Ana' })).toEqual({ kind: 'phone' });
  });

  it('tells a saved choice from a new one', () => {
    const ana = { kind: 'firstName', firstName: 'Ana' } as const;
    expect(isSameChoice(ana, ana)).toBe(true);
    expect(isSameChoice(ana, { kind: 'firstName', firstName: 'Eva' })).toBe(false);
    expect(isSameChoice({ kind: 'phone' }, null)).toBe(false);
  });
});
