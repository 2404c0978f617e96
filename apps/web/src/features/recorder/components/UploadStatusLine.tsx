import { CheckCircle2, CloudOff, Loader2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { intlLocale } from '../../../lib/intl-locale';
import { formatBytes, shortHash } from '../format';
import { saveFootageCopy } from '../save-footage';
import { type Secured, securedWords } from '../secured-words';
import { EMPTY_PROGRESS, onDeviceOnly, type UploadProgress } from '../upload-progress';
import { useUploadProgress } from '../upload-progress-store';
import { Button } from '../../../components/ui/button';

/** The words for one recording's upload: what is recorded, what the server confirmed. */
export function UploadStatusText({
  progress,
  isRecording,
}: {
  progress: UploadProgress;
  isRecording: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { recorded, sent, receipt } = progress;
  switch (progress.phase) {
    case 'sealed':
      return receipt === null ? null : (
        <>
          {t('recorder.upload.sealed', {
            size: formatBytes(receipt.byteCount, intlLocale(i18n.resolvedLanguage)),
            count: receipt.chunkCount,
            hash: shortHash(receipt.chainHash),
          })}
        </>
      );
    case 'failed':
      return <>{t('recorder.upload.failed', { reason: progress.failure ?? '' })}</>;
    case 'waiting':
      return (
        <>{t('recorder.upload.waiting', { sent, recorded, onDevice: onDeviceOnly(progress) })}</>
      );
    case 'sending':
      if (isRecording) return <>{t('recorder.upload.recording', { sent, recorded })}</>;
      return (
        <>
          {sent < recorded
            ? t('recorder.upload.sending', { sent, recorded })
            : t('recorder.upload.sealing', { recorded })}
        </>
      );
  }
}

const ICONS = {
  sealed: <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-400" aria-hidden />,
  failed: <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden />,
  waiting: <CloudOff className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden />,
  sending: <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin text-neutral-300" aria-hidden />,
} as const;

/** A layer's upload as the server answered it; null when it is refused or held nothing. */
function securedOf(progress: UploadProgress): Secured | null {
  if (progress.phase === 'failed' || progress.phase === 'empty') return null;
  return {
    securedUntilSeconds: progress.securedUntilSeconds,
    complete: progress.phase === 'sealed',
  };
}

/**
 * The seconds of this camera that are safe on the server whatever happens to the phone
 * now (its sound and evidence layers, from the server's answers).
 */
function SecuredLine({
  evidenceLocalId,
  soundLocalId,
}: {
  evidenceLocalId: string | null;
  soundLocalId: string | null;
}) {
  const { t } = useTranslation();
  const evidence = useUploadProgress(evidenceLocalId ?? '') ?? EMPTY_PROGRESS;
  const sound = useUploadProgress(soundLocalId ?? '') ?? EMPTY_PROGRESS;
  const words = securedWords(
    'recorder',
    evidenceLocalId === null ? null : securedOf(evidence),
    soundLocalId === null ? null : securedOf(sound),
  );
  if (words === null) return null;
  return (
    <span
      className="block font-mono text-xs text-green-300"
      data-secured-seconds={evidenceLocalId === null ? undefined : evidence.securedUntilSeconds}
      data-sound-secured-seconds={soundLocalId === null ? undefined : sound.securedUntilSeconds}
    >
      {t(words.key, words.values)}
    </span>
  );
}

/** One recording of the overlay's session: camera, upload state, and a way out if refused. */
export function UploadStatusLine({
  localId,
  evidenceLocalId,
  soundLocalId,
  camera,
  startedAt,
  isRecording,
}: {
  localId: string;
  evidenceLocalId: string | null;
  soundLocalId: string | null;
  camera: 'front' | 'back';
  startedAt: string;
  isRecording: boolean;
}) {
  const { t } = useTranslation();
  const full = useUploadProgress(localId) ?? EMPTY_PROGRESS;
  const evidence = useUploadProgress(evidenceLocalId ?? localId);
  const sound = useUploadProgress(soundLocalId ?? localId);
  // The sound and evidence layers go first: when one waits for the network, so does the whole
  // camera, even while the full layer has not tried yet.
  const isLayerWaiting =
    (evidenceLocalId !== null && evidence?.phase === 'waiting') ||
    (soundLocalId !== null && sound?.phase === 'waiting');
  const progress: UploadProgress =
    isLayerWaiting && full.phase === 'sending' ? { ...full, phase: 'waiting' } : full;
  const save = () =>
    void saveFootageCopy(localId, startedAt).catch(() =>
      toast({ title: t('recorder.saveCopyFailed'), variant: 'destructive' }),
    );
  // Nothing was recorded in it (the camera handed over nothing): no line claims an upload.
  if (progress.phase === 'empty') return null;
  return (
    <li className="flex items-start gap-2 text-sm" data-upload-phase={progress.phase}>
      {ICONS[progress.phase]}
      <p className="min-w-0 flex-1">
        <span className="font-semibold">
          {t('recorder.cameraPrefix', { camera: t(`recorder.camera.${camera}`) })}
        </span>{' '}
        <SecuredLine evidenceLocalId={evidenceLocalId} soundLocalId={soundLocalId} />
        <UploadStatusText progress={progress} isRecording={isRecording} />
      </p>
      {progress.phase === 'failed' ? (
        <Button size="sm" variant="secondary" onClick={save}>
          {t('recorder.saveCopy')}
        </Button>
      ) : null}
    </li>
  );
}
