import { z } from 'zod';

/**
 * How the texts to a person's trusted contacts name them (docs/decisions/080). Those texts go
 * out under Red Zone's name to numbers that may belong to strangers, so what the person types
 * into them is held to a name's shape: letters, and a space, hyphen or apostrophe between them.
 * No digits (no phone number to call back), no dots or slashes (no link), nothing invisible.
 */
export const FIRST_NAME_MAX_LENGTH = 20;

const FIRST_NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;

export const FirstNameSchema = z
  .string()
  .trim()
  // One spelling per name, so "María" typed two ways is one name and its length is its letters.
  .normalize('NFC')
  .overwrite((name) => name.replace(/\s+/g, ' '))
  .min(1, 'Enter your first name.')
  .max(FIRST_NAME_MAX_LENGTH, `A first name here has at most ${FIRST_NAME_MAX_LENGTH} letters.`)
  .regex(
    FIRST_NAME_PATTERN,
    'A first name has letters only, with a space, hyphen or apostrophe between them: no digits, links or other signs.',
  );

/**
 * `nobody`: "someone", as before the choice existed. `phone`: the person's own verified number,
 * never one they type, so no text can name a number that is not theirs.
 */
export const SENDER_NAME_KINDS = ['nobody', 'firstName', 'phone'] as const;
export type SenderNameKind = (typeof SENDER_NAME_KINDS)[number];

export const SenderNameChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('nobody') }),
  z.object({ kind: z.literal('firstName'), firstName: FirstNameSchema }),
  z.object({ kind: z.literal('phone') }),
]);
export type SenderNameChoice = z.infer<typeof SenderNameChoiceSchema>;

/** GET /api/trusted-contacts/sender-name: the choice, and what the texts say with it now. */
export const SenderNameSettingSchema = z.object({
  /** null: never chosen, and the texts say "someone". */
  choice: SenderNameChoiceSchema.nullable(),
  /**
   * The words in place of "someone": the first name, or the verified number as (555) 123-4567;
   * null when the texts say "someone" (also a number chosen that the phone no longer has).
   */
  shownAs: z.string().nullable(),
  /**
   * The session's own verified number as the texts would write it, for the choice's label;
   * null when it has none, and then choosing the number says "someone".
   */
  verifiedNumber: z.string().nullable(),
});
export type SenderNameSetting = z.infer<typeof SenderNameSettingSchema>;
