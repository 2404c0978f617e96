import { gapKind, takeClock } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { useTakeGaps } from '../api/get-take-gaps';

/**
 * When the take could not record or send, and why ("0:41 to 1:07: the screen was locked"), as
 * the phone wrote it and the server signed it: what a person, or their lawyer, sees before anyone
 * asks why the footage skips.
 */
export function TakeGapsList({ url }: { url: string }) {
  const { t } = useTranslation();
  const gaps = useTakeGaps(url);
  if (gaps.isPending) return null;
  if (gaps.isError) {
    return <p className="text-sm text-neutral-400">{t('recordings.gaps.unavailable')}</p>;
  }
  if (gaps.data.length === 0) return null;
  return (
    <section aria-label={t('recordings.gaps.title')} className="text-sm">
      <h4 className="font-semibold text-neutral-200">{t('recordings.gaps.title')}</h4>
      <ul className="mt-1 space-y-0.5 text-neutral-300">
        {[...gaps.data]
          .sort((a, b) => a.fromSeconds - b.fromSeconds)
          .map((gap) => (
            <li key={`${gap.from}-${gap.cause}-${gap.track ?? ''}`}>
              {t(`recordings.gaps.${gapKind(gap)}`, {
                from: takeClock(gap.fromSeconds),
                to: takeClock(gap.toSeconds),
              })}
            </li>
          ))}
      </ul>
      <p className="mt-1 text-xs text-neutral-400">{t('recordings.gaps.signed')}</p>
    </section>
  );
}
