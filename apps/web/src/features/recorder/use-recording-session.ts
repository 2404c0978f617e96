import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { recordingKeys } from './api/get-recordings';
import { evidenceStore, evidenceUploader } from './evidence/evidence-service';
import { ChunkRecorder } from './media/chunk-recorder';
import { holdScreenAwake } from './media/wake-lock';
import { type RecordingPlace, recordingMetadata } from './recording-metadata';
import { noteRecorded } from './upload-progress-store';
import type { Cameras } from './use-cameras';

/** P1 §4 recording: off (`ready`), on, then stopping and saving, then done. */
export type RecordingPhase = 'ready' | 'starting' | 'recording' | 'saving' | 'done';

export interface SessionRecording {
  localId: string;
  camera: 'front' | 'back';
  /** ISO time the take started (names a saved copy). */
  startedAt: string;
}

/** What the recording belongs to, read when it starts and when it stops. */
export interface RecordingContext {
  alertId: string | null;
  place: RecordingPlace;
}

interface Running {
  recorders: { recorder: ChunkRecorder; camera: 'front' | 'back' }[];
  startedAt: number;
  releaseWakeLock: () => void;
}

const liveVideoTrack = (stream: MediaStream | null) => {
  const track = stream?.getVideoTracks()[0];
  return track?.readyState === 'live' ? track : null;
};

/**
 * One overlay's recordings: the front camera (with audio when it is on) and, in dual mode, the
 * back camera as a second recording of the same alert. Chunks go to the device store and the
 * uploader as they are made; stopping seals both with the spec's metadata.
 */
export function useRecordingSession({
  cameras,
  withAudio,
  context,
}: {
  cameras: Cameras;
  withAudio: boolean;
  context: RecordingContext;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<RecordingPhase>('ready');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [recordings, setRecordings] = useState<SessionRecording[]>([]);
  const running = useRef<Running | null>(null);
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: recordingKeys.onDevice });
    void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
  }, [queryClient]);

  const start = useCallback(async () => {
    if (running.current !== null || phase === 'starting' || phase === 'saving') return;
    const frontVideo = liveVideoTrack(cameras.front);
    if (frontVideo === null || cameras.front === null) {
      // P1 §5: recording needs a live front camera.
      toast({
        title: t('recorder.failedTitle'),
        description: t('recorder.needsCamera'),
        variant: 'destructive',
      });
      return;
    }
    setPhase('starting');
    let chunkErrorShown = false;
    const deps = {
      store: evidenceStore,
      uploader: evidenceUploader,
      alertId: contextRef.current.alertId,
      onStored: (chunk: { localId: string; index: number }) =>
        noteRecorded(chunk.localId, chunk.index + 1),
      onError: () => {
        if (chunkErrorShown) return;
        chunkErrorShown = true;
        toast({
          title: t('recorder.failedTitle'),
          description: t('recorder.chunkNotStored'),
          variant: 'destructive',
        });
      },
    };
    const audio = withAudio ? cameras.front.getAudioTracks() : [];
    const started: Running['recorders'] = [];
    try {
      started.push({
        recorder: await ChunkRecorder.start(new MediaStream([frontVideo, ...audio]), deps),
        camera: 'front',
      });
    } catch {
      toast({
        title: t('recorder.failedTitle'),
        description: t('recorder.couldNotStart'),
        variant: 'destructive',
      });
      setPhase('ready');
      return;
    }
    const backVideo = liveVideoTrack(cameras.back);
    if (backVideo !== null) {
      try {
        started.push({
          recorder: await ChunkRecorder.start(new MediaStream([backVideo]), deps),
          camera: 'back',
        });
      } catch {
        // P1 §8: without the back camera the front one records alone, silently.
      }
    }
    const now = Date.now();
    running.current = { recorders: started, startedAt: now, releaseWakeLock: holdScreenAwake() };
    setStartedAt(now);
    setRecordings((previous) => [
      ...previous,
      ...started.map(({ recorder, camera }) => ({
        localId: recorder.localId,
        camera,
        startedAt: new Date(now).toISOString(),
      })),
    ]);
    setPhase('recording');
    refreshLists();
  }, [cameras.front, cameras.back, phase, withAudio, refreshLists, t]);

  /** Stops and seals every recording of this take; safe to call more than once. */
  const seal = useCallback(async () => {
    const take = running.current;
    if (take === null) return;
    running.current = null;
    const stoppedAt = Date.now();
    const { alertId, place } = contextRef.current;
    const isDual = take.recorders.length > 1;
    try {
      await Promise.all(
        take.recorders.map(({ recorder, camera }) =>
          recorder.stop(
            recordingMetadata({
              title: t(camera === 'front' ? 'recorder.titleFront' : 'recorder.titleBack'),
              description: t('recorder.metadataDescription'),
              alertId,
              startedAt: take.startedAt,
              stoppedAt,
              isDual,
              place,
            }),
          ),
        ),
      );
    } catch {
      // The chunks are in IndexedDB; the next start of the app closes and uploads them.
      toast({
        title: t('recorder.processingFailedTitle'),
        description: t('recorder.processingFailed'),
        variant: 'destructive',
      });
    } finally {
      take.releaseWakeLock();
      refreshLists();
    }
  }, [refreshLists, t]);

  const stop = useCallback(async () => {
    if (running.current === null) return;
    setPhase('saving');
    await seal();
    setPhase('done');
  }, [seal]);

  /** After a take: ready for the next one (the cameras are opened again by the caller). */
  const reset = useCallback(() => {
    if (running.current === null) setPhase('ready');
  }, []);

  // Leaving the screen never loses footage: a running take is stopped and sealed. Through a
  // ref, so a new `seal` (a language change) does not end a take that is running.
  const sealRef = useRef(seal);
  useEffect(() => {
    sealRef.current = seal;
  });
  useEffect(() => () => void sealRef.current(), []);

  useUploadToasts(recordings);

  return { phase, startedAt, recordings, start, stop, reset };
}

/** P1 §8: "Upload Failed" once each time a recording's upload starts waiting, "Processing Failed" when refused. */
function useUploadToasts(recordings: SessionRecording[]): void {
  const { t } = useTranslation();
  const waiting = useRef(new Set<string>());
  useEffect(() => {
    const ids = new Set(recordings.map((r) => r.localId));
    return evidenceUploader.onState((localId, state) => {
      if (!ids.has(localId)) return;
      if (state.kind === 'waiting') {
        if (waiting.current.has(localId)) return;
        waiting.current.add(localId);
        toast({
          title: t('recorder.uploadFailedTitle'),
          description: t('recorder.uploadFailed'),
          variant: 'destructive',
        });
        return;
      }
      waiting.current.delete(localId);
      if (state.kind === 'failed') {
        toast({
          title: t('recorder.processingFailedTitle'),
          description: t('recorder.processingFailed'),
          variant: 'destructive',
        });
      }
    });
  }, [recordings, t]);
}
