import { type OfficerReport, OFFICER_REPORTS_PAGE_SIZE } from '@redzone/contract';
import { Trash2, UserRound, VenetianMask } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PinDialog } from '../../../components/pin-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { intlLocale } from '../../../lib/intl-locale';
import { answerOf, type PinAnswer } from '../../../lib/pin-answer';
import { relativeTimeText } from '../../../lib/relative-time';
import { serverErrorText } from '../../../lib/server-error-text';
import { hasStopPin } from '../../../lib/stop-pin';
import { useDeleteReport } from '../api/delete-report';
import { useOfficerReports } from '../api/get-officer-reports';
import { officerErrorText } from '../officer-error-text';
import { incidentDateText, interactionLabel } from '../officer-labels';
import { GradeBadge } from './GradeBadge';

/**
 * P2 §2 the officer's reports, newest first: grade, title, interaction type, relative time,
 * anonymous ones shown as such. A report's delete button is its author's only (P2 §5).
 */
export function ReportList({ officerId }: { officerId: string }) {
  const { t } = useTranslation();
  const reports = useOfficerReports(officerId);
  const remove = useDeleteReport();
  const [pending, setPending] = useState<OfficerReport | null>(null);

  const failed = (error: unknown) =>
    toast({
      title: t('officers.errorTitle'),
      description: officerErrorText(error, t('officers.reportDeleteFailed')),
      variant: 'destructive',
    });

  async function confirmDelete(report: OfficerReport) {
    try {
      await remove.mutateAsync({ reportId: report.id });
      toast({ title: t('officers.reportDeleted'), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  }

  /** While PINs are set the server wants the stop PIN; what it refuses otherwise is said plainly. */
  async function deleteWithPin(report: OfficerReport, pin: string): Promise<PinAnswer> {
    try {
      return await answerOf(() => remove.mutateAsync({ reportId: report.id, pin }));
    } catch (error) {
      setPending(null);
      failed(error);
      return { kind: 'wrong' };
    }
  }

  if (reports.isPending) {
    return (
      <p role="status" className="text-sm text-neutral-400">
        {t('officers.loadingReports')}
      </p>
    );
  }
  if (reports.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-500/50 bg-red-950/40 p-4">
        <p className="font-semibold text-red-100">{t('officers.reportsFailed')}</p>
        <p className="mt-1 text-sm text-red-200/80">
          {serverErrorText(reports.error, t('officers.loadFailedDetail'))}
        </p>
        <Button className="mt-3" variant="outline" onClick={() => void reports.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (reports.data.length === 0) {
    return (
      <p className="rounded-lg bg-neutral-950 p-4 text-sm text-neutral-400">
        {t('officers.noReports')}
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3" aria-label={t('officers.reportsTitle')}>
        {reports.data.map((report) => (
          <ReportItem
            key={report.id}
            report={report}
            isOwn={report.isMine}
            onDelete={() => setPending(report)}
          />
        ))}
      </ul>
      {reports.data.length >= OFFICER_REPORTS_PAGE_SIZE ? (
        <p className="text-sm text-neutral-400">
          {t('officers.newestReports', { count: OFFICER_REPORTS_PAGE_SIZE })}
        </p>
      ) : null}
      {hasStopPin() ? (
        <PinDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={t('officers.deleteReportTitle')}
          description={t('officers.deleteReportPinConfirm')}
          confirmLabel={t('officers.delete')}
          cancelLabel={t('officers.cancel')}
          pinLabel={t('officers.stopPinLabel')}
          act={(pin) =>
            pending === null ? Promise.resolve({ kind: 'wrong' }) : deleteWithPin(pending, pin)
          }
          onDone={() => toast({ title: t('officers.reportDeleted'), variant: 'success' })}
        />
      ) : (
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={t('officers.deleteReportTitle')}
          description={t('officers.deleteReportConfirm')}
          confirmLabel={t('officers.delete')}
          cancelLabel={t('officers.cancel')}
          onConfirm={() => {
            if (pending) void confirmDelete(pending);
            setPending(null);
          }}
        />
      )}
    </>
  );
}

function ReportItem({
  report,
  isOwn,
  onDelete,
}: {
  report: OfficerReport;
  /** The author's only: the delete button, and "Your report". */
  isOwn: boolean;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const meta = [
    report.interactionType ? interactionLabel(t, report.interactionType) : null,
    relativeTimeText(t, report.createdAt),
  ].filter(Boolean);
  return (
    <li className="rounded-xl border border-neutral-800 bg-neutral-950 p-4">
      <div className="flex items-start gap-3">
        <GradeBadge grade={report.rating} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="font-bold break-words text-white">{report.title}</p>
          <p className="text-xs text-neutral-400">
            <time dateTime={report.createdAt}>{meta.join(' · ')}</time>
          </p>
          <p className="mt-1 inline-flex items-center gap-1 text-xs text-neutral-300">
            {report.isAnonymous ? (
              <VenetianMask className="size-3.5" aria-hidden />
            ) : (
              <UserRound className="size-3.5" aria-hidden />
            )}
            {[
              isOwn ? t('officers.yourReport') : null,
              report.isAnonymous
                ? t('officers.anonymousReport')
                : isOwn
                  ? null
                  : t('officers.reporter', {
                      tag: report.reporterTag ?? '',
                    }),
              report.isVerified ? t('officers.verifiedPhone') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {isOwn ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('officers.deleteReport', { title: report.title })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-sm whitespace-pre-line break-words text-neutral-200">
        {report.description}
      </p>
      {report.location || report.incidentDate ? (
        <dl className="mt-2 grid gap-1 text-xs text-neutral-400">
          {report.location ? (
            <div className="flex gap-1">
              <dt>{t('officers.reportLocationShort')}</dt>
              <dd className="break-words text-neutral-300">{report.location}</dd>
            </div>
          ) : null}
          {report.incidentDate ? (
            <div className="flex gap-1">
              <dt>{t('officers.incidentDateShort')}</dt>
              <dd className="text-neutral-300">{incidentDateText(report.incidentDate, locale)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}
