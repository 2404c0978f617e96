import { RECORDER_NO_DATA_TIMEOUT_MS } from '@redzone/contract';
import { toast } from '../../components/ui/use-toast';
import { evidenceUploader } from './evidence/evidence-service';
import { INITIAL_EVIDENCE_RATE } from './evidence-rate';
import { openMicrophone, stopStream } from './media/camera-streams';
import { ChunkRecorder } from './media/chunk-recorder';
import { holdScreenAwake } from './media/wake-lock';
import { readRecorderPreferences } from './recorder-preferences';
import type { RecorderMode, RecorderState } from './recorder-state';
import { publishRecorderStatus } from './recorder-status';
import { createUploadNotices, failureToast, t } from './recorder-toasts';
import { adaptEvidence } from './take-evidence';
import { startOtherLayers } from './take-layers';
import { watchGaps } from './gap-watch';
import {
  chunkDepsFor,
  liveAudio,
  liveSource,
  liveVideoTrack,
  openBest,
  startSoundRecorders,
  stopRecorders,
  takeEntries,
  type CameraTake,
  type Take,
} from './take-recorders';
import { requestPersistentStorage } from '../../lib/storage-room';

export type { CameraAccess, RecorderMode, RecorderState, SessionRecording } from './recorder-state';

/**
 * The app's one recorder. It lives outside every screen, so a take goes on while the
 * person closes the recorder, changes page or verifies their phone; the screens only show it.
 * Each take records the front camera (with audio when it is on, and that audio alone as a sound
 * layer sent first) and, where there is one, the back camera as a second recording; chunks go to
 * the device store and the uploader as they are made, and stopping seals both with the spec's
 * metadata.
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
  constructor() {
    const onUploadState = createUploadNotices(() => this.state.recordings);
    evidenceUploader.onState((localId, upload) => onUploadState(localId, upload.kind));
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
   * Sound only, or cameras, for the next take. What is open now is put away (the
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
    // Footage waiting for the uplink must not be cleared when the phone runs low on space.
    void requestPersistentStorage();
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
    const deps = chunkDepsFor();
    const audio = this.state.withAudio ? this.state.front.getAudioTracks() : [];
    let front: ChunkRecorder;
    try {
      front = await ChunkRecorder.start(new MediaStream([frontVideo, ...audio]), deps);
    } catch {
      failureToast('recorder.couldNotStart');
      this.set({ phase: 'ready' });
      return;
    }
    // The front camera records: the take runs from here, and the other layers join it.
    const startedAt = Date.now();
    const frontTake: CameraTake = { recorder: front, evidence: null, camera: 'front' };
    const take: Take = {
      recorders: [frontTake],
      sound: null,
      clones: [],
      rate: INITIAL_EVIDENCE_RATE,
      rateTimer: null,
      startedAt,
      releaseWakeLock: holdScreenAwake(),
      soundOnly: false,
      layersStarted: Promise.resolve(),
      gaps: null,
    };
    this.take = take;
    const backVideo = liveVideoTrack(this.state.back);
    watchGaps(take, front, [frontVideo, ...audio, ...(backVideo ? [backVideo] : [])], deps);
    const earlier = this.state.recordings;
    this.set({
      phase: 'recording',
      startedAt,
      soundOnly: false,
      recordings: [...earlier, ...takeEntries(take)],
    });
    // Never rejects: a layer that fails to start is left out, and the front camera records on.
    take.layersStarted = startOtherLayers(
      take,
      frontTake,
      frontVideo,
      audio,
      backVideo,
      deps,
    ).catch(() => undefined);
    await take.layersStarted;
    if (this.take !== take) return;
    this.set({ recordings: [...earlier, ...takeEntries(take)] });
    take.rateTimer = setInterval(() => adaptEvidence(take), 1000);
    setTimeout(() => void this.checkFootage(take), RECORDER_NO_DATA_TIMEOUT_MS);
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

  /** Seals every recording of the take; safe to call more than once. */
  private async seal(): Promise<void> {
    const take = this.take;
    if (take === null) return;
    this.take = null;
    const stoppedAt = Date.now();
    // A layer still starting would record on, unsealed: it is stopped with the others.
    await take.layersStarted;
    try {
      // The gaps go first: the layers' last chunks then wait behind them (upload order).
      await take.gaps?.close(stoppedAt);
      await stopRecorders(take.recorders, take.startedAt, stoppedAt, take.sound);
    } catch {
      // The chunks are in IndexedDB; the next start of the app closes and uploads them.
      failureToast('recorder.processingFailed', 'recorder.processingFailedTitle');
    } finally {
      if (take.rateTimer !== null) clearInterval(take.rateTimer);
      for (const clone of take.clones) clone.track.stop();
      take.releaseWakeLock();
    }
  }

  /** The sound-only mode: the microphone alone, both layers, from the start. */
  private async startSoundTake(): Promise<void> {
    const sound = liveAudio(this.state.front);
    const deps = chunkDepsFor();
    const soundTake = sound.length > 0 ? await startSoundRecorders(sound, deps) : null;
    if (soundTake === null) {
      // A refused microphone is already said by the access bar.
      if (this.state.access === 'granted') failureToast('recorder.couldNotStart');
      this.set({ phase: 'ready' });
      return;
    }
    const startedAt = Date.now();
    const take: Take = {
      recorders: [soundTake],
      // The evidence layer is the microphone alone already, sent first: no third copy of it.
      sound: null,
      clones: [],
      rate: INITIAL_EVIDENCE_RATE,
      rateTimer: null,
      startedAt,
      releaseWakeLock: holdScreenAwake(),
      soundOnly: true,
      layersStarted: Promise.resolve(),
      gaps: null,
    };
    this.take = take;
    watchGaps(take, soundTake.recorder, sound, deps);
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
          soundLocalId: null,
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
   * every screen says NOT RECORDING instead of a REC timer over nothing. The empty
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
    const deps = chunkDepsFor();
    const soundTake = await startSoundRecorders(sound, deps);
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
    // The empty cameras' sound layer goes with them (take-sound.ts).
    void stopRecorders(empty, take.startedAt, startedAt, take.sound).catch(() => undefined);
    take.sound = null;
    take.startedAt = startedAt;
    // The gaps belong to the recording they were seen in: the sound take's begin afresh.
    void take.gaps?.close(startedAt);
    watchGaps(take, full, sound, deps);
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
          soundLocalId: null,
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

export const recordingController = new RecordingController();
