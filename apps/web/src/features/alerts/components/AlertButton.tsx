import { HOLD_COUNTDOWN_FROM } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useEmergency } from '../emergency-store';
import type { RecordingTruth } from '../recording-truth';
import { type HoldCallbacks, useHoldToActivate } from '../use-hold-to-activate';

const GROWTH_AT_FULL_HOLD = 0.15;

/**
 * P1 §2/§4: Red Zone Alert, Hold for 3 seconds; while held HOLD TO ALERT with a 3-2-1 countdown
 * and a growing scale. Once on, it says what the recorder is really doing: RECORDING
 * only while a camera records, NOT RECORDING when the emergency is on without one, RECORDING
 * STOPPED (calm) when the person pressed Stop.
 */
export function AlertButton({
  recording,
  ...callbacks
}: HoldCallbacks & { recording: RecordingTruth }) {
  const { t } = useTranslation();
  const emergency = useEmergency();
  const { state, handlers } = useHoldToActivate(callbacks, emergency === null);
  const isAlerting = emergency?.delivery === 'locating' || emergency?.delivery === 'sending';

  let label = t('alert.buttonIdle');
  let hint = t('alert.buttonHint');
  let look: 'idle' | 'recording' | 'off' | 'stopped' = 'idle';
  if (emergency !== null) {
    hint = isAlerting ? t('alert.buttonSendingHint') : t('alert.buttonActiveHint');
    if (recording.phase === 'recording') {
      label = t('alert.buttonActive');
      look = 'recording';
    } else if (recording.phase === 'starting') {
      label = t('alert.buttonStarting');
    } else if (recording.stoppedOnPurpose === true) {
      label = t('alert.buttonStopped');
      look = 'stopped';
    } else {
      label = t('alert.buttonNotRecording');
      look = 'off';
    }
  } else if (state.isHolding) {
    label = t('alert.buttonHolding');
    hint = String(state.countdown || HOLD_COUNTDOWN_FROM);
  } else if (state.wasTooShort) {
    hint = t('alert.keepHolding');
  }

  return (
    <div className="flex flex-col items-center py-4">
      <button
        type="button"
        {...handlers}
        aria-disabled={emergency !== null}
        aria-describedby="alert-button-hint"
        style={{ transform: `scale(${1 + state.progress * GROWTH_AT_FULL_HOLD})` }}
        className={cn(
          'relative flex aspect-square w-56 max-w-full select-none touch-none flex-col items-center justify-center rounded-full border-8 text-center font-extrabold text-white shadow-[0_0_60px_rgba(220,38,38,0.45)] transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white',
          look === 'recording' && 'border-green-400 bg-green-800',
          look === 'off' && 'border-amber-300 bg-neutral-900',
          look === 'stopped' && 'border-neutral-500 bg-neutral-900',
          look === 'idle' && 'border-red-300/40 bg-red-700 active:bg-red-800',
        )}
      >
        {/* A ring that pulses, not the face: fading the face fades its words too. */}
        {isAlerting ? (
          <span
            className="pointer-events-none absolute -inset-3 animate-ping rounded-full border-4 border-red-400/70"
            aria-hidden
          />
        ) : null}
        <span className="px-4 text-2xl leading-tight">{label}</span>
        <span
          id="alert-button-hint"
          role={state.wasTooShort ? 'status' : undefined}
          className={cn('mt-2 px-6 font-semibold', state.isHolding ? 'text-5xl' : 'text-sm')}
        >
          {hint}
        </span>
      </button>
    </div>
  );
}
