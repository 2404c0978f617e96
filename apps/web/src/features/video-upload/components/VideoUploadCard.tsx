import {
  formatMegabytesPerSecond,
  formatPercent,
  UPLOAD_MAX_BYTES,
  UPLOAD_REDIRECT_DELAY_MS,
} from '@redzone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import {
  getHomepageVideo,
  StreamUploadError,
  uploadHomepageVideo,
  type UploadProgress,
} from '../api/stream-upload-client';

const HOMEPAGE_VIDEO_QUERY_KEY = ['/api/homepage-video'];
const BYTES_PER_MB = 1024 * 1024;

/** P2 §5: the browser's type must be a video; the server checks the bytes too. */
const isVideoFile = (file: File) => file.type.startsWith('video/');

/** P2 §2 /video-management: the chunked homepage video upload, behind the admin token. */
export function VideoUploadCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fileInputId = useId();
  const [token, setToken] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const homepage = useQuery({ queryKey: HOMEPAGE_VIDEO_QUERY_KEY, queryFn: getHomepageVideo });

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  function choose(chosen: File | null) {
    if (chosen !== null && !isVideoFile(chosen)) {
      toast({
        title: t('videoUpload.invalidTypeTitle'),
        description: t('videoUpload.invalidTypeBody'),
        variant: 'destructive',
      });
      setFile(null);
      return;
    }
    if (chosen !== null && chosen.size > UPLOAD_MAX_BYTES) {
      toast({
        title: t('videoUpload.failedTitle'),
        description: t('videoUpload.tooLarge'),
        variant: 'destructive',
      });
      setFile(null);
      return;
    }
    setFile(chosen);
    setProgress(null);
  }

  function failureText(error: unknown): string {
    if (!(error instanceof StreamUploadError)) return t('videoUpload.failedRetry');
    if (error.serverMessage) return error.serverMessage;
    const { failed } = error;
    if (failed.step === 'init') return t('videoUpload.failedInit');
    if (failed.step === 'chunk') return t('videoUpload.failedChunk', { n: failed.chunkNumber });
    return t('videoUpload.failedFinalize');
  }

  async function upload() {
    if (file === null || token.trim() === '') return;
    setIsUploading(true);
    setProgress({ sentBytes: 0, totalBytes: file.size, elapsedMs: 0 });
    try {
      await uploadHomepageVideo(file, token.trim(), setProgress);
      toast({
        title: t('videoUpload.successTitle'),
        description: t('videoUpload.successBody', { size: (file.size / BYTES_PER_MB).toFixed(1) }),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: HOMEPAGE_VIDEO_QUERY_KEY });
      redirect.current = setTimeout(() => void navigate('/'), UPLOAD_REDIRECT_DELAY_MS);
    } catch (error) {
      toast({
        title: t('videoUpload.failedTitle'),
        description: failureText(error),
        variant: 'destructive',
      });
    } finally {
      setIsUploading(false);
    }
  }

  if (homepage.isPending) {
    return (
      <Card role="status">
        <p className="text-sm text-neutral-300">{t('common.loading')}</p>
      </Card>
    );
  }
  if (homepage.isError) {
    return (
      <Card role="alert" className="space-y-3">
        <p className="text-sm text-neutral-200">{t('videoUpload.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void homepage.refetch()}>
          {t('common.retry')}
        </Button>
      </Card>
    );
  }

  const { uploadsEnabled, videoPath } = homepage.data;
  const percent = progress ? formatPercent(progress.sentBytes, progress.totalBytes) : null;
  const speed = progress ? formatMegabytesPerSecond(progress.sentBytes, progress.elapsedMs) : null;

  return (
    <>
      <Card className="space-y-4">
        <CardTitle>{t('videoUpload.uploadTitle')}</CardTitle>
        {!uploadsEnabled ? (
          <p
            role="status"
            className="rounded-lg border border-amber-500/40 bg-amber-950/40 p-3 text-sm text-amber-100"
          >
            {t('videoUpload.disabled')}
          </p>
        ) : (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void upload();
            }}
          >
            <TextField
              label={t('videoUpload.tokenLabel')}
              type="password"
              autoComplete="off"
              value={token}
              onChange={(event) => setToken(event.target.value)}
              disabled={isUploading}
              aria-describedby={`${fileInputId}-token-hint`}
            />
            <p id={`${fileInputId}-token-hint`} className="-mt-2 text-xs text-neutral-400">
              {t('videoUpload.tokenHint')}
            </p>
            <div>
              <label htmlFor={fileInputId} className="mb-1 block text-sm font-semibold">
                {t('videoUpload.fileLabel')}
              </label>
              <input
                id={fileInputId}
                type="file"
                accept="video/*"
                disabled={isUploading}
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
                className="block w-full text-sm text-neutral-300 file:mr-3 file:rounded-lg file:border-0 file:bg-neutral-800 file:px-4 file:py-2 file:font-semibold file:text-white"
              />
              <p className="mt-1 text-xs text-neutral-400">{t('videoUpload.formats')}</p>
            </div>
            {progress && percent !== null && (
              <div>
                <div
                  role="progressbar"
                  aria-label={t('videoUpload.progressLabel')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Number(percent)}
                  className="h-2 overflow-hidden rounded-full bg-neutral-800"
                >
                  <div
                    className="h-full bg-red-600 transition-[width]"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p className="mt-1 text-sm text-neutral-300" aria-live="polite">
                  {t('videoUpload.progress', { percent, speed })}
                </p>
              </div>
            )}
            <Button type="submit" disabled={file === null || token.trim() === '' || isUploading}>
              <Upload aria-hidden />
              {isUploading ? t('videoUpload.uploading') : t('videoUpload.upload')}
            </Button>
          </form>
        )}
      </Card>
      <Card className="space-y-2">
        <CardTitle>{t('videoUpload.currentTitle')}</CardTitle>
        {videoPath ? (
          <video
            src={videoPath}
            controls
            muted
            preload="metadata"
            width={640}
            height={360}
            className="aspect-video h-auto w-full rounded-lg bg-black"
          >
            <track kind="captions" />
          </video>
        ) : (
          <p className="text-sm text-neutral-300">{t('videoUpload.none')}</p>
        )}
      </Card>
    </>
  );
}
