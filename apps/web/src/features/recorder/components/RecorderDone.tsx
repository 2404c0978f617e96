import { CheckCircle2, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useClientConfig } from '../../../lib/client-config';
import { saveFootageCopy } from '../save-footage';
import { RetentionNote } from './RetentionNote';
import type { RecordingPlace } from '../recording-place';
import { useUploadProgress } from '../upload-progress-store';
import type { SessionRecording } from '../recording-controller';

/** A finished recording as the report form needs it (P1 §7: its id and where it was made). */
export interface RecordingRef extends RecordingPlace {
  id: string;
  /** The server holds all of it, sealed: a report can carry its receipt. */
  isSealed: boolean;
  /**
   * Not sealed, and this phone has no more of it: a report carries what reached the server (its
   * hash chain as it stands), as waiting would never end.
   */
  isHeldOnly: boolean;
  /** When it started (ISO): the complaint's incident time starts there. */
  recordedAt: string | null;
}

function ReportSlot({
  recording,
  place,
  renderReport,
}: {
  recording: SessionRecording;
  place: RecordingPlace;
  renderReport: (recording: RecordingRef) => ReactNode;
}) {
  const progress = useUploadProgress(recording.localId);
  return renderReport({
    id: recording.localId,
    ...place,
    isSealed: progress?.phase === 'sealed',
    isHeldOnly: false,
    recordedAt: recording.startedAt,
  });
}

/** After a take: where the footage is, the way to report it (P1 §2), another take, close. */
export function RecorderDone({
  recordings,
  place,
  alertId,
  statusLines,
  renderReport,
  onRecordAgain,
  onClose,
}: {
  recordings: SessionRecording[];
  place: RecordingPlace;
  /** The emergency's alert: its footage is never deleted automatically. */
  alertId: string | null;
  statusLines: ReactNode;
  renderReport: (recording: RecordingRef) => ReactNode;
  onRecordAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lastFront = recordings.findLast((recording) => recording.camera === 'front');
  const lastTake = recordings.filter((recording) => recording.startedAt === lastFront?.startedAt);
  const retentionDays = useClientConfig().data?.recordings.retentionDays ?? null;
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      {/* Bottom-aligned: near the controls, and clear of the toasts at the top. */}
      <div className="mx-auto flex min-h-full max-w-xl flex-col justify-end space-y-4 p-4">
        <h2 className="flex items-center gap-2 text-xl font-extrabold">
          <CheckCircle2 className="size-6 text-green-400" aria-hidden />
          {t('recorder.doneTitle')}
        </h2>
        <p className="text-sm text-neutral-300">{t('recorder.doneBody')}</p>
        <div className="rounded-xl border border-neutral-800 bg-neutral-900 p-3">{statusLines}</div>
        {lastTake.length > 0 ? (
          <div className="space-y-2">
            <RetentionNote
              ids={lastTake.map((recording) => recording.localId)}
              expiresAt={null}
              keptBecause={alertId === null ? null : 'alert'}
              retentionDays={retentionDays}
            />
            {lastFront ? (
              <Button
                variant="outline"
                className="w-full"
                onClick={() =>
                  void saveFootageCopy(lastFront.localId, lastFront.startedAt).catch(() =>
                    toast({ title: t('recorder.saveCopyFailed'), variant: 'destructive' }),
                  )
                }
              >
                <Download aria-hidden />
                {t('recorder.downloadCopy')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {lastFront ? (
          <ReportSlot recording={lastFront} place={place} renderReport={renderReport} />
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="secondary" onClick={onRecordAgain}>
            {t('recorder.recordAgain')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('recorder.closeAfter')}
          </Button>
        </div>
      </div>
    </div>
  );
}
