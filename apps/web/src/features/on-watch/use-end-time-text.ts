import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/intl-format';
import { intlLocale } from '../../lib/intl-locale';

/** An end time as the person reads a clock: "9:30 PM" (es: "9:30 p.m."). */
export function useEndTimeText(): (atMs: number) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(intlLocale(i18n.resolvedLanguage), {
    hour: 'numeric',
    minute: '2-digit',
  });
  return (atMs) => format.format(new Date(atMs));
}
