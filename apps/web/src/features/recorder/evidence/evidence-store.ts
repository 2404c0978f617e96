import {
  chainGenesis,
  chainNext,
  type EvidenceAck,
  type RecordingLayerName,
  sha256Hex,
} from '@redzone/contract';
import type { IDBPDatabase } from 'idb';
import { isQuotaError } from '../../../lib/storage-room';
import {
  type EvidenceDb,
  type LocalRecording,
  openEvidenceDb,
  type StoredChunk,
  toChunk,
} from './evidence-db';
import { HeldInMemory } from './held-in-memory';

export type { LocalRecording, StoredChunk } from './evidence-db';

/** Footage held in memory is tried on storage again after 1 s, then 2 s, up to every 5 s. */
const ROOM_RETRY_MIN_MS = 1_000;
const ROOM_RETRY_MAX_MS = 5_000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const rangeOf = (localId: string) =>
  IDBKeyRange.bound([localId, 0], [localId, Number.MAX_SAFE_INTEGER]);

/**
 * Footage on the device (IndexedDB): every chunk is written the moment the recorder hands it
 * over, before any upload, so a dropped network or a closed tab loses nothing recorded.
 *
 * When the browser's room for this app is used up, chunks the server has acknowledged are let go
 * first; if that is not enough, the recording goes on in memory (held-in-memory.ts): its chunks
 * are uploaded from there, leave memory once acknowledged, and the rest is written as soon as
 * there is room. Nothing is dropped for want of space, and the person is told meanwhile.
 */
export class EvidenceStore {
  private db: Promise<IDBPDatabase<EvidenceDb>> | null = null;
  /** Appends to one recording run one after another (hashing happens between IDB writes). */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly held = new HeldInMemory();
  private flushing: Promise<void> | null = null;

  constructor(private readonly sleep: (ms: number) => Promise<void> = pause) {}

  private open(): Promise<IDBPDatabase<EvidenceDb>> {
    this.db ??= openEvidenceDb();
    return this.db;
  }

  private inTurn<T>(localId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(localId) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.queues.set(
      localId,
      next.catch(() => undefined),
    );
    return next;
  }

  async create(values: {
    localId: string;
    mimeType: string;
    alertId: string | null;
    layer?: RecordingLayerName;
    recordingId?: string | null;
    recordingMimeType?: string;
    priority?: number;
  }): Promise<LocalRecording> {
    const recording: LocalRecording = {
      ...values,
      isOpened: false,
      startedAt: new Date().toISOString(),
      chunkCount: 0,
      chainHash: await chainGenesis(values.localId),
      isComplete: false,
      metadata: null,
      receipt: null,
      metadataPosted: false,
    };
    await this.inTurn(values.localId, () => this.putRecording(recording));
    return recording;
  }

  /** Writes a recording's row, or holds it in memory when there is no room for it. */
  private async putRecording(recording: LocalRecording): Promise<void> {
    try {
      await (await this.open()).put('recordings', recording);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      this.hold(recording);
    }
  }

  /** Stores the next chunk; resolves once it is in IndexedDB, or held in memory for want of room. */
  appendChunk(localId: string, data: Blob, endsAtSeconds?: number): Promise<StoredChunk> {
    return this.inTurn(localId, async () => {
      const bytes = await data.arrayBuffer();
      const sha256 = await sha256Hex(new Uint8Array(bytes));
      const held = this.held.get(localId);
      if (held === undefined) {
        const recording = await (await this.open()).get('recordings', localId);
        if (recording === undefined) throw new Error(`no local recording ${localId}`);
        const chunk = await this.chunkAfter(recording, data, sha256, endsAtSeconds);
        if (await this.writeChunk(recording, chunk, bytes)) return chunk;
        // Room freed by what the server already holds: the next try may fit.
        if ((await this.freeAcknowledged()) > 0 && (await this.writeChunk(recording, chunk, bytes)))
          return chunk;
        this.hold(recording);
        this.held.addChunk(localId, chunk, bytes);
        return chunk;
      }
      const chunk = await this.chunkAfter(held.recording, data, sha256, endsAtSeconds);
      this.held.addChunk(localId, chunk, bytes);
      return chunk;
    });
  }

