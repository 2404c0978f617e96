import { randomUUID } from 'node:crypto';
import { open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  EVIDENCE_KEYS_PATH,
  GAP_LAYER_MIME_TYPE,
  type EvidenceKey,
  EvidenceKeysSchema,
  EvidenceLogConsistencySchema,
  type EvidenceLogTreeHead,
  RECORDING_CHUNK_SHA256_HEADER,
  sha256Hex,
} from '@redzone/contract';
import type { LaterLog } from '@redzone/verify';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import type { App } from '../app';
import { asSession, type TestSession } from './phone-sessions';
import {
  chainOf,
  finishUpload,
  startUpload,
  TEST_RECORDING_MIME_TYPE,
  uploadAll,
} from './recordings';

/** Helpers for suites that export evidence bundles and tamper with them. */

/** A layer other than the full one: `evidence` unless told (the sound layer is audio only). */
type SideLayer = 'evidence' | 'sound' | 'gaps';

const SIDE_LAYER_TYPES: Record<SideLayer, string> = {
  evidence: TEST_RECORDING_MIME_TYPE,
  sound: 'audio/webm;codecs=opus',
  gaps: GAP_LAYER_MIME_TYPE,
};

export async function openEvidenceLayer(
  app: App,
  who: TestSession,
  recordingId: string,
  layer: SideLayer = 'evidence',
) {
  const layerId = randomUUID();
  const mimeType = SIDE_LAYER_TYPES[layer];
  const response = await app.inject({
    method: 'POST',
    url: `/api/recordings/${recordingId}/layers/${layer}`,
    payload: { layerId, mimeType },
    ...asSession(who),
  });
  if (response.statusCode !== 201) throw new Error(`layer not opened: ${response.body}`);
  return layerId;
}

export async function putEvidenceChunks(
  app: App,
  who: TestSession,
  recordingId: string,
  chunks: Buffer[],
  from = 0,
  layer: SideLayer = 'evidence',
) {
  for (const [offset, bytes] of chunks.entries()) {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/recordings/${recordingId}/layers/${layer}/chunks/${from + offset}`,
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
      },
      payload: bytes,
      ...asSession(who),
    });
    if (response.statusCode !== 200) throw new Error(`chunk refused: ${response.body}`);
  }
}

export async function finishEvidenceLayer(
  app: App,
  who: TestSession,
  recordingId: string,
  layerId: string,
  chunks: Buffer[],
  layer: SideLayer = 'evidence',
) {
  return app.inject({
    method: 'POST',
    url: `/api/recordings/${recordingId}/layers/${layer}/finish`,
    payload: { chunkCount: chunks.length, chainHash: await chainOf(layerId, chunks) },
    ...asSession(who),
  });
}

/** Downloads a recording's bundle into `dir`; the file's path. */
export async function downloadBundle(
  app: App,
  who: TestSession,
  recordingId: string,
  dir: string,
): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/recordings/${recordingId}/evidence-bundle`,
    ...asSession(who),
  });
  if (response.statusCode !== 200) throw new Error(`no bundle: ${response.body}`);
  const path = join(dir, `${randomUUID()}.zip`);
  await writeFile(path, response.rawPayload);
  return path;
}

/** A take of `chunks`, uploaded and sealed by `who`, and its bundle exported into `dir`. */
export async function sealedTakeBundle(
  app: App,
  who: TestSession,
  dir: string,
  chunks: Buffer[],
): Promise<{ recordingId: string; bundle: string }> {
  const { recordingId } = await startUpload(app, who);
  await uploadAll(app, who, recordingId, chunks);
  await finishUpload(app, who, recordingId, chunks);
  return { recordingId, bundle: await downloadBundle(app, who, recordingId, dir) };
}

export async function publishedKeys(app: App): Promise<EvidenceKey[]> {
  const response = await app.inject({ method: 'GET', url: EVIDENCE_KEYS_PATH });
  return EvidenceKeysSchema.parse(response.json()).keys;
}

