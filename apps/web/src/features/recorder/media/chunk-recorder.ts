import {
  type CreateRecordingBody,
  PREFERRED_RECORDING_MIME_TYPES,
  PREFERRED_SOUND_MIME_TYPES,
  RECORDER_CHUNK_INTERVAL_MS,
  type RecordingLayerName,
} from '@redzone/contract';
import type { EvidenceStore, StoredChunk } from '../evidence/evidence-store';
import type { EvidenceUploader } from '../evidence/evidence-uploader';

/** P1 §9: the first format this browser can record, in the spec's order; '' lets it choose. */
export function pickRecordingMimeType(): string {
  if (typeof MediaRecorder === 'undefined') return '';
  return PREFERRED_RECORDING_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/**
 * The first audio-only container this browser can record, or null: then there is no sound layer
 * (letting the browser choose could give a video container, which is not what the layer promises).
 */
export function pickSoundMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return PREFERRED_SOUND_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** How one layer is encoded: the full layer takes the browser's defaults. */
export interface LayerEncoding {
  layer: RecordingLayerName;
  /** The full layer's id, for a sound or evidence layer; null for the full layer itself. */
  recordingId: string | null;
  /** The container, when not the one pickRecordingMimeType chooses (the sound layer's). */
  mimeType?: string;
  /** The full layer's container, for a layer whose own differs (sound). */
  recordingMimeType?: string;
  timesliceMs: number;
  /** Upload order: lower goes first (evidence-store.ts). */
  priority?: number;
  videoBitsPerSecond?: number;
  audioBitsPerSecond?: number;
}

const FULL_LAYER: LayerEncoding = {
  layer: 'full',
  recordingId: null,
  timesliceMs: RECORDER_CHUNK_INTERVAL_MS,
};

/**
 * One camera's recording, or one layer of it: MediaRecorder chunks every timeslice, each stored
 * on the device and handed to the uploader as it arrives, so footage leaves the phone while it is
 * recorded.
 */
export class ChunkRecorder {
  readonly localId = crypto.randomUUID();
  private readonly recorder: MediaRecorder;
  /** Chunk writes not yet in IndexedDB; stop waits for them. */
  private readonly writes = new Set<Promise<unknown>>();
  private stopped: Promise<void> | null = null;
  /** The container the browser records in (what the server is told). */
  get mimeType(): string {
    return (
      this.recorder.mimeType || this.encoding.mimeType || pickRecordingMimeType() || 'video/webm'
    );
  }
  /** True once the browser handed over footage: a camera can be live while nothing records. */
  hasData = false;
  /** Settles with the first footage the browser hands over. */
  readonly firstData: Promise<void>;
  private startedAtMs = 0;
  /**
   * Whether this recording is kept on the device and uploaded. True from the start for most; a
   * layer started `onlyIf` waits to know, its chunks held in memory meanwhile.
   */
  private kept: Promise<boolean> = Promise.resolve(true);

  private constructor(
    stream: MediaStream,
    private readonly store: EvidenceStore,
    private readonly uploader: EvidenceUploader,
    private readonly onError: (error: unknown) => void,
    onStored: (chunk: StoredChunk) => void,
    readonly encoding: LayerEncoding,
  ) {
    const mimeType = encoding.mimeType ?? pickRecordingMimeType();
    this.recorder = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      ...(encoding.videoBitsPerSecond ? { videoBitsPerSecond: encoding.videoBitsPerSecond } : {}),
      ...(encoding.audioBitsPerSecond ? { audioBitsPerSecond: encoding.audioBitsPerSecond } : {}),
    });
    let gotData: () => void = () => undefined;
    this.firstData = new Promise<void>((resolve) => {
      gotData = resolve;
    });
    this.recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size === 0) return;
      this.hasData = true;
      gotData();
      // The chunk ends about now in media time: what "secured up to" counts in.
      const endsAtSeconds = (performance.now() - this.startedAtMs) / 1000;
      // Callbacks on one promise run in the order they were added: the chunks keep theirs.
      const write = this.kept
        .then(async (isKept) => {
          if (!isKept) return;
          const chunk = await this.store.appendChunk(this.localId, event.data, endsAtSeconds);
          onStored(chunk);
          // Not awaited: the upload run lasts until the recording is sealed, and stop waits
          // for these writes before it marks the recording complete.
          void this.uploader.kick(this.localId);
        })
        .catch(this.onError)
        .finally(() => this.writes.delete(write));
      this.writes.add(write);
    });
  }

  /**
   * Opens the local recording, then starts recording; throws if the browser refuses. With
   * `onlyIf`, recording starts at once but the local recording opens only once it says true; on
   * false, nothing of it is kept or sent.
   */
  static async start(
    stream: MediaStream,
    deps: {
      store: EvidenceStore;
      uploader: EvidenceUploader;
      alertId: string | null;
      onError: (error: unknown) => void;
      /** Each chunk once it is in IndexedDB (the recorder shows how much is recorded). */
      onStored?: (chunk: StoredChunk) => void;
    },
    encoding: LayerEncoding = FULL_LAYER,
    onlyIf?: Promise<boolean>,
  ): Promise<ChunkRecorder> {
    const recorder = new ChunkRecorder(
      stream,
      deps.store,
      deps.uploader,
      deps.onError,
      deps.onStored ?? (() => undefined),
      encoding,
    );
    const open = () =>
      deps.store.create({
        localId: recorder.localId,
        mimeType: recorder.mimeType,
        alertId: deps.alertId,
        layer: encoding.layer,
        recordingId: encoding.recordingId,
        ...(encoding.recordingMimeType === undefined
          ? {}
          : { recordingMimeType: encoding.recordingMimeType }),
        ...(encoding.priority === undefined ? {} : { priority: encoding.priority }),
      });
    if (onlyIf === undefined) {
      await open();
    } else {
      // A layer that cannot be kept here is dropped: it must never cost the take its other layers.
      recorder.kept = onlyIf
        .then(async (keep) => (keep ? (await open(), true) : false))
        .catch(() => false);
      void recorder.kept.then((keep) => {
        if (keep) void deps.uploader.kick(recorder.localId);
        else if (recorder.recorder.state !== 'inactive') recorder.recorder.stop();
      });
    }
    recorder.startedAtMs = performance.now();
    recorder.recorder.start(encoding.timesliceMs);
    if (onlyIf === undefined) void deps.uploader.kick(recorder.localId);
    return recorder;
  }

  /**
   * Hands over what is recorded so far as a chunk now, instead of at the end of the timeslice:
   * before the page is hidden or frozen, what it holds is stored and on its way.
   */
  flush(): void {
    if (this.recorder.state === 'recording') this.recorder.requestData();
  }

  /** Stops, waits for the last chunk to be stored, and seals the recording with its metadata. */
  stop(metadata: CreateRecordingBody): Promise<void> {
    this.stopped ??= (async () => {
      if (this.recorder.state !== 'inactive') {
        const last = new Promise((resolve) =>
          this.recorder.addEventListener('stop', resolve, { once: true }),
        );
        this.recorder.stop();
        await last;
      }
      // The final dataavailable fires before stop; its write may still be running.
      while (this.writes.size > 0) await Promise.all([...this.writes]);
      if (!(await this.kept)) return;
      await this.store.update(this.localId, { isComplete: true, metadata });
      void this.uploader.kick(this.localId);
    })();
    return this.stopped;
  }
}
