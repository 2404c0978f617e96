import {
  EVIDENCE_AUDIO_BITS_PER_SECOND,
  EVIDENCE_BACK_VIDEO_BITS_PER_SECOND,
  EVIDENCE_CHUNK_INTERVAL_MS,
  EVIDENCE_FRAME_RATES,
  EVIDENCE_VIDEO,
  EVIDENCE_VIDEO_BITS_PER_SECOND,
  RECORDER_NO_DATA_TIMEOUT_MS,
} from '@redzone/contract';
import i18n from 'i18next';
import { toast } from '../../components/ui/use-toast';
import { evidenceStore, evidenceUploader } from './evidence/evidence-service';
import {
  type CameraFailure,
  type CameraStreams,
  openCameras,
  openMicrophone,
  stopStream,
} from './media/camera-streams';
import { ChunkRecorder, type LayerEncoding } from './media/chunk-recorder';
import { holdScreenAwake } from './media/wake-lock';
import { getRecordingContext } from './recording-context';
import { recordingMetadata } from './recording-metadata';
import { publishRecorderStatus, type RecorderPhase } from './recorder-status';
import { INITIAL_EVIDENCE_RATE, nextEvidenceRate, type EvidenceRate } from './evidence-rate';
import { getUploadProgress, noteRecorded } from './upload-progress-store';
import { readRecorderPreferences } from './recorder-preferences';

/**
 * P1 §4 camera permission: `idle` before anything asked, `requesting` while the browser asks,
 * then `granted` or what went wrong; `released` once the tracks are stopped.
 */
export type CameraAccess = 'idle' | 'requesting' | 'granted' | CameraFailure | 'released';

export interface SessionRecording {
  localId: string;
  /** The camera's evidence layer (issue 23); null where the browser could not make one. */
  evidenceLocalId: string | null;
  camera: 'front' | 'back';
  /** ISO time the take started (names a saved copy). */
  startedAt: string;
}

export interface RecorderState {
  access: CameraAccess;
  front: MediaStream | null;
  back: MediaStream | null;
  /** The front stream carries a microphone track: audio can be recorded. */
  hasMicrophone: boolean;
  withAudio: boolean;
  phase: RecorderPhase;
  /** When the running take started; null unless recording. */
  startedAt: number | null;
  /** The recordings made since the recorder was last dismissed, for their upload lines. */
  recordings: SessionRecording[];
  /** Counts the times cameras were obtained; the screen's auto-start runs once for each. */
  generation: number;
  /**
   * The running take records sound only: the cameras handed over nothing (known defect 2 of
   * docs/browser-support.md), so the microphone records alone rather than nothing.
   */
  soundOnly: boolean;
  /**
   * Issue 29: `sound` opens the microphone alone (no camera, no camera light) and records it;
   * Profile sets the default, the recorder switches it between takes.
   */
  mode: RecorderMode;
}

export type RecorderMode = 'video' | 'sound';

interface CameraTake {
  recorder: ChunkRecorder;
  evidence: ChunkRecorder | null;
  camera: 'front' | 'back';
}

interface Take {
  recorders: CameraTake[];
  /** Downscaled copies of the camera tracks the evidence layers record: stopped with the take. */
  clones: { camera: 'front' | 'back'; track: MediaStreamTrack }[];
  /** The evidence rate controller's state and its once-a-second timer. */
  rate: EvidenceRate;
  rateTimer: ReturnType<typeof setInterval> | null;
  startedAt: number;
  releaseWakeLock: () => void;
  /** The cameras gave nothing and the microphone records alone (checkFootage). */
  soundOnly: boolean;
}

const liveVideoTrack = (stream: MediaStream | null) => {
  const track = stream?.getVideoTracks()[0];
  return track?.readyState === 'live' ? track : null;
};

