import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/intl-format';
import { intlLocale } from '../../lib/intl-locale';

/** An end time as the person reads a clock: "9:30 PM" (es: "9:30 p.m."). */
export function useEndTimeText(): (atMs: number) => string {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  // Built when a time is shown, not on every page's first draw (the banner is in the shell): a
  // page's first Intl formatter loads locale data, a long task on a phone.
  return (atMs) =>
    dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(atMs));
}
