import { gradeForAverage, type Officer } from '@redzone/contract';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { rankLabel } from '../officer-labels';
import { GradeBadge } from './GradeBadge';

/** One officer in the results grid: a button that opens their report card. */
export function OfficerCard({ officer, onSelect }: { officer: Officer; onSelect: () => void }) {
  const { t } = useTranslation();
  const grade = gradeForAverage(officer.averageRating, officer.totalReports);
  return (
    <button
      type="button"
      onClick={onSelect}
      className="flex h-full w-full items-start gap-3 rounded-xl border border-neutral-800 bg-neutral-900 p-4 text-left transition-colors hover:border-neutral-600 hover:bg-neutral-800/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
    >
      <GradeBadge grade={grade} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-bold text-white">{officer.fullName}</span>
        <span className="block truncate text-sm text-neutral-300">
          {[
            officer.rank ? rankLabel(t, officer.rank) : null,
            t('officers.badgeShort', { badge: officer.badgeNumber }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className="block truncate text-sm text-neutral-400">{officer.department}</span>
        <span className="block truncate text-xs text-neutral-400">
          {t('officers.place', { city: officer.city, state: officer.state })}
        </span>
        <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-300">
          <span>{t('officers.reportCount', { count: officer.totalReports })}</span>
          {officer.totalReports > 0 ? (
            <>
              <span className="inline-flex items-center gap-1 text-green-400">
                <ThumbsUp className="size-3.5" aria-hidden />
                {t('officers.positiveCount', { count: officer.positiveReports })}
              </span>
              <span className="inline-flex items-center gap-1 text-red-400">
                <ThumbsDown className="size-3.5" aria-hidden />
                {t('officers.negativeCount', { count: officer.negativeReports })}
              </span>
            </>
          ) : null}
        </span>
      </span>
    </button>
  );
}
