import { Siren } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { IncidentPlace } from '../api/get-agencies';
import { useVideoReports } from '../api/get-video-reports';
import { PreparedReports } from './PreparedReports';
import { ReportDialog } from './ReportDialog';

/** A recording as this feature needs it; the recorder hands it over (composed in pages/app). */
export interface ReportableRecording extends IncidentPlace {
  id: string;
  /** The server holds all of it with a receipt, which the complaint document carries. */
  isSealed: boolean;
  /** Not sealed, and the phone has no more of it: the complaint carries what the server holds. */
  isHeldOnly: boolean;
  /** When the recording started (ISO): the incident's time defaults to it. */
  recordedAt: string | null;
}

/**
 * The Report to Law Enforcement entry of one recording: the complaints already prepared for it
 * and the button that opens the modal, usable once the recording is sealed, or once the phone has
 * no more of it (an interrupted take is no dead end: the server's part is the evidence).
 */
export function ReportToAgencies({ recording }: { recording: ReportableRecording }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const reports = useVideoReports();
  const mine = reports.data?.filter((report) => report.recordingId === recording.id) ?? [];
  const canReport = recording.isSealed || recording.isHeldOnly;
  const place = {
    latitude: recording.latitude,
    longitude: recording.longitude,
    location: recording.location,
  };
  return (
    <div className="space-y-2">
      {mine.length > 0 ? (
        <div className="space-y-1.5">
          <h4 className="text-sm font-semibold">
            {t('reports.preparedFor', { count: mine.length })}
          </h4>
          <PreparedReports reports={mine} />
        </div>
      ) : null}
      {reports.isError ? (
        <p className="text-xs text-neutral-400">{t('reports.listFailed')}</p>
      ) : null}
      <Button
        variant="outline"
        className="w-full border-red-700 text-red-100"
        disabled={!canReport}
        onClick={() => setOpen(true)}
      >
        <Siren aria-hidden />
        {t('reports.open')}
      </Button>
      {recording.isSealed ? null : (
        <p className="text-xs text-neutral-400">
          {t(recording.isHeldOnly ? 'reports.heldOnly' : 'reports.waitForSeal')}
        </p>
      )}
      {open ? (
        <ReportDialog
          open={open}
          onOpenChange={setOpen}
          recordingId={recording.id}
          place={place}
          recordedAt={recording.recordedAt}
        />
      ) : null}
    </div>
  );
}
