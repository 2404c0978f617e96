import { HOLD_COUNTDOWN_FROM } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useEmergency } from '../emergency-store';
import { useHoldToActivate } from '../use-hold-to-activate';

const GROWTH_AT_FULL_HOLD = 0.15;

/**
 * P1 §2/§4: Red Zone Alert, Hold for 3 seconds; while held HOLD TO ALERT with a 3-2-1 countdown
 * and a growing scale; ALERTING while sending; RECORDING once active.
 */
export function AlertButton({ onActivate }: { onActivate: () => void }) {
  const { t } = useTranslation();
  const emergency = useEmergency();
  const isSending = emergency?.status === 'sending';
  const isActive = emergency?.status === 'active';
  const { state, handlers } = useHoldToActivate(onActivate, emergency === null);

  let label = t('alert.buttonIdle');
  let hint = t('alert.buttonHint');
  if (isSending) {
    label = t('alert.buttonSending');
    hint = t('alert.buttonSendingHint');
  } else if (isActive) {
    label = t('alert.buttonActive');
    hint = t('alert.buttonActiveHint');
  } else if (state.isHolding) {
    label = t('alert.buttonHolding');
    hint = String(state.countdown || HOLD_COUNTDOWN_FROM);
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
          'relative flex size-56 select-none touch-none flex-col items-center justify-center rounded-full border-8 text-center font-extrabold text-white shadow-[0_0_60px_rgba(220,38,38,0.45)] transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white',
          isActive
            ? 'border-green-400 bg-green-700'
            : 'border-red-300/40 bg-red-600 active:bg-red-700',
          isSending && 'animate-pulse',
        )}
      >
        <span className="px-4 text-2xl leading-tight">{label}</span>
        <span
          id="alert-button-hint"
          className={cn('mt-2 px-6 font-semibold', state.isHolding ? 'text-5xl' : 'text-sm')}
        >
          {hint}
        </span>
      </button>
    </div>
  );
}
