import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createHash, type Hash } from 'node:crypto';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { BundleReader } from '../bundle-reader';
import { checkZipLayout, LayoutError, type ZipFacts } from '../zip-layout';

/** A bundle's files by name, read on demand from the ZIP on disk (never all in memory). */
export interface ZipBundle extends BundleReader {
  /** A large file's bytes as they come off the disk (footage). */
  stream(name: string): Promise<Readable>;
  close(): void;
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error !== null || zip === undefined) reject(error ?? new Error('no ZIP'));
      else resolve(zip);
    });
  });
}

function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      // Two files under one name would let a checker and a reader see different content.
      if (entries.has(entry.fileName)) {
        reject(new Error(`the bundle holds ${entry.fileName} twice`));
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** ZIP's "stored" method: the entry's bytes are the file's, uncompressed. */
const STORED = 0;
const LOCAL_HEADER_BYTES = 30;
/** Large reads: the default 16 KB ones made a gigabyte of footage 65,000 reads. */
const READ_BYTES = 1024 * 1024;

/** Where a stored entry's bytes start: after its local header, whose lengths may differ. */
async function dataOffsetOf(path: string, entry: Entry): Promise<number> {
  const handle = await open(path, 'r');
  try {
    const header = Buffer.alloc(LOCAL_HEADER_BYTES);
    await handle.read(header, 0, LOCAL_HEADER_BYTES, entry.relativeOffsetOfLocalHeader);
    if (header.readUInt32LE(0) !== 0x04034b50)
      throw new Error(`${entry.fileName}'s header is damaged`);
    const nameBytes = header.readUInt16LE(26);
    const extraBytes = header.readUInt16LE(28);
    return entry.relativeOffsetOfLocalHeader + LOCAL_HEADER_BYTES + nameBytes + extraBytes;
  } finally {
    await handle.close();
  }
}

/** The file's bytes at an offset, for the layout check. */
async function checkLayoutOf(path: string): Promise<ZipFacts> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return await checkZipLayout(async (offset, length) => {
      const bytes = Buffer.alloc(length);
      const { bytesRead } = await handle.read(bytes, 0, length, offset);
      if (bytesRead !== length) throw new LayoutError('the bundle ends too early');
      return new DataView(bytes.buffer, bytes.byteOffset, length);
    }, size);
  } finally {
    await handle.close();
  }
}

export async function openZipBundle(path: string): Promise<ZipBundle> {
  const zipFacts = await checkLayoutOf(path);
  const zip = await openZip(path);
  const entries = await entriesOf(zip);
  const entry = (name: string) => {
    const found = entries.get(name);
    if (found === undefined) throw new Error(`${name} is missing from the bundle`);
    return found;
  };
  const stream = async (name: string): Promise<Readable> => {
    const found = entry(name);
    if (found.compressionMethod === STORED && found.compressedSize === found.uncompressedSize) {
      if (found.uncompressedSize === 0) return Readable.from([]);
      const start = await dataOffsetOf(path, found);
      const end = start + found.compressedSize - 1;
      return createReadStream(path, { start, end, highWaterMark: READ_BYTES });
    }
    return yauzlStream(found);
  };
  const yauzlStream = (found: Entry) =>
    new Promise<Readable>((resolve, reject) => {
      zip.openReadStream(found, (error, readable) => {
        if (error !== null || readable === undefined) reject(error ?? new Error(found.fileName));
        else resolve(readable);
      });
    });
  return {
    names: () => [...entries.keys()].filter((name) => !name.endsWith('/')),
    has: (name) => entries.has(name),
    size: (name) => entry(name).uncompressedSize,
    zipFacts: () => zipFacts,
    async read(name) {
      const parts: Buffer[] = [];
      for await (const part of await stream(name)) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },
    pieceDigests: async (name, sizes) => pieceDigestsOf(await stream(name), sizes),
    stream,
    close: () => zip.close(),
  };
}

/**
 * Cuts a stream into pieces of `sizes` and hashes each as it passes (one pass, nothing held in
 * memory). Pieces past the stream's end are hashed over what arrived.
 */
async function pieceDigestsOf(readable: Readable, sizes: number[]): Promise<string[]> {
  const digests: string[] = [];
  let left = sizes[0] ?? 0;
  let hash: Hash = createHash('sha256');
  const close = () => {
    digests.push(hash.digest('hex'));
    left = sizes[digests.length] ?? 0;
    hash = createHash('sha256');
  };
  // Pieces of size 0 (none are stored, but a manifest may say so) still get their digest.
  while (left === 0 && digests.length < sizes.length) close();
  for await (const data of readable) {
    let piece = data as Buffer;
    while (piece.length > 0 && digests.length < sizes.length) {
      const taken = piece.subarray(0, left);
      hash.update(taken);
      left -= taken.length;
      piece = piece.subarray(taken.length);
      while (left === 0 && digests.length < sizes.length) close();
    }
  }
  while (digests.length < sizes.length) close();
  return digests;
}