  private async chunkAfter(
    recording: LocalRecording,
    data: Blob,
    sha256: string,
    endsAtSeconds: number | undefined,
  ): Promise<StoredChunk> {
    return {
      localId: recording.localId,
      index: recording.chunkCount,
      data,
      sha256,
      chainAfter: await chainNext(recording.chainHash, sha256),
      ...(endsAtSeconds === undefined ? {} : { endsAtSeconds }),
    };
  }

  /** Writes a chunk and its recording's new count in one go; false when there is no room. */
  private async writeChunk(
    recording: LocalRecording,
    chunk: StoredChunk,
    bytes: ArrayBuffer,
  ): Promise<boolean> {
    const db = await this.open();
    const tx = db.transaction(['recordings', 'chunks'], 'readwrite');
    try {
      await Promise.all([
        tx.objectStore('chunks').put({ ...chunk, data: bytes, type: chunk.data.type }),
        tx
          .objectStore('recordings')
          .put({ ...recording, chunkCount: chunk.index + 1, chainHash: chunk.chainAfter }),
        tx.done,
      ]);
      return true;
    } catch (error) {
      const reason = await settleAborted(tx, error);
      if (isQuotaError(reason)) return false;
      throw reason;
    }
  }

  private hold(recording: LocalRecording) {
    const held = this.held.hold(recording);
    this.flushing ??= this.flushWhenRoom().finally(() => {
      this.flushing = null;
    });
    return held;
  }

  /** Tries to write what is held until all of it is stored (or acknowledged and let go). */
  private async flushWhenRoom(): Promise<void> {
    for (let waits = 1; this.held.size > 0; waits += 1) {
      await this.sleep(Math.min(ROOM_RETRY_MAX_MS, ROOM_RETRY_MIN_MS * waits));
      await this.flushHeld().catch((error: unknown) => {
        console.error('Could not write footage held in memory', error);
      });
    }
  }

  /** Writes each held recording with its chunks and acknowledgements, where there is room now. */
  async flushHeld(): Promise<void> {
    for (const localId of this.held.ids()) {
      await this.inTurn(localId, async () => {
        const held = this.held.get(localId);
        if (held === undefined) return;
        const db = await this.open();
        const tx = db.transaction(['recordings', 'chunks', 'acks'], 'readwrite');
        try {
          await Promise.all([
            ...[...held.chunks.values()].map(({ chunk, bytes }) =>
              tx.objectStore('chunks').put({ ...chunk, data: bytes, type: chunk.data.type }),
            ),
            ...held.acks.map((ack) => tx.objectStore('acks').put(ack)),
            tx.objectStore('recordings').put(held.recording),
            tx.done,
          ]);
          this.held.drop(localId);
        } catch (error) {
          const reason = await settleAborted(tx, error);
          if (!isQuotaError(reason)) throw reason;
          await this.freeAcknowledged();
        }
      });
    }
  }

  /**
   * Lets go of the bytes of every stored chunk the server has signed for: its acknowledgement
   * stays, and the uploader never reads a chunk below the server's count again. Only when room
   * runs out: until then the device keeps its copy until the take is sealed. Returns how many.
   */
  async freeAcknowledged(): Promise<number> {
    const db = await this.open();
    const acknowledged = await db.getAllKeys('acks');
    const tx = db.transaction('chunks', 'readwrite');
    let freed = 0;
    for (const key of acknowledged) {
      if ((await tx.store.getKey(key)) === undefined) continue;
      await tx.store.delete(key);
      freed += 1;
    }
    await tx.done;
    return freed;
  }