/** Front with microphone first; a refused or missing microphone must not cost the video. */
async function openBest(): Promise<CameraStreams> {
  const withAudio = await openCameras(true);
  if (withAudio.front !== null || withAudio.failure === 'unsupported') return withAudio;
  const videoOnly = await openCameras(false);
  return videoOnly.front !== null ? videoOnly : withAudio;
}

const t = (key: string) => i18n.t(key);

function failureToast(descriptionKey: string, titleKey = 'recorder.failedTitle') {
  return toast({ title: t(titleKey), description: t(descriptionKey), variant: 'destructive' });
}

/**
 * The app's one recorder (issue 31). It lives outside every screen, so a take goes on while the
 * person closes the recorder, changes page or verifies their phone; the screens only show it.
 * Each take records the front camera (with audio when it is on) and, where there is one, the
 * back camera as a second recording; chunks go to the device store and the uploader as they are
 * made, and stopping seals both with the spec's metadata.
 */
class RecordingController {
  private state: RecorderState = {
    access: 'idle',
    front: null,
    back: null,
    hasMicrophone: false,
    withAudio: true,
    phase: 'ready',
    startedAt: null,
    recordings: [],
    generation: 0,
    soundOnly: false,
    mode: readRecorderPreferences().soundOnly ? 'sound' : 'video',
  };
  private readonly listeners = new Set<() => void>();
  private take: Take | null = null;
  /** Bumped by every open and release: an open that finishes after a newer one is dropped. */
  private openRequest = 0;
  private opening: Promise<void> | null = null;
  /** Uploads told as waiting, each with its toast's dismiss: said once, taken back on resume. */
  private readonly waitingUploads = new Map<string, () => void>();

  constructor() {
    evidenceUploader.onState((localId, upload) => this.onUploadState(localId, upload.kind));
  }

  readonly getState = (): RecorderState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens the cameras (or, in sound mode, the microphone) unless they are live. */
  openCameras(): Promise<void> {
    const { mode } = this.state;
    if (this.state.access === 'granted' && liveSource(this.state.front, mode)) {
      return Promise.resolve();
    }
    if (this.opening) return this.opening;
    const request = (this.openRequest += 1);
    this.set({ access: 'requesting' });
    this.opening = (mode === 'sound' ? openMicrophone() : openBest()).then((streams) => {
      if (request !== this.openRequest) {
        stopStream(streams.front);
        stopStream(streams.back);
        return;
      }
      this.opening = null;
      liveSource(streams.front, mode)?.addEventListener(
        'ended',
        () => void this.onCameraLost(request),
        { once: true },
      );
      this.set({
        access: streams.front !== null ? 'granted' : (streams.failure ?? 'unavailable'),
        front: streams.front,
        back: streams.back,
        hasMicrophone: (streams.front?.getAudioTracks().length ?? 0) > 0,
        generation: streams.front !== null ? this.state.generation + 1 : this.state.generation,
      });
    });
    return this.opening;
  }

  /**
   * Issue 29: sound only, or cameras, for the next take. What is open now is put away (the
   * screen opens what the new mode needs); a running take keeps its mode.
   */
  setMode(mode: RecorderMode): void {
    if (this.take !== null || mode === this.state.mode) return;
    this.openRequest += 1;
    this.opening = null;
    stopStream(this.state.front);
    stopStream(this.state.back);
    this.set({ mode, access: 'idle', front: null, back: null, hasMicrophone: false });
  }

  /** Stops the cameras when nothing records (a take keeps them: its footage comes from them). */
  releaseIdleCameras(): void {
    if (this.take !== null || this.state.phase === 'starting' || this.state.phase === 'saving') {
      return;
    }
    this.openRequest += 1;
    this.opening = null;
    stopStream(this.state.front);
    stopStream(this.state.back);
    if (this.state.front === null && this.state.access !== 'requesting') return;
    this.set({ access: 'released', front: null, back: null, hasMicrophone: false });
  }

