import {
  type CreateRecordingBody,
  type EvidenceAck,
  type RecordingLayerName,
  type RecordingReceipt,
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
export type ChunkRecord = Omit<StoredChunk, 'data'> & { data: ArrayBuffer | Blob; type?: string };

export interface EvidenceDb extends DBSchema {
  recordings: { key: string; value: LocalRecording };
  chunks: { key: [string, number]; value: ChunkRecord };
  /**
   * The server's signed acknowledgements, per layer id and chunk index. Kept after the
   * footage leaves the device: they prove what the server held, even if its copy changes later.
   */
  acks: { key: [string, number]; value: EvidenceAck };
}

export function toChunk(record: ChunkRecord): StoredChunk {
  const { data, type, ...rest } = record;
  return { ...rest, data: data instanceof Blob ? data : new Blob([data], { type: type ?? '' }) };
}

const DB_NAME = 'redzone-evidence';
/** 2: the acks store. */
const DB_VERSION = 2;

/** The device's evidence database, created or upgraded on first open. */
export function openEvidenceDb(): Promise<IDBPDatabase<EvidenceDb>> {
  return openDB<EvidenceDb>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('recordings', { keyPath: 'localId' });
        db.createObjectStore('chunks', { keyPath: ['localId', 'index'] });
      }
      if (oldVersion < 2) db.createObjectStore('acks', { keyPath: ['layerId', 'index'] });
    },
  });
}
