import type { BundleReader } from '../bundle-reader';
import { checkZipLayout, LayoutError } from '../zip-layout';

/**
 * A bundle dropped in a browser, read where it lies (a File is a Blob: slices are read from disk
 * on demand, nothing is uploaded or held whole). Bundles store every entry uncompressed, so this
 * reads only stored entries; ZIP64 is read for bundles past 4 GB.
 */
const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const MAX_COMMENT = 0xffff;
const EOCD_BYTES = 22;

interface BlobEntry {
  method: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

async function view(blob: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await blob.slice(start, end).arrayBuffer());
}

const u64 = (data: DataView, at: number) => Number(data.getBigUint64(at, true));

async function directoryOf(blob: Blob) {
  const tailStart = Math.max(0, blob.size - EOCD_BYTES - MAX_COMMENT);
  const tail = await view(blob, tailStart, blob.size);
  let at = tail.byteLength - EOCD_BYTES;
  while (at >= 0 && tail.getUint32(at, true) !== EOCD) at -= 1;
  if (at < 0) throw new Error('no ZIP end record');
  let count = tail.getUint16(at + 10, true);
  let size = tail.getUint32(at + 12, true);
  let offset = tail.getUint32(at + 16, true);
  if (offset === 0xffffffff || count === 0xffff) {
    const locator = await view(blob, tailStart + at - 20, tailStart + at);
    if (locator.getUint32(0, true) !== ZIP64_LOCATOR) throw new Error('no ZIP64 locator');
    const recordAt = u64(locator, 8);
    const record = await view(blob, recordAt, recordAt + 56);
    if (record.getUint32(0, true) !== ZIP64_EOCD) throw new Error('no ZIP64 end record');
    count = u64(record, 32);
    size = u64(record, 40);
    offset = u64(record, 48);
  }
  return { count, directory: await view(blob, offset, offset + size) };
}

/** Sizes and offsets a central header left at 0xFFFFFFFF are in its ZIP64 extra field. */
function zip64Values(data: DataView, extraAt: number, extraEnd: number, entry: BlobEntry) {
  for (let at = extraAt; at + 4 <= extraEnd;) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      for (const key of ['size', 'compressedSize', 'headerOffset'] as const) {
        if (entry[key] === 0xffffffff) {
          entry[key] = u64(data, field);
          field += 8;
        }
      }
    }
    at += 4 + length;
  }
}

async function entriesOf(blob: Blob): Promise<Map<string, BlobEntry>> {
  const { count, directory } = await directoryOf(blob);
  const entries = new Map<string, BlobEntry>();
  const decoder = new TextDecoder();
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    if (directory.getUint32(at, true) !== CENTRAL) throw new Error('the ZIP directory is damaged');
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    const name = decoder.decode(
      new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength),
    );
    const entry: BlobEntry = {
      method: directory.getUint16(at + 10, true),
      compressedSize: directory.getUint32(at + 20, true),
      size: directory.getUint32(at + 24, true),
      headerOffset: directory.getUint32(at + 42, true),
    };
    const extraAt = at + 46 + nameLength;
    zip64Values(directory, extraAt, extraAt + extraLength, entry);
    // Two files under one name would let a checker and a reader see different content.
    if (entries.has(name)) throw new Error(`the bundle holds ${name} twice`);
    entries.set(name, entry);
    at = extraAt + extraLength + commentLength;
  }
  return entries;
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function openBlobBundle(blob: Blob): Promise<BundleReader> {
  const zipFacts = await checkZipLayout(async (offset, length) => {
    if (offset + length > blob.size) throw new LayoutError('the bundle ends too early');
    return view(blob, offset, offset + length);
  }, blob.size);
  const entries = await entriesOf(blob);
  const entry = (name: string) => {
    const found = entries.get(name);
    if (found === undefined) throw new Error(`${name} is missing from the bundle`);
    return found;
  };
  /** Where a stored entry's bytes start: after its local header, whose lengths may differ. */
  async function dataStart(name: string): Promise<number> {
    const found = entry(name);
    if (found.method !== STORED || found.compressedSize !== found.size) {
      throw new Error(`${name} is compressed; bundles store their files uncompressed`);
    }
    const header = await view(blob, found.headerOffset, found.headerOffset + 30);
    if (header.getUint32(0, true) !== LOCAL) throw new Error(`${name}'s header is damaged`);
    return found.headerOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  }
  return {
    names: () => [...entries.keys()].filter((name) => !name.endsWith('/')),
    has: (name) => entries.has(name),
    size: (name) => entry(name).size,
    zipFacts: () => zipFacts,
    async read(name) {
      const start = await dataStart(name);
      return new Uint8Array(await blob.slice(start, start + entry(name).size).arrayBuffer());
    },
    async pieceDigests(name, sizes) {
      let offset = await dataStart(name);
      const digests: string[] = [];
      // Web Crypto has no running hash: each piece (a fraction of a second of video) on its own.
      for (const size of sizes) {
        const bytes = await blob.slice(offset, offset + size).arrayBuffer();
        digests.push(hex(await crypto.subtle.digest('SHA-256', bytes)));
        offset += size;
      }
      return digests;
    },
  };
}
