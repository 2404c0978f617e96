import { HardDrive } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { getHeldFootage, subscribeHeldFootage } from '../evidence/held-footage';
import { formatClock } from '../recording-clock';

/**
 * The phone's storage for this app is full and footage waits in memory for room: lost if the app
 * closes, so the person is told to keep it open, and for how long footage has waited.
 */
export function HeldFootageNotice() {
  const { t } = useTranslation();
  const held = useSyncExternalStore(subscribeHeldFootage, getHeldFootage, getHeldFootage);
  const now = useNow(1000);
  if (held.since === null) return null;
  // What waits is at least the piece the store could not write (about a second): never "0:00".
  const seconds = Math.max(1, Math.round((now - held.since) / 1000));
  return (
    <p
      role="alert"
      data-held-since={held.since}
      className="flex items-start gap-2 rounded-md bg-amber-300 px-2 py-1 text-sm font-semibold text-black"
    >
      <HardDrive className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t('recorder.heldInMemory', { time: formatClock(seconds) })}
    </p>
  );
}
