import {
  chainGenesis,
  chainNext,
  type CreateRecordingBody,
  type EvidenceAck,
  type RecordingLayerName,
  type RecordingReceipt,
  sha256Hex,
} from '@redzone/contract';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * A recording as this device knows it, from its first chunk until the server's receipt. Each
 * layer of a camera's recording is one of these: the `full` one carries the
 * recording's id and metadata, the `evidence` and `sound` ones name it as `recordingId`.
 */
export interface LocalRecording {
  /** A UUID made on the device; the server's recording (or layer) takes the same id. */
  localId: string;
  /** Absent in recordings stored before Those are `full`. */
  layer?: RecordingLayerName;
  /** The recording a layer belongs to (the full layer's localId); null for the full layer. */
  recordingId?: string | null;
  /** A layer's full recording's container, when it differs from the layer's own (sound). */
  recordingMimeType?: string;
  /**
   * Upload order: a layer waits while any layer with a lower number has chunks on the
   * device only. The sound layer is -1, the front camera's evidence 0, the back's 1, every full
   * layer 2.
   */
  priority?: number;
  /** The server has opened the upload (POST /api/recordings answered). */
  isOpened: boolean;
  mimeType: string;
  alertId: string | null;
  startedAt: string;
  chunkCount: number;
  /** Chain over this device's chunks, computed as they were recorded (contract rule). */
  chainHash: string;
  /** The recorder stopped: no chunk will be added. */
  isComplete: boolean;
  /** What the recorder states about the recording (P1 §3), sent once the footage is sealed. */
  metadata: CreateRecordingBody | null;
  receipt: RecordingReceipt | null;
  metadataPosted: boolean;
}

export interface StoredChunk {
  localId: string;
  index: number;
  data: Blob;
  sha256: string;
  /** Media seconds from the start of the recording to the end of this chunk, when known. */
  endsAtSeconds?: number;
  /** The chain after this chunk: each server answer is checked against it. */
  chainAfter: string;
}

/**
 * A chunk as IndexedDB holds it: its bytes, not the recorder's Blob. WebKit's ephemeral sessions
 * (Safari's Private Browsing) refuse Blobs in IndexedDB, and then nothing was kept or uploaded
 * (docs/browser-support.md known defect 1). Chunks stored before hold a Blob.
 */
type ChunkRecord = Omit<StoredChunk, 'data'> & { data: ArrayBuffer | Blob; type?: string };

interface EvidenceDb extends DBSchema {
  recordings: { key: string; value: LocalRecording };
  chunks: { key: [string, number]; value: ChunkRecord };
  /**
   * The server's signed acknowledgements, per layer id and chunk index. Kept after the
   * footage leaves the device: they prove what the server held, even if its copy changes later.
   */
  acks: { key: [string, number]; value: EvidenceAck };
}

function toChunk(record: ChunkRecord): StoredChunk {
  const { data, type, ...rest } = record;
  return { ...rest, data: data instanceof Blob ? data : new Blob([data], { type: type ?? '' }) };
}

const DB_NAME = 'redzone-evidence';
/** 2: the acks store. */
const DB_VERSION = 2;

/**
 * Footage on the device (IndexedDB): every chunk is written the moment the recorder hands it
 * over, before any upload, so a dropped network or a closed tab loses nothing recorded.
 */
export class EvidenceStore {
  private db: Promise<IDBPDatabase<EvidenceDb>> | null = null;
  /** Appends to one recording run one after another (hashing happens between IDB writes). */
  private readonly queues = new Map<string, Promise<unknown>>();

  private open(): Promise<IDBPDatabase<EvidenceDb>> {
    this.db ??= openDB<EvidenceDb>(DB_NAME, DB_VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) {
          db.createObjectStore('recordings', { keyPath: 'localId' });
          db.createObjectStore('chunks', { keyPath: ['localId', 'index'] });
        }
        if (oldVersion < 2) db.createObjectStore('acks', { keyPath: ['layerId', 'index'] });
      },
    });
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
    await (await this.open()).put('recordings', recording);
    return recording;
  }

  /** Stores the next chunk; resolves once it is in IndexedDB. */
  appendChunk(localId: string, data: Blob, endsAtSeconds?: number): Promise<StoredChunk> {
    return this.inTurn(localId, async () => {
      const bytes = await data.arrayBuffer();
      const sha256 = await sha256Hex(new Uint8Array(bytes));
      const db = await this.open();
      const recording = await db.get('recordings', localId);
      if (recording === undefined) throw new Error(`no local recording ${localId}`);
      const chainAfter = await chainNext(recording.chainHash, sha256);
      const chunk: StoredChunk = {
        localId,
        index: recording.chunkCount,
        data,
        sha256,
        chainAfter,
        ...(endsAtSeconds === undefined ? {} : { endsAtSeconds }),
      };
      const tx = db.transaction(['recordings', 'chunks'], 'readwrite');
      await Promise.all([
        tx.objectStore('chunks').put({ ...chunk, data: bytes, type: data.type }),
        tx
          .objectStore('recordings')
          .put({ ...recording, chunkCount: chunk.index + 1, chainHash: chainAfter }),
        tx.done,
      ]);
      return chunk;
    });
  }

  update(
    localId: string,
    change: Partial<Omit<LocalRecording, 'localId'>>,
  ): Promise<LocalRecording> {
    return this.inTurn(localId, async () => {
      const db = await this.open();
      const recording = await db.get('recordings', localId);
      if (recording === undefined) throw new Error(`no local recording ${localId}`);
      const updated = { ...recording, ...change };
      await db.put('recordings', updated);
      return updated;
    });
  }

  async get(localId: string): Promise<LocalRecording | null> {
    return (await (await this.open()).get('recordings', localId)) ?? null;
  }

  async chunk(localId: string, index: number): Promise<StoredChunk | null> {
    const record = await (await this.open()).get('chunks', [localId, index]);
    return record === undefined ? null : toChunk(record);
  }

  async all(): Promise<LocalRecording[]> {
    return (await this.open()).getAll('recordings');
  }

  /** The footage as one file, for saving it on the device when it cannot be uploaded. */
  async footage(localId: string): Promise<Blob> {
    const db = await this.open();
    const recording = await db.get('recordings', localId);
    const range = IDBKeyRange.bound([localId, 0], [localId, Number.MAX_SAFE_INTEGER]);
    const chunks = await db.getAll('chunks', range);
    return new Blob(
      chunks.map((chunk) => chunk.data),
      { type: recording?.mimeType ?? 'video/webm' },
    );
  }

  /** Keeps the server's signed acknowledgement of one chunk. */
  async saveAck(ack: EvidenceAck): Promise<void> {
    await (await this.open()).put('acks', ack);
  }

  /** Every acknowledgement kept for one recording or layer, in chunk order. */
  async acks(localId: string): Promise<EvidenceAck[]> {
    const range = IDBKeyRange.bound([localId, 0], [localId, Number.MAX_SAFE_INTEGER]);
    return (await this.open()).getAll('acks', range);
  }

  /** After the server's receipt and metadata: the device's copy is no longer the only one. */
  async forgetChunks(localId: string): Promise<void> {
    const db = await this.open();
    await db.delete('chunks', IDBKeyRange.bound([localId, 0], [localId, Number.MAX_SAFE_INTEGER]));
  }

  /** An upload that held nothing, removed on the server too: nothing of it is kept here. */
  async remove(localId: string): Promise<void> {
    await this.forgetChunks(localId);
    await this.inTurn(localId, async () => (await this.open()).delete('recordings', localId));
  }
}