  setWithAudio(withAudio: boolean): void {
    if (this.take === null) this.set({ withAudio });
  }

  /** Starts a take now, opening the cameras first when they are not live. */
  async start(): Promise<void> {
    const { phase } = this.state;
    if (this.take !== null || phase === 'starting' || phase === 'saving') return;
    this.set({ phase: 'starting' });
    await this.openCameras();
    if (this.state.mode === 'sound') {
      await this.startSoundTake();
      return;
    }
    const frontVideo = liveVideoTrack(this.state.front);
    if (frontVideo === null || this.state.front === null) {
      // P1 §5: recording needs a live front camera. A refusal is already said by the access bar.
      if (this.state.access === 'granted') failureToast('recorder.needsCamera');
      this.set({ phase: 'ready' });
      return;
    }
    const deps = this.chunkDeps();
    const audio = this.state.withAudio ? this.state.front.getAudioTracks() : [];
    const recorders: Take['recorders'] = [];
    const clones: Take['clones'] = [];
    let front: ChunkRecorder;
    try {
      front = await ChunkRecorder.start(new MediaStream([frontVideo, ...audio]), deps);
    } catch {
      failureToast('recorder.couldNotStart');
      this.set({ phase: 'ready' });
      return;
    }
    recorders.push({
      recorder: front,
      camera: 'front',
      evidence: await startEvidence(frontVideo, audio, front.localId, 'front', deps, clones),
    });
    const backVideo = liveVideoTrack(this.state.back);
    if (backVideo !== null) {
      try {
        const back = await ChunkRecorder.start(new MediaStream([backVideo]), deps);
        recorders.push({
          recorder: back,
          camera: 'back',
          evidence: await startEvidence(backVideo, [], back.localId, 'back', deps, clones),
        });
      } catch {
        // P1 §8: without the back camera the front one records alone, silently.
      }
    }
    const startedAt = Date.now();
    const take: Take = {
      recorders,
      clones,
      rate: INITIAL_EVIDENCE_RATE,
      rateTimer: null,
      startedAt,
      releaseWakeLock: holdScreenAwake(),
      soundOnly: false,
    };
    this.take = take;
    take.rateTimer = setInterval(() => adaptEvidence(take), 1000);
    setTimeout(() => void this.checkFootage(take), RECORDER_NO_DATA_TIMEOUT_MS);
    const iso = new Date(startedAt).toISOString();
    this.set({
      phase: 'recording',
      startedAt,
      soundOnly: false,
      recordings: [
        ...this.state.recordings,
        ...recorders.map(({ recorder, evidence, camera }) => ({
          localId: recorder.localId,
          evidenceLocalId: evidence?.localId ?? null,
          camera,
          startedAt: iso,
        })),
      ],
    });
  }

  /** Stops and seals the take, then releases the cameras; the screen shows what was saved. */
  async stop(): Promise<void> {
    if (this.take === null) return;
    this.set({ phase: 'saving' });
    await this.seal();
    this.set({ phase: 'done', startedAt: null, soundOnly: false });
    this.releaseIdleCameras();
  }

  /** The saved screen was left: the next take starts from a clean slate. */
  dismiss(): void {
    if (this.take !== null) return;
    this.releaseIdleCameras();
    this.set({ phase: this.state.phase === 'done' ? 'ready' : this.state.phase, recordings: [] });
  }

  /** After a take: ready for another (the screen opens the cameras again). */
  readyForAnother(): void {
    if (this.take === null && this.state.phase === 'done') this.set({ phase: 'ready' });
  }

