import { RECORDING_DELETE_DELAY_DAYS_DEFAULT } from '@redzone/contract';
import { Download, MapPin, Play, Square, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinDialog } from '../../../components/pin-dialog';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { env } from '../../../config/env';
import { ApiError } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { cn } from '../../../lib/cn';
import { intlLocale } from '../../../lib/intl-locale';
import { answerOf } from '../../../lib/pin-answer';
import { serverErrorText } from '../../../lib/server-error-text';
import { hasStopPin } from '../../../lib/stop-pin';
import { useOnline } from '../../../lib/use-online';
import { useDeleteRecording } from '../api/delete-recording';
import { formatClock } from '../recording-clock';
import type { RecordingRow } from '../recordings-view';
import { saveFootageCopy } from '../save-footage';
import { securedWords } from '../secured-words';
import { useUploadProgress } from '../upload-progress-store';
import type { RecordingRef } from './RecorderDone';
import { DeletionCodeForm } from './DeletionCodeForm';
import { ReceiptDetails } from './ReceiptDetails';
import { RetentionNote } from './RetentionNote';
import { TakeGapsList } from './TakeGapsList';
import { ScheduledDeletionNote } from './ScheduledDeletionNote';
import { dateTimeFormat } from '../../../lib/intl-format';

type Badge = 'sealed' | 'recording' | 'uploading' | 'waiting' | 'refused' | 'incomplete';

const BADGE_STYLE: Record<Badge, string> = {
  sealed: 'bg-green-700 text-white',
  recording: 'bg-red-600 text-white',
  uploading: 'bg-sky-700 text-white',
  waiting: 'bg-amber-500 text-black',
  refused: 'bg-red-800 text-white',
  incomplete: 'bg-neutral-700 text-white',
};