/** The log as its public routes answer now, as `redzone-verify --log` asks it, at `head`. */
export function laterLogOf(app: App, head: EvidenceLogTreeHead): LaterLog {
  return {
    head,
    async consistency(first) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/evidence-log/consistency?first=${first}&second=${head.treeSize}`,
      });
      if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
      return EvidenceLogConsistencySchema.parse(response.json()).proof;
    },
  };
}

/** Where an entry's content starts in the ZIP file (its data follows its local header). */
export async function entryDataRange(
  path: string,
  name: string,
): Promise<{ start: number; size: number }> {
  const entry = await new Promise<yauzl.Entry>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error !== null || zip === undefined) return reject(error ?? new Error('no zip'));
      zip.on('entry', (candidate: yauzl.Entry) => {
        if (candidate.fileName === name) {
          zip.close();
          resolve(candidate);
        } else zip.readEntry();
      });
      zip.on('end', () => reject(new Error(`${name} not in ${path}`)));
      zip.readEntry();
    });
  });
  const handle = await open(path, 'r+');
  try {
    const header = Buffer.alloc(30);
    await handle.read(header, 0, 30, entry.relativeOffsetOfLocalHeader);
    const start =
      entry.relativeOffsetOfLocalHeader + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    return { start, size: entry.compressedSize };
  } finally {
    await handle.close();
  }
}

/** Flips one bit of the byte at `offset` in a file. */
export async function flipByte(path: string, offset: number): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, offset);
    byte[0] = (byte[0] ?? 0) ^ 0x01;
    await handle.write(byte, 0, 1, offset);
  } finally {
    await handle.close();
  }
}

/** Every entry of a ZIP, name and bytes, in order. */
function zipEntries(path: string): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error !== null || zip === undefined) return reject(error ?? new Error('no ZIP'));
      const entries: { name: string; bytes: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError !== null || stream === undefined) return reject(streamError);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(parts) });
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** One entry's bytes, as the bundle at `path` holds them. */
export async function readZipEntry(path: string, name: string): Promise<Buffer> {
  const entry = (await zipEntries(path)).find((candidate) => candidate.name === name);
  if (entry === undefined) throw new Error(`${name} not in ${path}`);
  return entry.bytes;
}

/** A copy of the bundle at `path` holding `entries`, stored as an export stores them. */
async function writtenCopy(path: string, entries: { name: string; bytes: Buffer }[]) {
  // Dated as an export dates its files: the export's time, from its manifest.
  const manifest = entries.find((entry) => entry.name === 'manifest.json');
  const exportedAt = manifest
    ? (JSON.parse(manifest.bytes.toString()) as { exportedAt?: string }).exportedAt
    : undefined;
  const mtime = exportedAt === undefined ? new Date() : new Date(exportedAt);
  const zip = new ZipFile();
  for (const entry of entries) zip.addBuffer(entry.bytes, entry.name, { compress: false, mtime });
  zip.end();
  const parts: Buffer[] = [];
  for await (const part of zip.outputStream) parts.push(part as Buffer);
  const copy = path.replace(/\.zip$/, `-${randomUUID()}.zip`);
  await writeFile(copy, Buffer.concat(parts));
  return copy;
}

/** A copy of the bundle at `path` with one more file, laid out as an export would write it. */
export async function withAddedFile(path: string, name: string, bytes: Buffer): Promise<string> {
  return writtenCopy(path, [...(await zipEntries(path)), { name, bytes }]);
}

/**
 * A copy of the bundle at `path` with some entries' bytes replaced (the rest as they were), as
 * someone splicing files from another export would make it.
 */
export async function withReplacedFiles(
  path: string,
  replaced: Record<string, Buffer>,
): Promise<string> {
  const entries = await zipEntries(path);
  return writtenCopy(
    path,
    entries.map((entry) => ({ name: entry.name, bytes: replaced[entry.name] ?? entry.bytes })),
  );
}

/**
 * The export with ZIP64 end records, as an export over 4 GB is written; `room` is put in the ZIP64
 * end record as "extensible data" (an export writes none).
 */
export function asZip64(exported: Buffer, room: Buffer): Buffer {
  const eocdAt = exported.length - 22;
  const count = BigInt(exported.readUInt16LE(eocdAt + 10));
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(BigInt(44 + room.length), 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(count, 24);
  record.writeBigUInt64LE(count, 32);
  record.writeBigUInt64LE(BigInt(exported.readUInt32LE(eocdAt + 12)), 40);
  record.writeBigUInt64LE(BigInt(exported.readUInt32LE(eocdAt + 16)), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(eocdAt), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.from(exported.subarray(eocdAt));
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([exported.subarray(0, eocdAt), record, room, locator, end]);
}

/**
 * The export with its first file's local header and directory record changed alike by `change`,
 * given where the header's flags and name are (method follows the flags).
 */
export function withFirstEntry(
  exported: Buffer,
  change: (header: Buffer, flagsAt: number, nameAt: number, nameLength: number) => void,
): Buffer {
  const copy = Buffer.from(exported);
  const directoryAt = copy.readUInt32LE(copy.length - 22 + 16);
  const localAt = copy.readUInt32LE(directoryAt + 42);
  change(copy, directoryAt + 8, directoryAt + 46, copy.readUInt16LE(directoryAt + 28));
  change(copy, localAt + 6, localAt + 30, copy.readUInt16LE(localAt + 26));
  return copy;
}
