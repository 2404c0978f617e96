import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOW_ROOM_MINUTES } from '../../../lib/storage-room';
import { useStorageRoom } from '../use-storage-room';

/**
 * How much footage this phone can keep while the connection is down, and whether the browser
 * may clear it when space runs low: read without asking, before the day it matters.
 */
export function StorageRoomNote({ checkedAt }: { checkedAt: number }) {
  const { t } = useTranslation();
  const room = useStorageRoom(checkedAt);
  if (room === null) return null;
  const isLow = room.minutes !== null && room.minutes < LOW_ROOM_MINUTES;
  const amount =
    room.minutes === null
      ? t('readiness.room.unknown')
      : t(isLow ? 'readiness.room.low' : 'readiness.room.minutes', { count: room.minutes });
  return (
    <div
      className="mt-3 flex items-start gap-3 border-t border-neutral-800 pt-3"
      data-room-minutes={room.minutes ?? undefined}
      data-room-low={isLow}
    >
      <HardDrive
        className={isLow ? 'size-5 shrink-0 text-amber-400' : 'size-5 shrink-0 text-neutral-400'}
        aria-hidden
      />
      <p className="flex-1 text-sm">
        <span className="block font-semibold">{t('readiness.room.title')}</span>
        <span className={isLow ? 'block text-amber-200' : 'block text-neutral-400'}>{amount}</span>
        {room.persisted === null ? null : (
          <span className="block text-neutral-400">
            {t(room.persisted ? 'readiness.room.kept' : 'readiness.room.notKept')}
          </span>
        )}
      </p>
    </div>
  );
}
