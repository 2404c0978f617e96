import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/intl-locale';
import { numberFormat } from '../../lib/intl-format';

/** Distances in miles (two decimals) and travel times in minutes (one), in the app's language. */
export function useMapFormat() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const miles = numberFormat(locale, { maximumFractionDigits: 2 });
  const minutes = numberFormat(locale, { maximumFractionDigits: 1 });
  const whole = numberFormat(locale, { maximumFractionDigits: 0 });
  return {
    /** The number alone, for texts that say "mi" themselves ("0.37 mi away"). */
    milesNumber: (value: number) => miles.format(value),
    miles: (value: number) => t('map.miles', { miles: miles.format(value) }),
    minutes: (value: number) => t('map.minutes', { minutes: minutes.format(value) }),
    yards: (value: number) => whole.format(value),
  };
}
