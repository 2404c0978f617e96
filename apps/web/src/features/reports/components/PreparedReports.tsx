import type { VideoReport } from '@redzone/contract';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';

/**
 * Complaint documents prepared for filing. Nothing is delivered to an agency (no channel is
 * configured, docs/decisions/015): the person downloads each and files it.
 */
export function PreparedReports({ reports }: { reports: VideoReport[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1.5">
      {reports.map((report) => (
        <li key={report.id}>
          <a
            href={`${env.apiBaseUrl}${report.complaintUrl}`}
            download
            className="flex items-start gap-2 rounded-lg border border-neutral-800 bg-neutral-950 p-2 text-sm hover:bg-neutral-800"
          >
            <FileDown className="mt-0.5 size-4 shrink-0 text-red-300" aria-hidden />
            <span className="min-w-0">
              <span className="block font-semibold text-red-200 underline-offset-2 hover:underline">
                {t('reports.downloadComplaint', { agency: report.agencyName })}
              </span>
              <span className="block text-xs text-neutral-400">
                {t('reports.preparedDetail', {
                  crimeType: t(`reports.crimeTypes.${report.crimeType}`),
                  jurisdiction: report.agencyJurisdiction,
                })}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
