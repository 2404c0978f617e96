import { FILTER_CLOSE_YARDS, FILTER_NEAR_MILES, type AlertFilter } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/intl-locale';
import { numberFormat } from '../../lib/intl-format';

/** Each filter's label (P1 §2) and its empty state, with the distances from the contract. */
export function useFilterText() {
  const { t, i18n } = useTranslation();
  const number = numberFormat(intlLocale(i18n.resolvedLanguage));
  const miles = number.format(FILTER_NEAR_MILES);
  const yards = number.format(FILTER_CLOSE_YARDS);
  return {
    label(filter: AlertFilter): string {
      switch (filter) {
        case 'all':
          return t('alert.filterAll');
        case 'near':
          return t('alert.filterNear', { miles });
        case 'close':
          return t('alert.filterClose', { yards });
        case 'recent':
          return t('alert.filterRecent');
      }
    },
    empty(filter: AlertFilter): string {
      switch (filter) {
        case 'all':
          return t('alert.none');
        case 'near':
          return t('alert.emptyNear', { miles });
        case 'close':
          return t('alert.emptyClose', { yards });
        case 'recent':
          return t('alert.emptyRecent');
      }
    },
  };
}
