import { RECORDING_AUTO_START_DELAY_MS } from '@redzone/contract';
import { AudioLines, ChevronDown, Loader2, Mic, MicOff, MoonStar, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { RecordingPlace } from '../recording-place';
import {
  type RecorderState,
  recordingController,
  type SessionRecording,
} from '../recording-controller';
import { checkPin } from '../api/check-pin';
import { checkPinLater } from '../pending-pin-checks';
import { answerOf } from '../../../lib/pin-answer';
import { hasStopPin } from '../../../lib/stop-pin';
import { readRecorderPreferences } from '../recorder-preferences';
import { useRecorder } from '../use-recorder';
import { noteStoppedOnPurpose } from '../recorder-status';
import { CameraAccessBar } from './CameraAccessBar';
import { CameraPane, type PaneStatus } from './CameraPane';
import { DarkScreen } from './DarkScreen';
import { PinPrompt } from '../../../components/pin-prompt';
import { RecorderDone, type RecordingRef } from './RecorderDone';
import { RecTimer } from './RecTimer';
import { HeldFootageNotice } from './HeldFootageNotice';
import { SlowNetworkNotice } from './SlowNetworkNotice';
import { UploadStatusLine } from './UploadStatusLine';

const isLive = (stream: MediaStream | null) => stream?.getVideoTracks()[0]?.readyState === 'live';

function paneStatuses(recorder: RecorderState): { front: PaneStatus; back: PaneStatus } {
  if (recorder.access === 'requesting' || recorder.access === 'idle') {
    return { front: 'starting', back: 'starting' };
  }
  const front = isLive(recorder.front) ? 'live' : 'noAccess';
  if (front === 'noAccess') return { front, back: 'noAccess' };
  return { front, back: isLive(recorder.back) ? 'live' : 'singleMode' };
}

/**
 * Opened by hand (the Live Recording tile), the recorder asks for the cameras and starts by
 * itself 1.5 s after it has them, once each time (P1 §4). An emergency does not wait for this: its
 * take was started at the touch.
 */
function useAutoStart(recorder: RecorderState): void {
  const startedFor = useRef(0);
  useEffect(() => {
    if (recorder.phase === 'ready' && recorder.access !== 'granted' && !isFailure(recorder)) {
      void recordingController.openCameras();
    }
    // Only on opening: a camera refused later is asked again by its own button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (recorder.access !== 'granted' || recorder.phase !== 'ready') return;
    const { generation } = recorder;
    if (startedFor.current === generation) return;
    const timer = setTimeout(() => {
      startedFor.current = generation;
      void recordingController.start();
    }, RECORDING_AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [recorder]);
}

const isFailure = (recorder: RecorderState) =>
  recorder.access === 'denied' ||
  recorder.access === 'unavailable' ||
  recorder.access === 'unsupported';

/**
 * P1 §2 full-screen emergency recorder: front and back panes, REC timer, audio toggle,
 * Start/Stop, Saving, Real Cameras badge, the permission bar, and what the upload has really
 * done. It shows the app's one recorder: hiding it never ends a take, and the shell's
 * REC bar brings it back.
 */
export function RecorderOverlay({
  place,
  alertId,
  onHide,
  alertStatus,
  renderReport,
  onStopped,
  afterStop,
}: {
  place: RecordingPlace;
  alertId: string | null;
  onHide: () => void;
  /** The emergency's alert, one line at the top (another feature's). */
  alertStatus?: ReactNode;
  /** The Report to Law Enforcement entry for a finished recording (another feature's). */
  renderReport: (recording: RecordingRef) => ReactNode;
  /**
   * The person stopped the take (with the PIN the server took, when one guards Stop): whether to
   * end the alert too is another feature's question.
   */
  onStopped?: ((pin: string | undefined) => void) | undefined;
  /** Shown above what the stopped take secured (that question). */
  afterStop?: ReactNode;
}) {
  const { t } = useTranslation();
  const recorder = useRecorder();
  useAutoStart(recorder);
  const hideButton = useRef<HTMLButtonElement>(null);
  // The screen looks off while the take goes on; Profile may ask for it as soon as a take records.
  const [isDark, setIsDark] = useState(() => readRecorderPreferences().darkScreen);
  const [isAskingPin, setIsAskingPin] = useState(false);

  const { phase } = recorder;
  const panes = paneStatuses(recorder);
  const isRecording = phase === 'recording';
  const isBusy = phase === 'saving' || phase === 'starting';
  const takeRuns = isRecording || isBusy;
  const isSoundMode = recorder.mode === 'sound';
  const sourceLive = isSoundMode ? recorder.hasMicrophone : panes.front === 'live';
  const canStart = recorder.access === 'granted' && sourceLive && phase === 'ready';
  const audioOn = recorder.withAudio && recorder.hasMicrophone;
  const frontEvidence =
    recorder.recordings.findLast((recording) => recording.camera === 'front')?.evidenceLocalId ??
    null;

  // Hiding keeps a take going; with none, it also puts the cameras away.
  const hide = () => {
    if (!takeRuns) recordingController.dismiss();
    onHide();
  };
  const stop = (pin: string | undefined) => {
    noteStoppedOnPurpose();
    void recordingController.stop();
    onStopped?.(pin);
  };
  /** The server decides the PIN; offline, Stop is taken and the server told once it answers. */
  const checkStopPin = async (pin: string) => {
    const body = alertId === null ? { pin } : { pin, alertId };
    const answer = await answerOf(() => checkPin(body), 'accept');
    if (answer.kind === 'accepted' && !answer.checked) checkPinLater(body);
    return answer;
  };
  const recordAgain = () => {
    recordingController.readyForAnother();
    void recordingController.openCameras();
  };
  const lines = (recordings: SessionRecording[]) => (
    <ul className="space-y-1.5" aria-live="polite">
      {recordings.map(({ localId, evidenceLocalId, soundLocalId, camera, startedAt }) => (
        <UploadStatusLine
          key={localId}
          localId={localId}
          evidenceLocalId={evidenceLocalId}
          soundLocalId={soundLocalId}
          camera={camera}
          startedAt={startedAt}
          isRecording={isRecording}
        />
      ))}
    </ul>
  );

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : hide())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
          aria-describedby={undefined}
          // Focus lands on a control that loses nothing: hiding, which keeps the take.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            hideButton.current?.focus();
          }}
        >
          <div className="pt-[env(safe-area-inset-top)]">{alertStatus}</div>
          {phase === 'done' ? (
            <RecorderDone
              recordings={recorder.recordings}
              place={place}
              alertId={alertId}
              statusLines={lines(recorder.recordings)}
              renderReport={renderReport}
              onRecordAgain={recordAgain}
              onClose={hide}
            />
          ) : isSoundMode ? (
            <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
              <AudioLines className="size-12 text-neutral-400" aria-hidden />
              <p className="max-w-sm text-neutral-300">{t('recorder.soundModePane')}</p>
            </div>
          ) : (
            <div className="grid min-h-0 flex-1 grid-rows-2 gap-2 p-2 sm:grid-cols-2 sm:grid-rows-1">
              <CameraPane
                name={t('recorder.camera.front')}
                stream={recorder.front}
                status={panes.front}
              />
              <CameraPane
                name={t('recorder.camera.back')}
                stream={recorder.back}
                status={panes.back}
              />
            </div>
          )}
          <CameraAccessBar
            access={recorder.access}
            onEnable={() => void recordingController.start()}
          />
          {/* Controls at the bottom: in reach of a thumb, and clear of the toasts above. What comes
              and goes while a take runs (notices, upload lines) sits above the controls, so it grows
              upward and never slides Stop under a finger reaching for Hide. */}
          <footer className="space-y-2 border-t border-neutral-800 px-3 py-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            {phase === 'done' ? afterStop : null}
            {isRecording && recorder.soundOnly ? (
              <p role="status" className="text-sm font-semibold text-amber-300">
                {t(isSoundMode ? 'recorder.soundModeNotice' : 'recorder.soundOnlyNotice')}
              </p>
            ) : null}
            {isBusy ? (
              <p role="status" className="flex items-center gap-2 text-sm text-neutral-200">
                <Loader2 className="size-4 animate-spin" aria-hidden />
                {t(phase === 'saving' ? 'recorder.saving' : 'recorder.starting')}
              </p>
            ) : null}
            <HeldFootageNotice />
            {phase !== 'done' && isRecording && frontEvidence && recorder.startedAt !== null ? (
              <SlowNetworkNotice evidenceLocalId={frontEvidence} startedAt={recorder.startedAt} />
            ) : null}
            {phase === 'done' ? null : lines(recorder.recordings)}
            {/* Wraps rather than pushes Hide off a 390 px screen: badge, REC timer and three
                controls are wider than that together. */}
            <div className="flex flex-wrap items-center gap-2">
              {/* On a phone the live badge and timer need the room; the title stays for readers. */}
              <DialogPrimitive.Title
                className={cn(
                  'min-w-0 truncate text-sm font-bold sm:text-base',
                  panes.front === 'live' && 'sr-only sm:not-sr-only',
                )}
              >
                {t('recorder.title')}
              </DialogPrimitive.Title>
              {panes.front === 'live' && !isSoundMode ? (
                <span className="shrink-0 rounded bg-green-800 px-2 py-0.5 text-xs font-bold">
                  {t('recorder.realCameras')}
                </span>
              ) : null}
              <div className="ml-auto flex shrink-0 items-center gap-1">
                {isRecording && recorder.startedAt !== null ? (
                  <RecTimer startedAt={recorder.startedAt} />
                ) : null}
                {phase === 'done' ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('recorder.soundMode')}
                    aria-pressed={isSoundMode}
                    title={t('recorder.soundMode')}
                    disabled={takeRuns}
                    onClick={() => {
                      recordingController.setMode(isSoundMode ? 'video' : 'sound');
                      void recordingController.openCameras();
                    }}
                  >
                    <AudioLines aria-hidden />
                  </Button>
                )}
                {phase === 'done' || isSoundMode ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('recorder.audio')}
                    aria-pressed={audioOn}
                    title={t(audioOn ? 'recorder.audioOn' : 'recorder.audioOff')}
                    disabled={takeRuns || !recorder.hasMicrophone}
                    onClick={() => recordingController.setWithAudio(!recorder.withAudio)}
                  >
                    {audioOn ? <Mic aria-hidden /> : <MicOff aria-hidden />}
                  </Button>
                )}
                <Button
                  ref={hideButton}
                  variant="ghost"
                  size={takeRuns ? 'default' : 'icon'}
                  aria-label={t(takeRuns ? 'recorder.hide' : 'recorder.close')}
                  onClick={hide}
                >
                  {takeRuns ? (
                    <>
                      <ChevronDown aria-hidden />
                      <span className="text-xs">{t('recorder.hideShort')}</span>
                    </>
                  ) : (
                    <X aria-hidden />
                  )}
                </Button>
              </div>
            </div>
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
                  onClick={() => {
                    // A stop PIN, when set, stands between a grab and the Stop button.
                    if (isRecording && hasStopPin()) setIsAskingPin(true);
                    else if (isRecording) stop(undefined);
                    else void recordingController.start();
                  }}
                >
                  {t(isRecording ? 'recorder.stop' : 'recorder.start')}
                </Button>
                {isRecording && isAskingPin ? (
                  <PinPrompt
                    check={checkStopPin}
                    onCancel={() => setIsAskingPin(false)}
                    onAccepted={(pin) => {
                      setIsAskingPin(false);
                      stop(pin);
                    }}
                  />
                ) : null}
                {/* Its room is kept before the take records (invisible, so out of reach and of
                    screen readers): appearing later would slide Stop and Hide up under a finger. */}
                <Button
                  variant="secondary"
                  className={cn('w-full', !isRecording && 'invisible')}
                  disabled={!isRecording}
                  onClick={() => setIsDark(true)}
                >
                  <MoonStar aria-hidden />
                  {t('recorder.darkScreen.start')}
                </Button>
                {isRecording && isDark ? <DarkScreen onLeave={() => setIsDark(false)} /> : null}
              </>
            )}
          </footer>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
