import { directionsUrl, distanceMiles, type Alert, type Point } from '@redzone/contract';
import { Clock, MapPin, Navigation, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { intlLocale } from '../../../lib/intl-locale';
import { relativeTimeText } from '../../../lib/relative-time';
import { numberFormat } from '../../../lib/intl-format';
import { shownDescription } from '../shown-description';
import { SomeoneOnTheWay } from './AcknowledgementCounts';

interface AlertCardProps {
  alert: Alert;
  position: Point | null;
  /** The time the relative label counts from; the screen's ticking clock. */
  now: number;
  onRespond: (alert: Alert) => void;
}

/**
 * P1 §2 alert card: location, description, distance from you, relative time, observers, VIP
 * mark; Respond (to the map) and Navigate (external directions to the alert's coordinates).
 */
export function AlertCard({ alert, position, now, onRespond }: AlertCardProps) {
  const { t, i18n } = useTranslation();
  const miles = position ? distanceMiles(position, alert) : null;
  const number = numberFormat(intlLocale(i18n.resolvedLanguage), {
    maximumFractionDigits: 2,
  });
  return (
    <Card className="space-y-2" aria-label={alert.location}>
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-start gap-2 font-bold text-white">
          <MapPin className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden />
          {alert.location}
        </p>
        {alert.isVip ? (
          <span className="shrink-0 rounded bg-amber-500 px-1.5 py-0.5 text-xs font-black text-black">
            {t('alert.vip')}
          </span>
        ) : null}
      </div>
      {alert.description ? (
        <p className="text-sm text-neutral-300">{shownDescription(alert.description, t)}</p>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-neutral-400">
        {miles !== null ? (
          <span>{t('alert.milesAway', { miles: number.format(miles) })}</span>
        ) : null}
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {relativeTimeText(t, alert.createdAt, now)}
        </span>
        <span className="flex items-center gap-1">
          <Users className="size-3.5" aria-hidden />
          {alert.isMine && alert.observersCount === 0
            ? t('alert.noneOnTheWayYet')
            : t('alert.observerCount', { count: alert.observersCount })}
        </span>
        <SomeoneOnTheWay observersCount={alert.observersCount} />
      </p>
      <div className="flex gap-2 pt-1">
        <Button
          className="flex-1"
          aria-label={t('alert.respondLabel', { location: alert.location })}
          onClick={() => onRespond(alert)}
        >
          {t('alert.respond')}
        </Button>
        <a
          href={directionsUrl(alert)}
          target="_blank"
          rel="noreferrer"
          aria-label={t('alert.navigateLabel', { location: alert.location })}
          className={buttonVariants({ variant: 'outline', className: 'flex-1' })}
        >
          <Navigation aria-hidden />
          {t('alert.navigate')}
        </a>
      </div>
    </Card>
  );
}
