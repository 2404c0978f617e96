import { directionsUrl, type WatchView } from '@redzone/contract';
import { MapPin, ShieldAlert, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { intlLocale } from '../../../lib/intl-locale';
import { EvidencePlayer } from './EvidencePlayer';

/**
 * The alert as its trusted contacts watch it: where, whether it is still on, whether
 * the person was coerced, and the footage as it reaches the server.
 */
export function WatchAlertView({ view }: { view: WatchView }) {
  const { t, i18n } = useTranslation();
  const { alert } = view;
  const time = (iso: string) =>
    new Date(iso).toLocaleString(intlLocale(i18n.resolvedLanguage), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <p
          className={
            alert.status === 'active'
              ? 'text-2xl font-black text-red-400'
              : 'text-xl font-bold text-neutral-300'
          }
          role="status"
        >
          {t(`watch.status.${alert.status}`)}
        </p>
        {alert.isDuress ? (
          <p className="flex items-start gap-2 rounded-md bg-amber-300 p-2 font-bold text-black">
            <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
            {t('watch.duress')}
          </p>
        ) : null}
        <p className="flex items-start gap-2 text-lg font-semibold">
          <MapPin className="mt-1 size-5 shrink-0 text-red-400" aria-hidden />
          {alert.location}
        </p>
        <p className="font-mono text-sm text-neutral-400">
          {alert.latitude.toFixed(5)}, {alert.longitude.toFixed(5)}
        </p>
        <a
          className={buttonVariants({ variant: 'secondary' })}
          href={directionsUrl(alert)}
          target="_blank"
          rel="noreferrer"
        >
          {t('watch.openMap')}
        </a>
        <p className="flex items-center gap-2 text-sm">
          <Users className="size-4" aria-hidden />
          {t('watch.observers', { count: alert.observersCount })}
        </p>
        <p className="text-sm text-neutral-400">
          {t('watch.started', { time: time(alert.createdAt) })}
          {alert.endedAt ? ` ${t('watch.ended', { time: time(alert.endedAt) })}` : ''}
        </p>
      </Card>
      <section aria-labelledby="watch-footage-title" className="space-y-3">
        <h2 id="watch-footage-title" className="text-lg font-bold">
          {t('watch.footageTitle')}
        </h2>
        {view.recordings.length === 0 ? (
          <p className="text-neutral-400">{t('watch.noFootage')}</p>
        ) : (
          view.recordings.map((recording) => (
            <EvidencePlayer key={recording.id} recording={recording} />
          ))
        )}
      </section>
      <p className="text-sm text-neutral-400">
        {view.validUntil
          ? t('watch.validUntil', { time: time(view.validUntil) })
          : t('watch.validWhileActive')}
      </p>
    </div>
  );
}
