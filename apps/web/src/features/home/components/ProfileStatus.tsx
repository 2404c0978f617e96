import { MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useOnline } from '../../../lib/use-online';
import { useCurrentAddress } from '../api/get-current-address';

/** P1 §2: profile picture and name from local storage, the address line, LIVE or OFFLINE. */
export function ProfileStatus({ name, photo }: { name: string; photo: string | null }) {
  const { t } = useTranslation();
  const online = useOnline();
  const address = useCurrentAddress();
  const status = online ? t('site.home.live') : t('site.home.offline');
  return (
    <section
      aria-label={name || t('site.home.guest')}
      className="flex items-center gap-3 rounded-xl border border-neutral-800 bg-neutral-900 p-3"
    >
      {photo ? (
        <img
          src={photo}
          alt={t('site.home.profilePhotoAlt')}
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-neutral-800">
          <UserRound className="size-6 text-neutral-400" aria-hidden />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold text-white">{name || t('site.home.guest')}</p>
        <p className="flex items-center gap-1 truncate text-sm text-neutral-400">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{address ?? t('site.home.addressUnknown')}</span>
        </p>
      </div>
      <p
        role="status"
        aria-label={t('site.home.connectionLabel', { status })}
        className={cn(
          'flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
          online ? 'bg-emerald-950 text-emerald-300' : 'bg-neutral-800 text-neutral-300',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'size-2 rounded-full',
            online ? 'animate-pulse bg-emerald-400' : 'bg-neutral-500',
          )}
        />
        {status}
      </p>
    </section>
  );
}
