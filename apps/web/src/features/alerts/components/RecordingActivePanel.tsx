import { type Alert } from '@redzone/contract';
import { Loader2, MapPin, Timer, Users, Video } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import { useAcknowledgements } from '../api/get-acknowledgements';
import { useAlerts } from '../api/get-alerts';
import type { Emergency } from '../emergency-store';
import type { RecordingTruth } from '../recording-truth';
import { AcknowledgementCounts, hasAcknowledgements } from './AcknowledgementCounts';

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

function RecordingTime({ startedAt }: { startedAt: number }) {
  const now = useNow(SECOND_MS);
  return <>{formatDuration(Math.max(0, Math.floor((now - startedAt) / SECOND_MS)))}</>;
}

/** The loud part when the emergency is on and no camera records; calm after a Stop on purpose. */
function NotRecording({
  recording,
  onResume,
}: {
  recording: RecordingTruth;
  onResume: () => void;
}) {
  const { t } = useTranslation();
  if (recording.phase === 'starting' || recording.phase === 'saving') {
    return (
      <p role="status" className="flex items-center gap-2 text-lg font-extrabold">
        <Loader2 className="size-5 animate-spin" aria-hidden />
        {t(recording.phase === 'starting' ? 'alert.startingCamera' : 'recorder.saving')}
      </p>
    );
  }
  if (recording.stoppedOnPurpose === true) {
    return (
      <div role="status" className="space-y-2">
        <p className="text-xl font-bold">{t('alert.stopped')}</p>
        <p className="text-sm">{t('alert.stoppedHint')}</p>
        <Button size="lg" variant="secondary" className="w-full" onClick={onResume}>
          <Video aria-hidden />
          {t('alert.recordAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="space-y-2">
      <p className="text-2xl font-black tracking-wide text-amber-300">{t('alert.notRecording')}</p>
      <p className="text-sm">{t('alert.notRecordingHint')}</p>
      <Button size="lg" className="w-full bg-red-700 hover:bg-red-800" onClick={onResume}>
        <Video aria-hidden />
        {t('alert.resumeRecording')}
      </Button>
    </div>
  );
}

/**
 * P1 §2's green Recording Active panel, telling the truth: "Recording Active" and the
 * take's own time only while a camera records; otherwise NOT RECORDING with Resume; and what
 * happened to the alert.
 */
export function RecordingActivePanel({
  emergency,
  recording,
  delivery,
  onResume,
  onEnd,
  recorderAction,
  endGuard,
}: {
  emergency: Emergency;
  recording: RecordingTruth;
  /** What happened to the alert, with its actions. */
  delivery: ReactNode;
  onResume: () => void;
  /** `landed`: the guard ended it on the server already (its PIN was checked there). */
  onEnd: (pin?: string, landed?: boolean) => void;
  recorderAction?: ReactNode;
  /**
   * What stands between End Emergency and ending it (a stop PIN, another feature's);
   * absent, the button ends at once.
   */
  endGuard?:
    | ((props: {
        onEnd: (pin: string, landed: boolean) => void;
        onCancel: () => void;
      }) => ReactNode)
    | undefined;
}) {
  const { t } = useTranslation();
  const [isGuarding, setIsGuarding] = useState(false);
  const alert = useLiveAlert(emergency.alert);
  const isRecording = recording.phase === 'recording' && recording.startedAt !== null;
  const responders = alert?.observersCount ?? 0;
  const { data: counts } = useAcknowledgements(alert?.isMine === true ? alert.id : null);

  // Who saw it and who is coming; else responders (P1 §2's count); before any, what
  // the alert really reached.
  let observers: ReactNode = t('alert.notAlertedYet');
  if (counts !== undefined && hasAcknowledgements(counts)) {
    observers = <AcknowledgementCounts counts={counts} />;
  } else if (responders > 0) {
    observers = (
      <>
        <span>{t('alert.observerCount', { count: responders })}</span>{' '}
        {t('alert.onTheWay', { count: responders })}
      </>
    );
  } else if (emergency.delivery === 'locating' || emergency.delivery === 'sending') {
    observers = t('alert.searching');
  } else if (emergency.reach) {
    observers = t(`alert.observersInRange.${emergency.reach.observersNearby}`);
  }

  return (
    <section
      aria-labelledby="recording-active-title"
      className={
        isRecording
          ? 'rounded-xl border-2 border-green-500 bg-green-950 p-4 text-green-50'
          : 'rounded-xl border-4 border-amber-400 bg-neutral-950 p-4 text-neutral-50'
      }
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="recording-active-title" className="flex items-center gap-2 text-lg font-extrabold">
          {isRecording ? (
            <>
              <span className="size-3 animate-pulse rounded-full bg-red-500" aria-hidden />
              {t('alert.recordingActive')}
            </>
          ) : (
            t('alert.emergencyActive')
          )}
        </h2>
        {alert ? (
          <span
            className="rounded-md bg-green-800 px-2 py-1 font-mono text-xs text-white"
            aria-label={t('alert.idBadge', { id: alert.id.slice(0, 8) })}
          >
            {alert.id.slice(0, 8)}
          </span>
        ) : null}
      </div>
      {isRecording && recording.sound ? (
        <p className="mt-2 text-sm font-semibold text-amber-200">
          {t(recording.sound === 'chosen' ? 'alert.soundChosen' : 'alert.soundOnly')}
        </p>
      ) : null}
      {isRecording ? null : (
        <div className="mt-3">
          <NotRecording recording={recording} onResume={onResume} />
        </div>
      )}
      <div className="mt-3">{delivery}</div>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex items-center gap-2">
          <Users className="size-4" aria-hidden />
          <dt>{t('alert.observersNearby')}</dt>
          <dd className="font-bold" aria-live="polite">
            {observers}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Timer className="size-4" aria-hidden />
          <dt>{t('alert.duration')}</dt>
          <dd className="font-mono font-bold">
            {isRecording && recording.startedAt !== null ? (
              <RecordingTime startedAt={recording.startedAt} />
            ) : (
              t('alert.notRecordingShort')
            )}
          </dd>
        </div>
        {emergency.place || emergency.typedPlace ? (
          <div className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{t('alert.locationLabel')}</dt>
            <dd>
              {emergency.place?.address ??
                t('alert.typedPlace', { place: emergency.typedPlace ?? '' })}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 rounded-lg bg-black/30 p-3">
        <h3 className="text-sm font-bold">{t('alert.yourRights')}</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          <li>{t('alert.rightRecord')}</li>
          <li>{t('alert.rightCalm')}</li>
          <li>{t('alert.rightState')}</li>
          <li>{t('alert.rightNoInterfere')}</li>
        </ul>
      </div>
      {isRecording && recorderAction ? <div className="mt-4">{recorderAction}</div> : null}
      {isGuarding && endGuard ? (
        <div className="mt-4">
          {endGuard({
            onEnd: (pin, landed) => {
              setIsGuarding(false);
              onEnd(pin, landed);
            },
            onCancel: () => setIsGuarding(false),
          })}
        </div>
      ) : (
        <Button
          variant="destructive"
          size="lg"
          className="mt-4 w-full"
          onClick={() => (endGuard ? setIsGuarding(true) : onEnd())}
        >
          {t('alert.endEmergency')}
        </Button>
      )}
    </section>
  );
}
