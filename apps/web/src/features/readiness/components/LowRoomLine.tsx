import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOW_ROOM_MINUTES } from '../../../lib/storage-room';
import { useStorageRoom } from '../use-storage-room';

/**
 * Under the red button, only when it matters: the phone could not keep a stop's footage while the
 * connection is down. Leads to the readiness check, which says more.
 */
export function LowRoomLine() {
  const { t } = useTranslation();
  const minutes = useStorageRoom()?.minutes ?? null;
  if (minutes === null || minutes >= LOW_ROOM_MINUTES) return null;
  return (
    <Link
      to="/profile#readiness"
      data-room-low
      className="flex min-h-11 items-center gap-2 rounded-lg border border-amber-500/40 bg-neutral-900 px-3 py-2 text-sm font-semibold text-amber-200 hover:bg-neutral-800"
    >
      <HardDrive className="size-5 shrink-0" aria-hidden />
      <span>{t('readiness.room.low', { count: minutes })}</span>
    </Link>
  );
}
