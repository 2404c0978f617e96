import { ALERT_BASE_RADIUS_YARDS, type Alert } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/intl-locale';
import { numberFormat } from '../../../lib/intl-format';

/** P1 §2 stat cards: active alerts, total observers, and the 100-yard base radius. */
export function AlertStats({ alerts }: { alerts: Alert[] | null }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(intlLocale(i18n.resolvedLanguage));
  const pending = t('alert.statPending');
  const stats = [
    {
      label: t('alert.statActive'),
      value: alerts ? number.format(alerts.length) : pending,
    },
    {
      label: t('alert.statObservers'),
      value: alerts ? number.format(alerts.reduce((sum, a) => sum + a.observersCount, 0)) : pending,
    },
    {
      label: t('alert.statRadius'),
      value: t('alert.radiusValue', { yards: number.format(ALERT_BASE_RADIUS_YARDS) }),
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {stats.map((stat) => (
        // A <div> groups each pair: a <dl> may hold only dt/dd groups, not sections.
        <div
          key={stat.label}
          className="rounded-xl border border-neutral-800 bg-neutral-900 p-3 text-center"
        >
          <dt className="text-xs text-neutral-400">{stat.label}</dt>
          <dd className="mt-1 text-xl font-extrabold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
