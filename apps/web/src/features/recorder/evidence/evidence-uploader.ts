import {
  type CreateRecordingBody,
  type EvidenceAck,
  EVIDENCE_RETRY_MAX_MS,
  EVIDENCE_RETRY_MIN_MS,
  RECORDER_CHUNK_INTERVAL_MS,
  RECORDING_QUALITY_LABEL,
} from '@redzone/contract';
import { ApiError } from '../../../lib/api-client';
import type { RecordingUploadApi } from '../api/recording-upload-api';
import type { EvidenceStore, LocalRecording, StoredChunk } from './evidence-store';
import { LinkShare } from './link-share';
import { ChainMismatch, isRetryable, isStalled, messageOf, UploadRefused } from './upload-errors';
import { UploadSlot } from './upload-slot';
import { type UploadTarget, uploadTargetOf } from './upload-target';

/** What the recorder shows about one recording's upload. */
export type UploadState =
  | {
      kind: 'uploading';
      sent: number;
      recorded: number;
      /** Media seconds the server holds, when the chunks said their times. */
      securedUntilSeconds?: number;
    }
  | { kind: 'waiting'; sent: number; recorded: number; retryInMs: number }
  | { kind: 'sealed'; recording: LocalRecording }
  /** Nothing was recorded in it: removed on the server and here, never sealed as 0 bytes. */
  | { kind: 'empty' }
  | { kind: 'failed'; message: string; recording: LocalRecording };

/**
 * Sends each recording's chunks from IndexedDB to the server, in order, while it is recorded,
 * and seals it when the recorder stops. Any failure that may pass (no network, server restart)
 * is retried with growing pauses, and at once when the browser comes back online; after a
 * reload `resumeAll` picks up every recording not yet sealed. Each server answer is checked
 * against the chain computed on the device, so what the receipt proves is what was recorded.
 */
export class EvidenceUploader {
  /** One chunk on the wire at a time, the most urgent first. */
  private readonly slot = new UploadSlot();
  /** What the uplink moves, and how much of it the evidence needs. */
  private readonly link = new LinkShare();
  /** Sound or evidence layers the server refused for good: they hold nothing back any more. */
  private readonly refused = new Set<string>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly wakeUps = new Set<() => void>();
  private readonly listeners = new Set<(localId: string, state: UploadState) => void>();
  /** Recordings with a chunk on the wire now (each sends one at a time). */
  private readonly inFlight = new Set<string>();
  /** Chunks the server is known to hold, per recording, so a pause can say how much is sent. */
  private readonly sentCounts = new Map<string, number>();

  constructor(
    private readonly store: EvidenceStore,
    private readonly api: RecordingUploadApi,
    private readonly sleep: (ms: number, wake: Set<() => void>) => Promise<void> = pause,
    /** The signal that gives a request up after `ms` with no answer. */
    private readonly stallSignal: (ms: number) => AbortSignal = (ms) => AbortSignal.timeout(ms),
  ) {}