  private chunkDeps() {
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

  /** Seals every recording of the take; safe to call more than once. */
  private async seal(): Promise<void> {
    const take = this.take;
    if (take === null) return;
    this.take = null;
    try {
      await stopRecorders(take.recorders, take.startedAt, Date.now());
    } catch {
      // The chunks are in IndexedDB; the next start of the app closes and uploads them.
      failureToast('recorder.processingFailed', 'recorder.processingFailedTitle');
    } finally {
      if (take.rateTimer !== null) clearInterval(take.rateTimer);
      for (const clone of take.clones) clone.track.stop();
      take.releaseWakeLock();
    }
  }

  /** Issue 29's sound-only mode: the microphone alone, both layers, from the start. */
  private async startSoundTake(): Promise<void> {
    const sound = liveAudio(this.state.front);
    const soundTake = sound.length > 0 ? await startSoundRecorders(sound, this.chunkDeps()) : null;
    if (soundTake === null) {
      // A refused microphone is already said by the access bar.
      if (this.state.access === 'granted') failureToast('recorder.couldNotStart');
      this.set({ phase: 'ready' });
      return;
    }
    const startedAt = Date.now();
    const take: Take = {
      recorders: [soundTake],
      clones: [],
      rate: INITIAL_EVIDENCE_RATE,
      rateTimer: null,
      startedAt,
      releaseWakeLock: holdScreenAwake(),
      soundOnly: true,
    };
    this.take = take;
    setTimeout(() => void this.checkFootage(take), RECORDER_NO_DATA_TIMEOUT_MS);
    this.set({
      phase: 'recording',
      startedAt,
      soundOnly: true,
      recordings: [
        ...this.state.recordings,
        {
          localId: soundTake.recorder.localId,
          evidenceLocalId: soundTake.evidence?.localId ?? null,
          camera: 'front',
          startedAt: new Date(startedAt).toISOString(),
        },
      ],
    });
  }

  /**
   * A live camera is not a recording: some browsers hand over nothing (WebKitGTK without its
   * encoders gives empty blobs). With no footage after RECORDER_NO_DATA_TIMEOUT_MS the microphone
   * records alone, and every screen says "sound only"; with no sound either, the take ends and
   * every screen says NOT RECORDING instead of a REC timer over nothing (issue 31). The empty
   * uploads are removed, never sealed as 0 bytes (known defect 2, docs/browser-support.md).
   */
  private async checkFootage(take: Take): Promise<void> {
    const recording = take.recorders.some(
      ({ recorder, evidence }) => recorder.hasData || evidence?.hasData === true,
    );
    if (this.take !== take || recording) return;
    if (!take.soundOnly && (await this.recordSoundOnly(take))) return;
    if (this.take !== take) return;
    failureToast('recorder.noFootage');
    const emptyIds = new Set<string>(take.recorders.map(({ recorder }) => recorder.localId));
    this.set({ phase: 'saving' });
    await this.seal();
    this.set({
      phase: 'ready',
      startedAt: null,
      soundOnly: false,
      recordings: this.state.recordings.filter((r) => !emptyIds.has(r.localId)),
    });
  }

  /**
   * The cameras gave nothing: the microphone records alone (both layers, the evidence one first),
   * the empty camera recorders are stopped and removed. False when there is no sound to record.
   */
  private async recordSoundOnly(take: Take): Promise<boolean> {
    const sound = this.state.withAudio ? liveAudio(this.state.front) : [];
    if (sound.length === 0) return false;
    const soundTake = await startSoundRecorders(sound, this.chunkDeps());
    if (soundTake === null) return false;
    const { recorder: full, evidence } = soundTake;
    const startedAt = Date.now();
    if (this.take !== take) {
      // Stopped meanwhile: nothing is left running.
      await stopRecorders([soundTake], startedAt, Date.now()).catch(() => undefined);
      return true;
    }
    const empty = take.recorders;
    if (take.rateTimer !== null) clearInterval(take.rateTimer);
    take.rateTimer = null;
    for (const clone of take.clones) clone.track.stop();
    take.clones = [];
    take.recorders = [soundTake];
    take.soundOnly = true;
    void stopRecorders(empty, take.startedAt, startedAt).catch(() => undefined);
    take.startedAt = startedAt;
    const emptyIds = new Set<string>(empty.map(({ recorder }) => recorder.localId));
    toast({ title: t('recorder.soundOnlyTitle'), description: t('recorder.soundOnlyToast') });
    this.set({
      startedAt,
      soundOnly: true,
      recordings: [
        ...this.state.recordings.filter((r) => !emptyIds.has(r.localId)),
        {
          localId: full.localId,
          evidenceLocalId: evidence?.localId ?? null,
          camera: 'front',
          startedAt: new Date(startedAt).toISOString(),
        },
      ],
    });
    setTimeout(() => void this.checkFootage(take), RECORDER_NO_DATA_TIMEOUT_MS);
    return true;
  }

  /**
   * The camera went away (unplugged, taken by another app, the OS stopped it): what was recorded
   * is sealed and the state says so, never a running timer over a dead track.
   */
  private async onCameraLost(request: number): Promise<void> {
    if (request !== this.openRequest) return;
    const wasRecording = this.take !== null;
    this.openRequest += 1;
    stopStream(this.state.front);
    stopStream(this.state.back);
    this.set({ access: 'unavailable', front: null, back: null, hasMicrophone: false });
    if (!wasRecording) return;
    this.set({ phase: 'saving' });
    await this.seal();
    this.set({ phase: 'ready', startedAt: null, soundOnly: false });
  }

  /**
   * P1 §8: "Upload Failed" once each time a camera's upload starts waiting (its evidence layer
   * goes first, so it is usually the one that meets the dead network), "Processing Failed" when
   * the server refuses its full layer.
   */
  private onUploadState(localId: string, kind: string): void {
    const recording = this.state.recordings.find(
      (r) => r.localId === localId || r.evidenceLocalId === localId,
    );
    if (recording === undefined) return;
    const key = recording.localId;
    if (kind === 'waiting') {
      if (this.waitingUploads.has(key)) return;
      const { dismiss } = failureToast('recorder.uploadFailed', 'recorder.uploadFailedTitle');
      this.waitingUploads.set(key, dismiss);
      return;
    }
    // Going again: "Upload Failed… Trying again" is no longer true, so it leaves the screen.
    if (kind === 'uploading' || kind === 'sealed') {
      this.waitingUploads.get(key)?.();
      this.waitingUploads.delete(key);
    }
    if (kind === 'failed' && localId === key)
      failureToast('recorder.processingFailed', 'recorder.processingFailedTitle');
  }

  private set(patch: Partial<RecorderState>): void {
    this.state = { ...this.state, ...patch };
    publishRecorderStatus({
      phase: this.state.phase,
      startedAt: this.state.startedAt,
      sound: this.state.soundOnly
        ? this.state.mode === 'sound'
          ? 'chosen'
          : 'noVideo'
        : undefined,
    });
    for (const listener of this.listeners) listener();
  }
}

type ChunkDeps = Parameters<typeof ChunkRecorder.start>[1];

const liveAudio = (stream: MediaStream | null) =>
  stream?.getAudioTracks().filter((track) => track.readyState === 'live') ?? [];

/** What must be live for a mode: the front camera's picture, or the microphone. */
function liveSource(stream: MediaStream | null, mode: RecorderMode): MediaStreamTrack | null {
  if (mode === 'video') return liveVideoTrack(stream);
  return liveAudio(stream)[0] ?? null;
}

/**
 * The microphone alone, both layers: the full one at the browser's default audio bitrate, the
 * evidence one at EVIDENCE_AUDIO_BITS_PER_SECOND in 500 ms fragments, uploaded first. Null when
 * the browser refuses to record it.
 */
async function startSoundRecorders(
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

/** Stops recorders and seals each with the spec's metadata (P1 §3). */
async function stopRecorders(
  recorders: CameraTake[],
  startedAt: number,
  stoppedAt: number,
): Promise<void> {
  const { alertId, place, isDrill = false } = getRecordingContext();
  const isDual = recorders.length > 1;
  await Promise.all(
    recorders.flatMap(({ recorder, evidence, camera }) => {
      const title = t(camera === 'front' ? 'recorder.titleFront' : 'recorder.titleBack');
      const metadata = recordingMetadata({
        title: isDrill ? i18n.t('recorder.titleDrill', { title }) : title,
        description: t('recorder.metadataDescription'),
        alertId,
        startedAt,
        stoppedAt,
        isDual,
        place,
      });
      return [recorder.stop(metadata), ...(evidence ? [evidence.stop(metadata)] : [])];
    }),
  );
}

/**
 * Issue 23's evidence layer of one camera: a second recorder on a downscaled copy of the camera
 * track (the browser scales it: `resizeMode: crop-and-scale`), at a bitrate one bar of signal
 * carries, in 500 ms fragments (EVIDENCE_CHUNK_INTERVAL_MS), uploaded before everything else.
 * Where the browser cannot make it, the camera records its full layer alone, as before.
 */
async function startEvidence(
  video: MediaStreamTrack,
  audio: MediaStreamTrack[],
  recordingId: string,
  camera: 'front' | 'back',
  deps: ChunkDeps,
  clones: Take['clones'],
): Promise<ChunkRecorder | null> {
  const small = video.clone();
  try {
    // resizeMode is in Media Capture and Streams but not yet in TypeScript's DOM types.
    const scaled: MediaTrackConstraints & { resizeMode: string } = {
      ...EVIDENCE_VIDEO,
      frameRate: evidenceFrameRate(camera, INITIAL_EVIDENCE_RATE.step),
      resizeMode: 'crop-and-scale',
    };
    await small.applyConstraints(scaled);
  } catch {
    // Not scaled: the low bitrate alone still keeps it small.
  }
  const encoding: LayerEncoding = {
    layer: 'evidence',
    recordingId,
    timesliceMs: EVIDENCE_CHUNK_INTERVAL_MS,
    priority: camera === 'front' ? 0 : 1,
    videoBitsPerSecond:
      camera === 'front' ? EVIDENCE_VIDEO_BITS_PER_SECOND : EVIDENCE_BACK_VIDEO_BITS_PER_SECOND,
    audioBitsPerSecond: EVIDENCE_AUDIO_BITS_PER_SECOND,
  };
  try {
    const recorder = await ChunkRecorder.start(new MediaStream([small, ...audio]), deps, encoding);
    clones.push({ camera, track: small });
    return recorder;
  } catch {
    small.stop();
    return null;
  }
}

/** The back camera's picture stays one step leaner than the front's: the front carries the sound. */
function evidenceFrameRate(camera: 'front' | 'back', step: number): number {
  const last = EVIDENCE_FRAME_RATES.length - 1;
  return EVIDENCE_FRAME_RATES[Math.min(last, camera === 'front' ? step : step + 1)] ?? 1;
}

/**
 * Once a second: how far the front camera's evidence is behind what it recorded, and the frame
 * rate the controller asks for (evidence-rate.ts), applied to the evidence copies of the tracks
 * while they record.
 */
function adaptEvidence(take: Take): void {
  const front = take.recorders.find((recording) => recording.camera === 'front')?.evidence;
  if (!front) return;
  const secured = getUploadProgress(front.localId)?.securedUntilSeconds ?? 0;
  const lagSeconds = (Date.now() - take.startedAt) / 1000 - secured;
  const next = nextEvidenceRate(take.rate, lagSeconds);
  const changed = next.step !== take.rate.step;
  take.rate = next;
  if (!changed) return;
  for (const { camera, track } of take.clones) {
    void track
      .applyConstraints({ frameRate: evidenceFrameRate(camera, next.step) })
      .catch(() => undefined); // A camera that cannot: its evidence goes on as it was.
  }
}

export const recordingController = new RecordingController();
