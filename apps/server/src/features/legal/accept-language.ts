import { LEGAL_LANGUAGES, type LegalLanguage } from '@redzone/legal';
import { acceptedLanguage } from '../../platform/http/accept-language';

/**
 * The language the law office should answer in when a question's own words do not tell: the
 * request's preferred one among those the law office speaks.
 */
export function acceptedLegalLanguage(header: string | undefined): LegalLanguage | undefined {
  return acceptedLanguage(header, LEGAL_LANGUAGES);
}
