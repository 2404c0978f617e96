import { type ImpactLevel, type LawNotification, plainCitation } from '@redzone/contract';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { intlLocale } from '../../../lib/intl-locale';
import { calendarDateText, isUpcoming } from '../law-notification-dates';

const IMPACT_STYLES: Record<ImpactLevel, string> = {
  high: 'border-red-500/60 bg-red-950/60 text-red-100',
  medium: 'border-amber-500/60 bg-amber-950/50 text-amber-100',
  low: 'border-neutral-600 bg-neutral-800 text-neutral-200',
};

/** One law: what it says, how much it matters in an encounter, its status and its source. */
export function LawNotificationCard({ law }: { law: LawNotification }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  return (
    <article
      aria-labelledby={`law-${law.id}`}
      className="h-full rounded-xl border border-neutral-800 bg-neutral-900 p-4 text-neutral-50"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className={cn('rounded-full border px-2 py-0.5', IMPACT_STYLES[law.impactLevel])}>
          {t(`lawNotifications.impact.${law.impactLevel}`)}
        </span>
        <span className="rounded-full border border-neutral-700 px-2 py-0.5 text-neutral-300">
          {t(`lawNotifications.categories.${law.category}`)}
        </span>
      </div>
      <h3 id={`law-${law.id}`} className="mt-2 text-base font-bold leading-snug text-white">
        {law.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-neutral-300">{law.summary}</p>
      {law.description === law.summary ? null : (
        <details className="mt-2 text-sm text-neutral-300">
          <summary className="cursor-pointer font-semibold text-neutral-100">
            {t('lawNotifications.moreDetail')}
          </summary>
          <p className="mt-1 leading-relaxed">{law.description}</p>
        </details>
      )}
      {law.isVerified ? null : (
        <div className="mt-3 flex gap-2 rounded-lg border border-amber-500/50 bg-amber-950/40 p-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden />
          <p>
            <strong className="text-amber-100">{t('lawNotifications.unverified')}</strong>{' '}
            <span className="text-amber-200/90">{t('lawNotifications.unverifiedDetail')}</span>
          </p>
        </div>
      )}
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="font-semibold text-neutral-400">{t('lawNotifications.status')}</dt>
        <dd className="text-neutral-100">
          {plainCitation(law.status)}{' '}
          <span className="text-neutral-400">
            ({t('lawNotifications.asOf', { date: calendarDateText(law.statusAsOf, locale) })})
          </span>
        </dd>
        <dt className="font-semibold text-neutral-400">
          {isUpcoming(law.effectiveDate)
            ? t('lawNotifications.takesEffect')
            : t('lawNotifications.effective')}
        </dt>
        <dd className="text-neutral-100">{calendarDateText(law.effectiveDate, locale)}</dd>
        <dt className="font-semibold text-neutral-400">{t('lawNotifications.citation')}</dt>
        <dd className="break-words text-neutral-100">{plainCitation(law.citation)}</dd>
      </dl>
      <a
        href={law.sourceUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-red-400 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-red-400"
      >
        {t('lawNotifications.source')}
        <ExternalLink className="size-4" aria-hidden />
        <span className="sr-only">{t('lawNotifications.opensInNewTab')}</span>
      </a>
    </article>
  );
}
