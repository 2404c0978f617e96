/**
 * The Intl locale for numbers and dates: the app's audience is in the US, so Spanish uses the
 * US conventions (0.5 mi, not 0,5 mi).
 */
export function intlLocale(language: string | undefined): string {
  return language === 'es' ? 'es-US' : 'en-US';
}
