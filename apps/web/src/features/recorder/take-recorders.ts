import { EVIDENCE_AUDIO_BITS_PER_SECOND, EVIDENCE_CHUNK_INTERVAL_MS } from '@redzone/contract';
import i18n from 'i18next';
import { evidenceStore, evidenceUploader } from './evidence/evidence-service';
import type { EvidenceRate } from './evidence-rate';
import { type CameraStreams, openCameras } from './media/camera-streams';
import { ChunkRecorder } from './media/chunk-recorder';
import { getRecordingContext } from './recording-context';
import { recordingMetadata } from './recording-metadata';
import type { RecorderMode } from './recorder-state';
import { failureToast, t } from './recorder-toasts';
import type { SoundLayer } from './take-sound';
import { noteRecorded } from './upload-progress-store';

/*
 * A take's recorders: what is opened, started and sealed for one take, apart from the state
 * the controller keeps (recording-controller.ts).
 */

export interface CameraTake {
  recorder: ChunkRecorder;
  evidence: ChunkRecorder | null;
  camera: 'front' | 'back';
}

export interface Take {
  recorders: CameraTake[];
  /** The front microphone alone, sent first (take-sound.ts); null where it cannot be made. */
  sound: SoundLayer | null;
  /** Downscaled copies of the camera tracks the evidence layers record: stopped with the take. */
  clones: { camera: 'front' | 'back'; track: MediaStreamTrack }[];
  /** The evidence rate controller's state and its once-a-second timer. */
  rate: EvidenceRate;
  rateTimer: ReturnType<typeof setInterval> | null;
  startedAt: number;
  releaseWakeLock: () => void;
  /** The cameras gave nothing and the microphone records alone (checkFootage). */
  soundOnly: boolean;
  /** The layers that join once the front camera records (take-layers.ts): settled before sealing. */
  layersStarted: Promise<void>;
  /** The take's gaps (gap-watch.ts), closed as it stops; null until they are watched. */
  gaps: { close: (at?: number) => Promise<void> } | null;
}

/** A camera take's recordings as the recorder's screens list them, front first. */
export function takeEntries(take: Take) {
  const startedAt = new Date(take.startedAt).toISOString();
  return take.recorders.map(({ recorder, evidence, camera }) => ({
    localId: recorder.localId,
    evidenceLocalId: evidence?.localId ?? null,
    soundLocalId: camera === 'front' ? (take.sound?.recorder.localId ?? null) : null,
    camera,
    startedAt,
  }));
}

export type ChunkDeps = Parameters<typeof ChunkRecorder.start>[1];

/** Where a take's chunks go, and the one toast if the device cannot keep one. */
export function chunkDepsFor(): ChunkDeps {
  let errorShown = false;
  return {
    store: evidenceStore,
    uploader: evidenceUploader,
    alertId: getRecordingContext().alertId,
    onStored: (chunk: { localId: string; index: number }) =>
      noteRecorded(chunk.localId, chunk.index + 1),
    onError: () => {
      if (errorShown) return;
      errorShown = true;
      failureToast('recorder.chunkNotStored');
    },
  };
}

export const liveVideoTrack = (stream: MediaStream | null) => {
  const track = stream?.getVideoTracks()[0];
  return track?.readyState === 'live' ? track : null;
};

export const liveAudio = (stream: MediaStream | null) =>
  stream?.getAudioTracks().filter((track) => track.readyState === 'live') ?? [];

/** What must be live for a mode: the front camera's picture, or the microphone. */
export function liveSource(
  stream: MediaStream | null,
  mode: RecorderMode,
): MediaStreamTrack | null {
  if (mode === 'video') return liveVideoTrack(stream);
  return liveAudio(stream)[0] ?? null;
}

/** Front with microphone first; a refused or missing microphone must not cost the video. */
export async function openBest(): Promise<CameraStreams> {
  const withAudio = await openCameras(true);
  if (withAudio.front !== null || withAudio.failure === 'unsupported') return withAudio;
  const videoOnly = await openCameras(false);
  return videoOnly.front !== null ? videoOnly : withAudio;
}

/**
 * The microphone alone, both layers: the full one at the browser's default audio bitrate, the
 * evidence one at EVIDENCE_AUDIO_BITS_PER_SECOND in 500 ms fragments, uploaded first. Null when
 * the browser refuses to record it.
 */
export async function startSoundRecorders(
  sound: MediaStreamTrack[],
  deps: ChunkDeps,
): Promise<CameraTake | null> {
  let full: ChunkRecorder;
  try {
    full = await ChunkRecorder.start(new MediaStream(sound), deps);
  } catch {
    return null;
  }
  const evidence = await ChunkRecorder.start(new MediaStream(sound), deps, {
    layer: 'evidence',
    recordingId: full.localId,
    timesliceMs: EVIDENCE_CHUNK_INTERVAL_MS,
    priority: 0,
    audioBitsPerSecond: EVIDENCE_AUDIO_BITS_PER_SECOND,
  }).catch(() => null);
  return { recorder: full, evidence, camera: 'front' };
}

/**
 * Stops recorders and seals each with the spec's metadata (P1 §3). The sound layer learns last
 * whether it is kept: only the cameras' footage decides that, and their last chunk may be the first.
 */
export async function stopRecorders(
  recorders: CameraTake[],
  startedAt: number,
  stoppedAt: number,
  sound: SoundLayer | null = null,
): Promise<void> {
  const { alertId, place, isDrill = false } = getRecordingContext();
  const isDual = recorders.length > 1;
  const metadataOf = (camera: 'front' | 'back') => {
    const title = t(camera === 'front' ? 'recorder.titleFront' : 'recorder.titleBack');
    return recordingMetadata({
      title: isDrill ? i18n.t('recorder.titleDrill', { title }) : title,
      description: t('recorder.metadataDescription'),
      alertId,
      startedAt,
      stoppedAt,
      isDual,
      place,
    });
  };
  const cameras = Promise.all(
    recorders.flatMap(({ recorder, evidence, camera }) => {
      const metadata = metadataOf(camera);
      return [recorder.stop(metadata), ...(evidence ? [evidence.stop(metadata)] : [])];
    }),
  ).finally(() => sound?.drop());
  await Promise.all([cameras, sound?.recorder.stop(metadataOf('front'))]);
}
