import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWatchUntil } from '../on-watch-store';
import { useEndTimeText } from '../use-end-time-text';

/** On every page while on watch, so nobody forgets they are sharing where they are. */
export function OnWatchBanner() {
  const { t } = useTranslation();
  const until = useWatchUntil();
  const endText = useEndTimeText();
  if (until === null) return null;
  return (
    <Link
      to="/alerts"
      className="flex items-center justify-center gap-2 bg-green-800 px-4 py-1 text-sm font-bold text-white"
    >
      <Eye className="size-4" aria-hidden />
      {t('onWatch.banner', { time: endText(until) })}
    </Link>
  );
}
