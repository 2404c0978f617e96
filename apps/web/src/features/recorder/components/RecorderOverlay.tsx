import { RECORDING_AUTO_START_DELAY_MS } from '@redzone/contract';
import { Loader2, Mic, MicOff, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { Cameras } from '../use-cameras';
import { useCameras } from '../use-cameras';
import {
  type RecordingContext,
  type SessionRecording,
  useRecordingSession,
} from '../use-recording-session';
import { CameraAccessBar } from './CameraAccessBar';
import { CameraPane, type PaneStatus } from './CameraPane';
import { RecorderDone, type RecordingRef } from './RecorderDone';
import { RecTimer } from './RecTimer';
import { UploadStatusLine } from './UploadStatusLine';

const isLive = (stream: MediaStream | null) => stream?.getVideoTracks()[0]?.readyState === 'live';

function paneStatuses(cameras: Cameras): { front: PaneStatus; back: PaneStatus } {
  if (cameras.access === 'requesting') return { front: 'starting', back: 'starting' };
  const front = isLive(cameras.front) ? 'live' : 'noAccess';
  if (front === 'noAccess') return { front, back: 'noAccess' };
  return { front, back: isLive(cameras.back) ? 'live' : 'singleMode' };
}

/** P1 §4: recording starts by itself 1.5 s after the cameras are obtained, once each time. */
function useAutoStart(cameras: Cameras, phase: string, start: () => Promise<void>): void {
  const startRef = useRef(start);
  const startedFor = useRef(0);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    if (cameras.access !== 'granted' || phase !== 'ready') return;
    const generation = cameras.generation;
    if (startedFor.current === generation) return;
    const timer = setTimeout(() => {
      startedFor.current = generation;
      void startRef.current();
    }, RECORDING_AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cameras.access, cameras.generation, phase]);
}

/**
 * P1 §2 full-screen emergency recorder: front and back panes, REC timer, audio toggle,
 * Start/Stop, Saving, Real Cameras badge, close, the permission bar, and what the upload has
 * really done. Closing while recording stops and saves the take; nothing recorded is dropped.
 */
export function RecorderOverlay({
  context,
  onClose,
  renderReport,
}: {
  context: RecordingContext;
  onClose: () => void;
  /** The Report to Law Enforcement entry for a finished recording (another feature's). */
  renderReport: (recording: RecordingRef) => ReactNode;
}) {
  const { t } = useTranslation();
  const cameras = useCameras();
  const [withAudio, setWithAudio] = useState(true);
  const session = useRecordingSession({ cameras, withAudio, context });
  const { phase } = session;
  useAutoStart(cameras, phase, session.start);

  const panes = paneStatuses(cameras);
  const isRecording = phase === 'recording';
  const isSaving = phase === 'saving' || phase === 'starting';
  const canStart = cameras.access === 'granted' && panes.front === 'live' && phase === 'ready';
  const audioOn = withAudio && cameras.hasMicrophone;

  const stop = async () => {
    await session.stop();
    cameras.release();
  };
  const close = () => {
    void session.stop();
    cameras.release();
    onClose();
  };
  const recordAgain = () => {
    session.reset();
    cameras.open();
  };
  const lines = (recordings: SessionRecording[]) => (
    <ul className="space-y-1.5" aria-live="polite">
      {recordings.map(({ localId, camera, startedAt }) => (
        <UploadStatusLine
          key={localId}
          localId={localId}
          camera={camera}
          startedAt={startedAt}
          isRecording={isRecording}
        />
      ))}
    </ul>
  );

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
          aria-describedby={undefined}
          // Escape must not end a take by accident; the close button does it on purpose.
          onEscapeKeyDown={(event) => {
            if (isRecording) event.preventDefault();
          }}
        >
          {phase === 'done' ? (
            <RecorderDone
              recordings={session.recordings}
              place={context.place}
              statusLines={lines(session.recordings)}
              renderReport={renderReport}
              onRecordAgain={recordAgain}
              onClose={close}
            />
          ) : (
            <div className="grid min-h-0 flex-1 grid-rows-2 gap-2 p-2 pt-[max(0.5rem,env(safe-area-inset-top))] sm:grid-cols-2 sm:grid-rows-1">
              <CameraPane
                name={t('recorder.camera.front')}
                stream={cameras.front}
                status={panes.front}
              />
              <CameraPane
                name={t('recorder.camera.back')}
                stream={cameras.back}
                status={panes.back}
              />
            </div>
          )}
          <CameraAccessBar access={cameras.access} onEnable={cameras.open} />
          {/* Controls at the bottom: in reach of a thumb, and clear of the toasts above. */}
          <footer className="space-y-2 border-t border-neutral-800 px-3 py-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <div className="flex items-center gap-2">
              {/* On a phone the live badge and timer need the room; the title stays for readers. */}
              <DialogPrimitive.Title
                className={cn(
                  'min-w-0 truncate text-sm font-bold sm:text-base',
                  panes.front === 'live' && 'sr-only sm:not-sr-only',
                )}
              >
                {t('recorder.title')}
              </DialogPrimitive.Title>
              {panes.front === 'live' ? (
                <span className="shrink-0 rounded bg-green-700 px-2 py-0.5 text-xs font-bold">
                  {t('recorder.realCameras')}
                </span>
              ) : null}
              <div className="ml-auto flex shrink-0 items-center gap-1">
                {isRecording && session.startedAt !== null ? (
                  <RecTimer startedAt={session.startedAt} />
                ) : null}
                {phase === 'done' ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('recorder.audio')}
                    aria-pressed={audioOn}
                    title={t(audioOn ? 'recorder.audioOn' : 'recorder.audioOff')}
                    disabled={isRecording || isSaving || !cameras.hasMicrophone}
                    onClick={() => setWithAudio((on) => !on)}
                  >
                    {audioOn ? <Mic aria-hidden /> : <MicOff aria-hidden />}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('recorder.close')}
                  onClick={close}
                >
                  <X aria-hidden />
                </Button>
              </div>
            </div>
            {isSaving ? (
              <p role="status" className="flex items-center gap-2 text-sm text-neutral-200">
                <Loader2 className="size-4 animate-spin" aria-hidden />
                {t(phase === 'saving' ? 'recorder.saving' : 'recorder.starting')}
              </p>
            ) : null}
            {phase === 'done' ? null : (
              <>
                <Button
                  size="lg"
                  variant={isRecording ? 'destructive' : 'default'}
                  className={cn(
                    'w-full',
                    isRecording && 'bg-white text-red-700 hover:bg-neutral-200',
                  )}
                  disabled={isRecording ? false : !canStart}
                  onClick={() => void (isRecording ? stop() : session.start())}
                >
                  {t(isRecording ? 'recorder.stop' : 'recorder.start')}
                </Button>
                {lines(session.recordings)}
              </>
            )}
          </footer>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
