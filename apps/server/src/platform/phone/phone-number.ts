import { PHONE_DEFAULT_COUNTRY } from '@redzone/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { AppError, HTTP_STATUS } from '../errors/app-error';

export const PHONE_INVALID_MESSAGE =
  'Enter a valid phone number, such as (213) 555-0123 or +1 213 555 0123.';

/**
 * The E.164 form of a number written any usual way ("(213) 555-0123", "213.555.0123",
 * "+1 213-555-0123"), US when no country code is given; null when it is not a real, textable
 * number. `extract: false` refuses text around the number ("call 213...") instead of guessing,
 * and an extension is refused because an SMS cannot reach one.
 */
export function normalizePhoneNumber(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), {
    defaultCountry: PHONE_DEFAULT_COUNTRY,
    extract: false,
  });
  if (parsed === undefined || !parsed.isValid() || parsed.ext !== undefined) return null;
  return parsed.number;
}

/** normalizePhoneNumber for request input: a 400 phone_invalid instead of null. */
export function requirePhoneNumber(input: string): string {
  const phone = normalizePhoneNumber(input);
  if (phone === null) {
    throw new AppError(HTTP_STATUS.badRequest, 'phone_invalid', PHONE_INVALID_MESSAGE);
  }
  return phone;
}
