import { i18n } from '../i18n';
import { ApiError } from './api-client';

/**
 * The message to show for a failed call: the server's own words in English (the spec shows
 * "the server's error text"), the translation of its stable `code` in other languages, and the
 * given fallback when the server said nothing usable.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.serverMessage) return fallback;
  if (i18n.resolvedLanguage === 'en' || !error.code) return error.serverMessage;
  return i18n.t(`serverErrors.${error.code}`, { defaultValue: error.serverMessage });
}
