import { PHONE_DEFAULT_COUNTRY } from '@redzone/contract';
// The full metadata: only it knows number types, which the premium and toll-free refusal needs.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError, HTTP_STATUS } from '../errors/app-error';

export const PHONE_INVALID_MESSAGE =
  'Enter a valid phone number, such as (213) 555-0123 or +1 213 555 0123.';

/** Where Red Zone texts by default (SMS_COUNTRIES): US numbers only. */
export const DEFAULT_SMS_COUNTRIES: readonly string[] = [PHONE_DEFAULT_COUNTRY];

/**
 * Numbers that cost the sender or reach no person: texting them is how a script turns a
 * verification form into a premium-rate earner.
 */
const REFUSED_TYPES = new Set(['PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'UAN', 'VOICEMAIL']);

/**
 * The E.164 form of a number written any usual way ("(213) 555-0123", "213.555.0123",
 * "+1 213-555-0123"), US when no country code is given; null when it is not a real, textable
 * number: outside `countries`, premium-rate, toll-free or shared-cost. `extract: false` refuses
 * text around the number ("call 213...") instead of guessing, and an extension is refused
 * because an SMS cannot reach one.
 */
export function normalizePhoneNumber(
  input: string,
  countries: readonly string[] = DEFAULT_SMS_COUNTRIES,
): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), {
    defaultCountry: PHONE_DEFAULT_COUNTRY,
    extract: false,
  });
  if (parsed === undefined || !parsed.isValid() || parsed.ext !== undefined) return null;
  if (parsed.country === undefined || !countries.includes(parsed.country)) return null;
  const type = parsed.getType();
  if (type !== undefined && REFUSED_TYPES.has(type)) return null;
  return parsed.number;
}

/** normalizePhoneNumber for request input: a 400 phone_invalid instead of null. */
export function requirePhoneNumber(
  input: string,
  countries: readonly string[] = DEFAULT_SMS_COUNTRIES,
): string {
  const phone = normalizePhoneNumber(input, countries);
  if (phone === null) {
    throw new AppError(HTTP_STATUS.badRequest, 'phone_invalid', PHONE_INVALID_MESSAGE);
  }
  return phone;
}

/**
 * An E.164 number as the people it is shown to write it: "(213) 555-0123" within the North
 * American plan (where Red Zone texts by default), "+44 20 7946 0958" elsewhere.
 */
export function formatPhoneNumberForText(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed === undefined) return e164;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}
