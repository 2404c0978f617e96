import { FirstNameSchema, type SenderNameChoice, type SenderNameKind } from '@redzone/contract';

/** What the editor holds: the kind picked and the first name as typed (kept across kinds). */
export interface SenderNameDraft {
  kind: SenderNameKind;
  firstName: string;
}

/**
 * What the editor offers a person who never chose (docs/decisions/080): their first name when
 * the name on this Profile starts with one, else their verified number, else "someone". Only
 * offered: the texts keep saying "someone" until the person saves or adds a contact.
 */
export function suggestedDraft(
  profileName: string,
  verifiedNumber: string | null,
): SenderNameDraft {
  const first = FirstNameSchema.safeParse(profileName.trim().split(/\s+/)[0] ?? '');
  if (first.success) return { kind: 'firstName', firstName: first.data };
  return { kind: verifiedNumber === null ? 'nobody' : 'phone', firstName: '' };
}

export function draftOf(choice: SenderNameChoice): SenderNameDraft {
  return { kind: choice.kind, firstName: choice.kind === 'firstName' ? choice.firstName : '' };
}

/** The choice to send, or `invalid` when the first name is not one the texts may carry. */
export function choiceOf(draft: SenderNameDraft): SenderNameChoice | 'invalid' {
  if (draft.kind !== 'firstName') return { kind: draft.kind };
  const parsed = FirstNameSchema.safeParse(draft.firstName);
  return parsed.success ? { kind: 'firstName', firstName: parsed.data } : 'invalid';
}

export function isSameChoice(a: SenderNameChoice, b: SenderNameChoice | null): boolean {
  if (b === null || a.kind !== b.kind) return false;
  return a.kind !== 'firstName' || (b.kind === 'firstName' && a.firstName === b.firstName);
}
