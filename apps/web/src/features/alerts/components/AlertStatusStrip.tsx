import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useEmergency } from '../emergency-store';
import { reachText } from '../use-emergency-actions';
import { useShownDelivery } from '../use-shown-delivery';

/**
 * The alert's state in one line at the top of the recorder, so a person who is
 * recording sees whether anyone was told; when the alert needs them (verify, a place, a refusal),
 * one tap shows Home's panel, and the recording goes on.
 */
export function AlertStatusStrip({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation();
  const emergency = useEmergency();
  const delivery = useShownDelivery(emergency);
  if (emergency === null || delivery === null) return null;
  const isWorking = delivery === 'locating' || delivery === 'sending';
  const needsPerson =
    delivery === 'needs_verification' || delivery === 'needs_location' || delivery === 'refused';

  let text: string;
  if (delivery === 'sent') {
    text = `${t('alert.sentShort')} ${emergency.reach ? reachText(t, emergency.reach) : ''}`;
  } else if (delivery === 'refused') {
    text = t('alert.refused', { reason: emergency.refusal ?? '' });
  } else {
    text = t(STRIP_TEXT[delivery]);
  }

  return (
    <div
      role="status"
      className={cn(
        'flex items-center gap-2 px-3 py-2 text-sm font-semibold',
        needsPerson ? 'bg-amber-300 text-black' : 'bg-neutral-900 text-white',
      )}
    >
      {isWorking ? <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden /> : null}
      <span className="min-w-0 flex-1">{text}</span>
      {needsPerson || delivery === 'queued' ? (
        <button
          type="button"
          onClick={onShow}
          className="min-h-11 shrink-0 rounded-md bg-black px-3 text-white underline-offset-2"
        >
          {t(delivery === 'needs_verification' ? 'alert.verifyNow' : 'alert.seeOptions')}
        </button>
      ) : null}
    </div>
  );
}

const STRIP_TEXT = {
  locating: 'alert.locating',
  sending: 'alert.sending',
  queued: 'alert.pendingPost',
  needs_verification: 'alert.needsVerification',
  needs_location: 'alert.needsLocationShort',
} as const;
