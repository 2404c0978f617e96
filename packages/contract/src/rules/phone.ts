import { PHONE_MASK_VISIBLE_DIGITS } from '../constants';

const MASK = '•••-•••-';

/**
 * A phone number shown back with only its last 4 digits ("•••-•••-4567"), the way the
 * verification status reports it: enough to recognise one's own number, useless to anyone else.
 */
export function maskPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${MASK}${digits.slice(-PHONE_MASK_VISIBLE_DIGITS)}`;
}