  onState(listener: (localId: string, state: UploadState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** New chunks or a stop: make sure an upload run is going for this recording. */
  kick(localId: string): Promise<void> {
    let run = this.running.get(localId);
    if (run === undefined) {
      run = this.run(localId).finally(() => this.running.delete(localId));
      this.running.set(localId, run);
    } else {
      this.wake();
    }
    return run;
  }

  /** Cuts every pause short: the network is back, or there is new work. */
  wake(): void {
    for (const wakeUp of [...this.wakeUps]) wakeUp();
  }

  /**
   * After a reload: every recording not yet sealed and described goes on. One whose recorder
   * died with the page (not complete, not `recordingNow`) is closed with what is known.
   */
  async resumeAll(recordingNow: ReadonlySet<string> = new Set()): Promise<void> {
    const unfinished = (await this.store.all()).filter((r) => !r.metadataPosted);
    for (const recording of unfinished) {
      if (!recording.isComplete && !recordingNow.has(recording.localId)) {
        await this.store.update(recording.localId, {
          isComplete: true,
          metadata: recording.metadata ?? interruptedMetadata(recording),
        });
      }
    }
    await Promise.all(unfinished.map((recording) => this.kick(recording.localId)));
  }

  /**
   * Chunks recorded on this device and not yet on the server in layers that go before
   * `priority` (from the store: a layer whose upload has not started yet counts too). With no
   * argument: the sound and all the evidence, every camera.
   */
  async evidenceBacklog(priority = FULL_PRIORITY): Promise<number> {
    let total = 0;
    for (const recording of await this.store.all()) {
      if (recording.receipt !== null || this.refused.has(recording.localId)) continue;
      if (priorityOf(recording) >= priority) continue;
      total += recording.chunkCount - (this.sentCounts.get(recording.localId) ?? 0);
    }
    return total;
  }

  /**
   * Whether layers before `priority` hold this one back. A chunk on the wire never does. The
   * sound's lane runs beside the pictures' and its round trips, not its bytes, set its pace on a
   * jittery link: a picture waits only once it is SOUND_BEHIND_CHUNKS behind (waiting on every
   * sound chunk left the link mostly idle and the picture starved, docs/benchmarks.md).
   */
  private async layersAhead(priority: number): Promise<boolean> {
    let sound = 0;
    let pictures = 0;
    for (const recording of await this.store.all()) {
      if (recording.receipt !== null || this.refused.has(recording.localId)) continue;
      const ahead = priorityOf(recording);
      if (ahead >= priority) continue;
      const sent = this.sentCounts.get(recording.localId) ?? 0;
      // A gap line holds the rest until it is on the server: a take sealed first refuses it.
      const onTheWire = this.inFlight.has(recording.localId) && recording.layer !== 'gaps' ? 1 : 0;
      const waiting = recording.chunkCount - sent - onTheWire;
      if (ahead === SOUND_PRIORITY) sound += waiting;
      else pictures += waiting;
    }
    return pictures > 0 || sound >= (priority < FULL_PRIORITY ? SOUND_BEHIND_CHUNKS : 1);
  }

  /**
   * A layer uses only what the layers before it leave (layersAhead; each of their answers wakes
   * it to look again). While a sound or evidence layer is still recording, a full-quality chunk
   * goes only when it fits in the share of the uplink they leave (LinkShare).
   */
  private async layersBeforeFirst(recording: LocalRecording, chunkBytes: number): Promise<void> {
    const priority = priorityOf(recording);
    for (;;) {
      if (await this.layersAhead(priority)) {
        await this.sleep(EVIDENCE_RETRY_MAX_MS, this.wakeUps);
        continue;
      }
      if (priority < FULL_PRIORITY || !(await this.evidenceRecording())) return;
      if (this.link.mayFullSend(chunkBytes)) return;
      await this.sleep(PACING_PAUSE_MS, this.wakeUps);
    }
  }

  /** A sound or evidence layer is still being recorded (and the server takes it); gaps hold no picture. */
  private async evidenceRecording(): Promise<boolean> {
    return (await this.store.all()).some(
      (recording) =>
        isSideLayer(recording) &&
        recording.layer !== 'gaps' &&
        !recording.isComplete &&
        recording.receipt === null &&
        !this.refused.has(recording.localId),
    );
  }

  /**
   * A recorder that handed over nothing (a camera the browser cannot encode, a page closed before
   * the first chunk): the server removes the empty upload (409 recording_empty), or already has
   * with its recording (404), and so does the device.
   */
  private async removeEmpty(
    localId: string,
    target: UploadTarget,
    recording: LocalRecording,
  ): Promise<boolean> {
    try {
      await target.finish({ chunkCount: 0, chainHash: recording.chainHash });
    } catch (error) {
      const gone =
        error instanceof ApiError && (error.code === 'recording_empty' || error.status === 404);
      if (!gone) throw error;
    }
    await this.store.remove(localId);
    this.sentCounts.delete(localId);
    this.emit(localId, { kind: 'empty' });
    return true;
  }

  /**
   * The server's signed word for a chunk stays on the device, so a later change of the
   * server's copy is provable from the phone's. One naming other bytes is not kept as proof.
   */
  private async keepAck(ack: EvidenceAck, chunk: StoredChunk): Promise<void> {
    const isOurs =
      ack.layerId === chunk.localId &&
      ack.index === chunk.index &&
      ack.sha256 === chunk.sha256 &&
      ack.chainHash === chunk.chainAfter;
    if (!isOurs) {
      throw new ChainMismatch('The server acknowledged other bytes than this device recorded.');
    }
    await this.store.saveAck(ack);
  }

  private emit(localId: string, state: UploadState): void {
    for (const listener of this.listeners) listener(localId, state);
  }

  private async run(localId: string): Promise<void> {
    let pauseMs = EVIDENCE_RETRY_MIN_MS;
    for (;;) {
      try {
        const done = await this.step(localId);
        if (done) return;
        pauseMs = EVIDENCE_RETRY_MIN_MS;
      } catch (error) {
        const recording = await this.store.get(localId);
        if (recording === null) return;
        if (!isRetryable(error)) {
          // A refused sound or evidence layer must not hold the layers after it back for ever.
          this.refused.add(localId);
          this.wake();
          this.emit(localId, { kind: 'failed', message: messageOf(error), recording });
          return;
        }
        this.emit(localId, {
          kind: 'waiting',
          sent: this.sentCounts.get(localId) ?? 0,
          recorded: recording.chunkCount,
          retryInMs: pauseMs,
        });
        await this.sleep(pauseMs, this.wakeUps);
        // A request given up for want of an answer already waited its time: the next goes soon,
        // so footage moves again within seconds of the link coming back.
        pauseMs = isStalled(error)
          ? EVIDENCE_RETRY_MIN_MS
          : Math.min(pauseMs * 2, EVIDENCE_RETRY_MAX_MS);
      }
    }
  }

  /**
   * Sends what the server lacks; true once the recording is sealed and described, false when it
   * caught up with a recorder still running (the run then waits for more).
   */
  private async step(localId: string): Promise<boolean> {
    let recording = await this.store.get(localId);
    if (recording === null) return true;
    const target = uploadTargetOf(this.api, recording);
    const isLayer = isSideLayer(recording);
    // A fresh start answers what the server holds: no second round trip to ask it.
    let opened: Awaited<ReturnType<UploadTarget['start']>> | null = null;
    if (!recording.isOpened) {
      opened = await target.start();
      recording = await this.store.update(localId, { isOpened: true });
    }
    if (recording.receipt === null) {
      const status = opened ?? (await target.status(this.stallSignal(STATUS_STALL_MS)));
      let sent = status.chunkCount;
      this.sentCounts.set(localId, sent);
      if (sent > recording.chunkCount) {
        throw new ChainMismatch(
          'The server holds more of this recording than the device recorded.',
        );
      }
      while (sent < recording.chunkCount) {
        const chunk = await this.store.chunk(localId, sent);
        if (chunk === null) throw new UploadRefused(`Chunk ${sent} is missing on this device.`);
        await this.layersBeforeFirst(recording, chunk.data.size);
        // Sound has a lane of its own: a few hundred bytes a second must never wait behind a
        // picture already on the wire (one took 4.7 s at 64 kbit/s and left the sound 5 s behind).
        const isSound = priorityOf(recording) === SOUND_PRIORITY;
        const release = isSound ? () => undefined : await this.slot.take(priorityOf(recording));
        const startedMs = performance.now();
        const stall = this.stallSignal(this.link.stallTimeoutMs(chunk.data.size));
        this.inFlight.add(localId);
        // A layer waiting behind this one's backlog looks again: this chunk no longer holds it.
        if (isLayer) this.wake();
        const receipt = await target.put(chunk, stall).finally(() => {
          this.inFlight.delete(localId);
          release();
        });
        this.link.record({
          bytes: chunk.data.size,
          // The sound's requests overlap the others': its bytes count, its time does not.
          ms: isSound ? 0 : performance.now() - startedMs,
          isEvidence: isLayer,
        });
        if (receipt.chainHash !== chunk.chainAfter) {
          throw new ChainMismatch('The server received other bytes than this device recorded.');
        }
        if (receipt.ack !== undefined) await this.keepAck(receipt.ack, chunk);
        sent += 1;
        this.sentCounts.set(localId, sent);
        // A layer waiting behind this one looks again.
        if (isLayer) this.wake();
        this.emit(localId, {
          kind: 'uploading',
          sent,
          recorded: recording.chunkCount,
          ...(chunk.endsAtSeconds === undefined
            ? {}
            : { securedUntilSeconds: chunk.endsAtSeconds }),
        });
        // The recorder keeps adding chunks while this runs.
        recording = (await this.store.get(localId)) ?? recording;
      }
      if (!recording.isComplete) {
        // Caught up: wait until the recorder hands over more (kick) or stops.
        await this.sleep(EVIDENCE_RETRY_MAX_MS, this.wakeUps);
        return false;
      }
      if (recording.chunkCount === 0) return this.removeEmpty(localId, target, recording);
      if (!isLayer) await this.layersBeforeFirst(recording, 0);
      const receipt = await target.finish({
        chunkCount: recording.chunkCount,
        chainHash: recording.chainHash,
      });
      recording = await this.store.update(localId, { receipt });
    }
    if (isLayer && !recording.metadataPosted) {
      // A layer has no metadata of its own (its recording's is sent with the full layer).
      recording = await this.store.update(localId, { metadataPosted: true });
      await this.store.forgetChunks(localId);
    }
    if (recording.metadata !== null && !recording.metadataPosted) {
      let posted = recording.metadata;
      await this.api.describe({ ...posted, recordingId: localId });
      recording = await this.store.update(localId, { metadataPosted: true });
      // Changed while the call was out (an alert raised offline got its id): send it again.
      while (recording.metadata !== null && !sameMetadata(recording.metadata, posted)) {
        posted = recording.metadata;
        await this.api.describe({ ...posted, recordingId: localId });
        recording = (await this.store.get(localId)) ?? recording;
      }
      // The server's copy is sealed and described: the device's is no longer the only one.
      await this.store.forgetChunks(localId);
    }
    this.emit(localId, { kind: 'sealed', recording });
    return true;
  }
}

/**
 * Upload order, lower first: the take's sound before any picture (what was said is what a
 * court most often needs, and it fits almost any uplink), then each camera's evidence (the
 * front's 0, the back's 1), then every full layer.
 */
export const SOUND_PRIORITY = -1;
/** Sound chunks waiting (beyond the one on the wire) before a picture holds back for them. */
const SOUND_BEHIND_CHUNKS = 2;
const FULL_PRIORITY = 2;
/** A full-quality chunk that does not fit the uplink's spare share looks again this soon. */
const PACING_PAUSE_MS = 500;
/** A question about what the server holds, unanswered this long, is asked again. */
const STATUS_STALL_MS = 8_000;

function priorityOf(recording: LocalRecording): number {
  if (recording.priority !== undefined) return recording.priority;
  // A gap line is a few hundred bytes: it goes up with the sound, ahead of any picture.
  if (recording.layer === 'sound' || recording.layer === 'gaps') return SOUND_PRIORITY;
  return recording.layer === 'evidence' ? 0 : FULL_PRIORITY;
}

/** A layer beside the full one: its recording's metadata is sent with the full layer. */
const isSideLayer = (recording: LocalRecording) => (recording.layer ?? 'full') !== 'full';

/** What is known of a recording whose recorder stopped with the page: its length from its chunks. */
function interruptedMetadata(recording: LocalRecording): NonNullable<LocalRecording['metadata']> {
  return {
    title: 'Emergency Recording (interrupted)',
    description: 'The app closed while recording; everything recorded until then was kept.',
    alertId: recording.alertId,
    duration: Math.round((recording.chunkCount * RECORDER_CHUNK_INTERVAL_MS) / 1000),
    quality: RECORDING_QUALITY_LABEL,
    cameraType: 'front',
    latitude: null,
    longitude: null,
    location: null,
  };
}

const sameMetadata = (a: CreateRecordingBody, b: CreateRecordingBody) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Waits `ms`, or less if something wakes the uploader (the `online` event, new chunks). */
function pause(ms: number, wakeUps: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      wakeUps.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    wakeUps.add(done);
  });
}