/** One recording: when, how long, which cameras, where, its upload, receipt and actions. */
export function RecordingCard({
  row,
  renderReport,
}: {
  row: RecordingRow;
  renderReport: (recording: RecordingRef) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const progress = useUploadProgress(row.id);
  const isOnline = useOnline();
  const [isPlaying, setIsPlaying] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  // The stop PIN the deletion was asked with, in memory while the code is awaited.
  const [pin, setPin] = useState<string | undefined>(undefined);
  const deleteDelayDays =
    useClientConfig().data?.recordings.deleteDelayDays ?? RECORDING_DELETE_DELAY_DAYS_DEFAULT;
  const remove = useDeleteRecording();
  const { state } = row;

  const badge: Badge =
    state.kind === 'sealed'
      ? 'sealed'
      : state.kind === 'recording'
        ? 'recording'
        : state.kind === 'incomplete'
          ? 'incomplete'
          : progress?.phase === 'failed'
            ? 'refused'
            : progress?.phase === 'waiting' || !isOnline
              ? 'waiting'
              : 'uploading';
  const sent = Math.max(state.kind === 'onDevice' ? state.sent : 0, progress?.sent ?? 0);
  const hasFootageOnServer =
    row.isOnServer && (state.kind === 'sealed' || state.kind === 'incomplete');
  const canDelete = row.isOnServer && (state.kind === 'sealed' || state.kind === 'incomplete');
  const videoUrl = `${env.apiBaseUrl}/api/recordings/${encodeURIComponent(row.id)}/video`;
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const secured = securedWords('recordings', row.evidence, row.sound);

  const saveCopy = () =>
    void saveFootageCopy(row.id, row.createdAt).catch(() =>
      toast({ title: t('recorder.saveCopyFailed'), variant: 'destructive' }),
    );
  const asked = () => {
    setCodeAsked(null);
    setPin(undefined);
    toast({ title: t('recordings.deletionAsked') });
  };
  /** An alert's or a complaint's recording: the code texted to a trusted contact. */
  const codeWanted = (error: unknown) => {
    const needsCode =
      error instanceof ApiError &&
      (error.code === 'deletion_code_required' || error.code === 'deletion_code_invalid');
    if (needsCode) setCodeAsked(error.serverMessage ?? error.message);
    return needsCode;
  };
  /** With a stop PIN set, the PIN dialog asks first; a code may follow. */
  const deleteWithPin = (typed: string) =>
    answerOf(async () => {
      try {
        await remove.mutateAsync({ id: row.id, pin: typed });
        asked();
      } catch (error) {
        if (!codeWanted(error)) throw error;
        setPin(typed);
      }
    });
  const confirmDelete = (code?: string) =>
    remove.mutate(
      {
        id: row.id,
        ...(code === undefined ? {} : { code }),
        ...(pin === undefined ? {} : { pin }),
      },
      {
        onSuccess: asked,
        onError: (error) => {
          if (codeWanted(error)) return;
          toast({
            title: t('recordings.deleteFailed'),
            description: serverErrorText(error, t('recordings.deleteFailedDetail')),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <li
      className="space-y-3 rounded-xl border border-neutral-800 bg-neutral-900 p-3"
      data-recording-id={row.id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{when.format(new Date(row.createdAt))}</h3>
          <p className="text-sm text-neutral-300">
            {[
              row.duration === null ? t('recordings.durationUnknown') : formatClock(row.duration),
              row.cameraType === null
                ? t('recordings.cameraUnknown')
                : t(`recordings.cameraType.${row.cameraType}`),
              row.title,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {row.location ? (
            <p className="mt-0.5 flex items-start gap-1 text-sm text-neutral-400">
              <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              <span>{row.location}</span>
            </p>
          ) : null}
        </div>
        <span className={cn('shrink-0 rounded px-2 py-0.5 text-xs font-bold', BADGE_STYLE[badge])}>
          {t(`recordings.badge.${badge}`)}
        </span>
      </div>

      {state.kind === 'recording' ? (
        <p className="text-sm text-neutral-300">
          {t('recordings.state.recording', { recorded: progress?.recorded ?? state.recorded })}
        </p>
      ) : null}
      {state.kind === 'onDevice' && (secured === null || badge === 'refused') ? (
        <p className="text-sm text-neutral-300">
          {badge === 'refused'
            ? t('recorder.upload.failed', { reason: progress?.failure ?? '' })
            : t('recordings.state.onDevice', { sent, recorded: state.recorded })}
        </p>
      ) : null}
      {state.kind === 'incomplete' ? (
        <p className="text-sm text-neutral-300">
          {t('recordings.state.incomplete', { held: state.held })}
        </p>
      ) : null}

      {secured !== null && state.kind !== 'sealed' ? (
        <p
          className="text-sm text-green-300"
          data-evidence-secured={row.evidence?.securedUntilSeconds}
          data-sound-secured={row.sound?.securedUntilSeconds}
        >
          {t(secured.key, secured.values)}
        </p>
      ) : null}
      {state.kind === 'onDevice' && badge !== 'refused' && state.recorded > 0 ? (
        <FullLayerProgress sent={sent} recorded={state.recorded} />
      ) : null}

      {row.receipt ? (
        <ReceiptDetails
          receipt={row.receipt}
          recordingId={row.isOnServer && state.kind === 'sealed' ? row.id : undefined}
        />
      ) : null}
      {row.gapsUrl === null ? null : <TakeGapsList url={row.gapsUrl} />}
      {row.isOnServer && row.deleteAt === null ? (
        <RetentionNote
          ids={[row.id]}
          expiresAt={row.expiresAt}
          keptBecause={row.keptBecause}
          retentionDays={null}
        />
      ) : null}

      {isPlaying ? (
        <video
          src={videoUrl}
          controls
          autoPlay
          preload="metadata"
          className="aspect-video w-full rounded-lg bg-black"
        >
          <track kind="captions" />
        </video>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {hasFootageOnServer ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => setIsPlaying((on) => !on)}>
              {isPlaying ? <Square aria-hidden /> : <Play aria-hidden />}
              {t(isPlaying ? 'recordings.hide' : 'recordings.play')}
            </Button>
            <a
              href={`${videoUrl}?download=1`}
              download
              className={buttonVariants({ size: 'sm', variant: 'secondary' })}
            >
              <Download aria-hidden />
              {t('recordings.download')}
            </a>
          </>
        ) : null}
        {state.kind === 'onDevice' ? (
          <Button size="sm" variant="secondary" onClick={saveCopy}>
            <Download aria-hidden />
            {t('recorder.saveCopy')}
          </Button>
        ) : null}
        {canDelete && row.deleteAt === null ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-300"
            disabled={remove.isPending}
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 aria-hidden />
            {t('recordings.delete')}
          </Button>
        ) : null}
      </div>
      {row.deleteAt !== null ? <ScheduledDeletionNote id={row.id} deleteAt={row.deleteAt} /> : null}
      {codeAsked !== null && row.deleteAt === null ? (
        <DeletionCodeForm
          message={codeAsked}
          isPending={remove.isPending}
          onSubmit={(code) => confirmDelete(code)}
          onCancel={() => {
            setCodeAsked(null);
            setPin(undefined);
          }}
        />
      ) : null}
      {row.isOnServer
        ? renderReport({
            id: row.id,
            latitude: row.latitude,
            longitude: row.longitude,
            location: row.location,
            isSealed: state.kind === 'sealed',
            isHeldOnly: state.kind === 'incomplete',
            recordedAt: row.createdAt || null,
          })
        : null}
      {hasStopPin() ? (
        <PinDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={t('recordings.deleteTitle')}
          description={t('recordings.deleteBody', { count: deleteDelayDays })}
          confirmLabel={t('recordings.delete')}
          cancelLabel={t('recordings.cancel')}
          act={deleteWithPin}
          onDone={() => undefined}
        />
      ) : (
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={t('recordings.deleteTitle')}
          description={t('recordings.deleteBody', { count: deleteDelayDays })}
          confirmLabel={t('recordings.delete')}
          cancelLabel={t('recordings.cancel')}
          onConfirm={() => confirmDelete()}
        />
      )}
    </li>
  );
}

/** The full-quality layer's upload, until the server holds all of it. */
function FullLayerProgress({ sent, recorded }: { sent: number; recorded: number }) {
  const { t } = useTranslation();
  const label = t('recordings.fullProgress', { sent: Math.min(sent, recorded), recorded });
  return (
    <div className="space-y-1">
      <p className="text-xs text-neutral-400">{label}</p>
      <progress
        className="h-1.5 w-full overflow-hidden rounded bg-neutral-800 accent-red-500"
        value={Math.min(sent, recorded)}
        max={recorded}
        aria-label={label}
      />
    </div>
  );
}
