import type { DrillAnswer } from '@redzone/contract';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/api-client';
import { getCurrentPosition } from '../../../lib/geolocation';
import { serverErrorText } from '../../../lib/server-error-text';
import { runDrill } from '../api/run-drill';
import { useEmergency } from '../emergency-store';
import type { RecordingTruth } from '../recording-truth';
import { useHoldToActivate } from '../use-hold-to-activate';

type Reach =
  | { kind: 'asking' }
  | { kind: 'answered'; answer: DrillAnswer }
  | { kind: 'no_position' }
  | { kind: 'failed'; message: string };

/**
 * The drill: the same 3 s hold and a real recording, but no alert: the server only says
 * whom a real alert from here would reach now, so the person knows what will happen on the day.
 */
export function DrillPanel({
  recording,
  onStart,
  onEnd,
}: {
  recording: RecordingTruth;
  /** Starts the real recorder, marked as a drill (another feature's). */
  onStart: () => void;
  /** Stops and seals the drill's take. */
  onEnd: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const emergency = useEmergency();
  const [phase, setPhase] = useState<'ready' | 'running' | 'over'>('ready');
  const [reach, setReach] = useState<Reach>({ kind: 'asking' });

  async function start() {
    setPhase('running');
    setReach({ kind: 'asking' });
    onStart();
    let at: { latitude: number; longitude: number };
    try {
      at = await getCurrentPosition({ enableHighAccuracy: true, timeout: 15_000 });
    } catch {
      setReach({ kind: 'no_position' });
      return;
    }
    try {
      const answer = await runDrill({ latitude: at.latitude, longitude: at.longitude });
      setReach({ kind: 'answered', answer });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      const known: Record<string, string> = {
        drill_not_here: t('drill.notHere'),
        drill_rate_limited: t('drill.tooMany'),
        phone_verification_required: t('drill.verifyToSee'),
      };
      setReach({
        kind: 'failed',
        message:
          (code !== null ? known[code] : undefined) ?? serverErrorText(error, t('drill.failed')),
      });
    }
  }

  const { state, handlers } = useHoldToActivate(
    { onActivate: () => void start() },
    phase !== 'running' && emergency === null,
  );

  if (emergency !== null) {
    return (
      <p className="rounded-lg bg-amber-300 p-3 font-bold text-black">{t('drill.emergencyOn')}</p>
    );
  }

  return (
    <div className="space-y-4">
      {phase === 'running' ? null : (
        <button
          type="button"
          {...handlers}
          className={cn(
            'mx-auto flex size-48 flex-col items-center justify-center rounded-full border-4 border-dashed border-amber-300 bg-red-800 text-center font-black text-white select-none',
            state.isHolding && 'scale-110 bg-red-700',
          )}
        >
          <span className="text-lg">{t('drill.button')}</span>
          <span className="text-sm font-semibold">
            {state.isHolding ? String(state.countdown) : t('drill.buttonHint')}
          </span>
        </button>
      )}
      {phase === 'running' ? (
        <section
          aria-labelledby="drill-running-title"
          className="space-y-3 rounded-xl border-4 border-dashed border-amber-300 bg-neutral-950 p-4"
        >
          <h2 id="drill-running-title" className="text-lg font-extrabold text-amber-300">
            {t('drill.runningTitle')}
          </h2>
          <p className="text-sm">
            {recording.phase === 'recording'
              ? t('drill.recording')
              : recording.phase === 'starting'
                ? t('alert.startingCamera')
                : t('drill.notRecording')}
          </p>
          <ReachLine reach={reach} />
          <Button
            variant="destructive"
            size="lg"
            className="w-full"
            onClick={() => {
              void onEnd().then(() => setPhase('over'));
            }}
          >
            {t('drill.end')}
          </Button>
        </section>
      ) : null}
      {phase === 'over' ? (
        <p role="status" className="rounded-lg bg-neutral-900 p-3">
          {t('drill.over')}
        </p>
      ) : null}
    </div>
  );
}

function ReachLine({ reach }: { reach: Reach }) {
  const { t } = useTranslation();
  if (reach.kind === 'asking') {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('drill.asking')}
      </p>
    );
  }
  if (reach.kind === 'no_position') return <p className="text-sm">{t('drill.noPosition')}</p>;
  if (reach.kind === 'failed') return <p className="text-sm text-amber-300">{reach.message}</p>;
  const { observersNearby, contactsConfirmed, isPhoneVerified } = reach.answer;
  return (
    <div role="status" className="space-y-1 text-sm">
      <p className="font-bold">{t('drill.nobodyAlerted')}</p>
      <p>
        {t(`drill.wouldReach.${observersNearby}`)}{' '}
        {t('drill.wouldTell', { count: contactsConfirmed })}
      </p>
      {isPhoneVerified ? null : <p className="text-amber-300">{t('drill.verifyFirst')}</p>}
    </div>
  );
}
