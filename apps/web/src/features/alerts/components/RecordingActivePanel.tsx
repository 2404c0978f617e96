import { type Alert } from '@redzone/contract';
import { MapPin, Users } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAlerts } from '../api/get-alerts';
import type { Emergency } from '../emergency-store';

const SECOND_MS = 1000;

function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The live copy of this alert from the list the event stream keeps current. */
function useLiveAlert(initial: Alert | null): Alert | null {
  const { data } = useAlerts();
  if (!initial) return null;
  return data?.find((a) => a.id === initial.id) ?? initial;
}

/** P1 §2: the green Recording Active panel. */
export function RecordingActivePanel({
  emergency,
  onEnd,
  recorderAction,
}: {
  emergency: Emergency;
  onEnd: () => void;
  recorderAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const alert = useLiveAlert(emergency.alert);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - emergency.startedAt) / SECOND_MS));
  const observers = alert?.observersCount ?? 0;

  return (
    <section
      aria-labelledby="recording-active-title"
      className="rounded-xl border-2 border-green-500 bg-green-950 p-4 text-green-50"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="recording-active-title" className="flex items-center gap-2 text-lg font-extrabold">
          <span className="size-3 animate-pulse rounded-full bg-red-500" aria-hidden />
          {t('alert.recordingActive')}
        </h2>
        {alert ? (
          <span
            className="rounded-md bg-green-800 px-2 py-1 font-mono text-xs"
            aria-label={t('alert.idBadge', { id: alert.id.slice(0, 8) })}
          >
            {alert.id.slice(0, 8)}
          </span>
        ) : null}
      </div>
      {emergency.pendingPost ? (
        <p className="mt-2 rounded-lg bg-amber-900/60 p-2 text-sm text-amber-100" role="status">
          {t('alert.pendingPost')}
        </p>
      ) : null}
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex items-center gap-2">
          <Users className="size-4" aria-hidden />
          <dt>{t('alert.observersNearby')}</dt>
          <dd className="font-bold" aria-live="polite">
            {alert && observers > 0
              ? t('alert.observerCount', { count: observers })
              : t('alert.searching')}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <span className="size-4 text-center" aria-hidden>
            ⏱
          </span>
          <dt>{t('alert.duration')}</dt>
          <dd className="font-mono font-bold">{formatDuration(seconds)}</dd>
        </div>
        {emergency.address ? (
          <div className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{t('alert.locationLabel')}</dt>
            <dd>{emergency.address}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 rounded-lg bg-green-900/60 p-3">
        <h3 className="text-sm font-bold">{t('alert.yourRights')}</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          <li>{t('alert.rightRecord')}</li>
          <li>{t('alert.rightCalm')}</li>
          <li>{t('alert.rightState')}</li>
          <li>{t('alert.rightNoInterfere')}</li>
        </ul>
      </div>
      {recorderAction ? <div className="mt-4">{recorderAction}</div> : null}
      <Button variant="destructive" size="lg" className="mt-4 w-full" onClick={onEnd}>
        {t('alert.endEmergency')}
      </Button>
    </section>
  );
}