  update(
    localId: string,
    change: Partial<Omit<LocalRecording, 'localId'>>,
  ): Promise<LocalRecording> {
    return this.inTurn(localId, async () => {
      const held = this.held.get(localId);
      if (held !== undefined) return this.held.hold({ ...held.recording, ...change }).recording;
      const recording = await (await this.open()).get('recordings', localId);
      if (recording === undefined) throw new Error(`no local recording ${localId}`);
      const updated = { ...recording, ...change };
      await this.putRecording(updated);
      return updated;
    });
  }

  async get(localId: string): Promise<LocalRecording | null> {
    const held = this.held.get(localId);
    if (held !== undefined) return held.recording;
    return (await (await this.open()).get('recordings', localId)) ?? null;
  }

  async chunk(localId: string, index: number): Promise<StoredChunk | null> {
    const held = this.held.get(localId)?.chunks.get(index);
    if (held !== undefined) return held.chunk;
    const record = await (await this.open()).get('chunks', [localId, index]);
    return record === undefined ? null : toChunk(record);
  }

  async all(): Promise<LocalRecording[]> {
    const stored = await (await this.open()).getAll('recordings');
    const held = this.held.recordings();
    const heldIds = new Set(held.map((recording) => recording.localId));
    return [...stored.filter((recording) => !heldIds.has(recording.localId)), ...held];
  }

  /** The footage as one file, for saving it on the device when it cannot be uploaded. */
  async footage(localId: string): Promise<Blob> {
    const db = await this.open();
    const recording = await this.get(localId);
    const stored = (await db.getAll('chunks', rangeOf(localId))).map(toChunk);
    const inMemory = [...(this.held.get(localId)?.chunks.values() ?? [])].map(({ chunk }) => chunk);
    const chunks = [...stored, ...inMemory].sort((a, b) => a.index - b.index);
    return new Blob(
      chunks.map((chunk) => chunk.data),
      { type: recording?.mimeType ?? 'video/webm' },
    );
  }

  /** Keeps the server's signed acknowledgement of one chunk. */
  async saveAck(ack: EvidenceAck): Promise<void> {
    // A chunk held in memory leaves it: the acknowledgement is written with the rest.
    if (this.held.acknowledge(ack)) return;
    const db = await this.open();
    try {
      await db.put('acks', ack);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      // No room even for the server's word: the chunk it is for is on the server now, so its
      // bytes make the room (acknowledgements are a few hundred bytes, chunks many thousand).
      await db.delete('chunks', [ack.layerId, ack.index]);
      await db.put('acks', ack);
    }
  }

  /** Every acknowledgement kept for one recording or layer, in chunk order. */
  async acks(localId: string): Promise<EvidenceAck[]> {
    const stored = await (await this.open()).getAll('acks', rangeOf(localId));
    const inMemory = this.held.get(localId)?.acks ?? [];
    return [...stored, ...inMemory].sort((a, b) => a.index - b.index);
  }

  /** After the server's receipt and metadata: the device's copy is no longer the only one. */
  async forgetChunks(localId: string): Promise<void> {
    this.held.forgetChunks(localId);
    await (await this.open()).delete('chunks', rangeOf(localId));
  }

  /** An upload that held nothing, removed on the server too: nothing of it is kept here. */
  async remove(localId: string): Promise<void> {
    await this.forgetChunks(localId);
    await this.inTurn(localId, async () => {
      this.held.drop(localId);
      await (await this.open()).delete('recordings', localId);
    });
  }
}

/**
 * Ends a failed write's transaction so neither of its writes stays without the other, and gives
 * the reason: a write refused for want of room fails its request with AbortError first, and the
 * reason (QuotaExceededError) is the transaction's.
 */
async function settleAborted(
  tx: { abort: () => void; done: Promise<void>; error: DOMException | null },
  error: unknown,
): Promise<unknown> {
  try {
    tx.abort();
  } catch {
    // Aborted by the browser already.
  }
  await tx.done.catch(() => undefined);
  return tx.error ?? error;
}
