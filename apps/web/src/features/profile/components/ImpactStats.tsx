import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { numberFormat } from '../../../lib/intl-format';
import { intlLocale } from '../../../lib/intl-locale';
import { useImpact } from '../api/get-impact';

/** Hours to a tenth; a take shorter than six minutes is still something, not "0". */
export function hoursText(hours: number, number: { format(value: number): string }): string {
  if (hours > 0 && hours < 0.1) return `< ${number.format(0.1)}`;
  return number.format(Math.round(hours * 10) / 10);
}

const STATS = [
  { field: 'alertsResponded', key: 'profile.alertsResponded' },
  { field: 'hoursRecorded', key: 'profile.hoursRecorded' },
  { field: 'communityHelps', key: 'profile.communityHelps' },
] as const;

/**
 * P2 §2/§4 "Your Impact", counted by the server from what this device's identity did (the
 * counters were typed in by hand and never moved, so they are no longer editable).
 */
export function ImpactStats() {
  const { t, i18n } = useTranslation();
  const impact = useImpact();
  const number = numberFormat(intlLocale(i18n.resolvedLanguage));
  return (
    <Card>
      <CardTitle>{t('profile.yourImpact')}</CardTitle>
      <CardDescription>{t('profile.impactHint')}</CardDescription>
      {impact.isError ? (
        <div className="mt-3 flex items-center gap-2 text-sm text-neutral-300">
          <span>{t('profile.impactFailed')}</span>
          <Button size="sm" variant="outline" onClick={() => void impact.refetch()}>
            {t('profile.impactRetry')}
          </Button>
        </div>
      ) : (
        <dl className="mt-3 grid grid-cols-3 gap-2" aria-busy={impact.isPending}>
          {STATS.map(({ field, key }) => (
            <div key={field} className="rounded-lg bg-neutral-950 p-3 text-center">
              <dt className="text-xs text-neutral-300">{t(key)}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-white">
                {impact.data === undefined
                  ? '…'
                  : field === 'hoursRecorded'
                    ? hoursText(impact.data.hoursRecorded, number)
                    : number.format(impact.data[field])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
