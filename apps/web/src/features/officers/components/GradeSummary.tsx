import { gradeForAverage, type Officer } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/intl-locale';
import { GradeBadge } from './GradeBadge';
import { numberFormat } from '../../../lib/intl-format';

/** The officer's grade from all reports, its average on the 0-5 scale, and the counts. */
export function GradeSummary({ officer }: { officer: Officer }) {
  const { t, i18n } = useTranslation();
  const { totalReports, positiveReports, negativeReports } = officer;
  const grade = gradeForAverage(officer.averageRating, totalReports);
  const average = numberFormat(intlLocale(i18n.resolvedLanguage), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(officer.averageRating);
  const neutral = totalReports - positiveReports - negativeReports;
  const share = (count: number) => `${(count / Math.max(1, totalReports)) * 100}%`;
  return (
    <section
      aria-label={t('officers.gradeSummary')}
      className="flex items-center gap-4 rounded-xl border border-neutral-800 bg-neutral-950 p-4"
    >
      <GradeBadge grade={grade} size="lg" />
      <div className="min-w-0 flex-1">
        {totalReports === 0 ? (
          <>
            <p className="font-bold text-white">{t('officers.notRated')}</p>
            <p className="text-sm text-neutral-400">{t('officers.noReportsYet')}</p>
          </>
        ) : (
          <>
            <p className="font-bold text-white">{t('officers.average', { average })}</p>
            <p className="text-sm text-neutral-300">
              {t('officers.reportCount', { count: totalReports })}
            </p>
            <div className="mt-2 flex h-2 overflow-hidden rounded-full bg-neutral-800" aria-hidden>
              <span className="bg-green-500" style={{ width: share(positiveReports) }} />
              <span className="bg-amber-400" style={{ width: share(neutral) }} />
              <span className="bg-red-500" style={{ width: share(negativeReports) }} />
            </div>
            <p className="mt-1 text-xs text-neutral-400">
              {t('officers.breakdown', {
                positive: positiveReports,
                neutral,
                negative: negativeReports,
              })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
