/**
 * The one ZIP layout an export writes, and nothing else: entries one after another from the
 * first byte, each local header naming the file and its sizes as its central record does (or, for
 * a streamed file, a data descriptor that does), the central directory right after the last entry,
 * the end record right after it, no comments, no folders. ZIP readers disagree on every other
 * shape (two central directories, a local header longer than its record, an entry only some
 * readers list, a ZIP in front of the ZIP), and a checker that reads one file set while a person's
 * tool opens another proves nothing. Any other shape is refused before anything is checked.
 */

/** Reads `length` bytes at `offset` of the bundle. */
export type ReadAt = (offset: number, length: number) => Promise<DataView>;

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const EOCD = 0x06054b50;
const ZIP64_EOCD = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const DESCRIPTOR = 0x08074b50;
const EOCD_BYTES = 22;
const LOCATOR_BYTES = 20;
/**
 * The ZIP64 end record's size after its first 12 bytes, as an export writes it: no "extensible
 * data". A larger size let a record span a second, hidden directory that Python's zipfile reads
 * instead of the one checked here (an outside tester's attack).
 */
const ZIP64_EOCD_REST = 44;
const LOCAL_BYTES = 30;
const CENTRAL_BYTES = 46;
const HAS_DESCRIPTOR = 0x0008;
const NAME_IS_UTF8 = 0x0800;
const STORED = 0;
const BACKSLASH = 0x5c;
const MAX32 = 0xffffffff;
const MAX16 = 0xffff;

const u64 = (data: DataView, at: number) => Number(data.getBigUint64(at, true));

/**
 * The extra fields an export writes: ZIP64 sizes and the modification time. Another (a Unicode
 * path, say) makes some tools name the file otherwise than its raw name, which is what is checked.
 */
const ZIP64_EXTRA = 0x0001;
const TIMESTAMP_EXTRA = 0x5455;

function checkExtras(data: DataView, at: number, end: number): void {
  while (at + 4 <= end) {
    const id = data.getUint16(at, true);
    if (id !== ZIP64_EXTRA && id !== TIMESTAMP_EXTRA) {
      refuse('a file carries an extra field an export never writes');
    }
    at += 4 + data.getUint16(at + 2, true);
  }
  if (at !== end) refuse('a file’s extra fields are damaged');
}

interface CentralEntry {
  name: Uint8Array;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  isZip64: boolean;
}

export class LayoutError extends Error {
  override name = 'LayoutError';
}

function refuse(why: string): never {
  throw new LayoutError(`the bundle is not laid out as an export writes it: ${why}`);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

async function endRecords(read: ReadAt, fileSize: number) {
  if (fileSize < EOCD_BYTES) refuse('too short');
  const eocdAt = fileSize - EOCD_BYTES;
  const eocd = await read(eocdAt, EOCD_BYTES);
  if (eocd.getUint32(0, true) !== EOCD)
    refuse('its end record is not where it ends (a comment or data after it)');
  if (eocd.getUint16(20, true) !== 0) refuse('it carries a comment');
  let count = eocd.getUint16(10, true);
  let size = eocd.getUint32(12, true);
  let offset = eocd.getUint32(16, true);
  let directoryEnd = eocdAt;
  const locatorAt = eocdAt - LOCATOR_BYTES;
  const locator = locatorAt >= 0 ? await read(locatorAt, LOCATOR_BYTES) : null;
  const hasLocator = locator !== null && locator.getUint32(0, true) === ZIP64_LOCATOR;
  const needsZip64 = count === MAX16 || size === MAX32 || offset === MAX32;
  if (hasLocator !== needsZip64) refuse('its ZIP64 records do not match its end record');
  if (locator !== null && hasLocator) {
    const recordAt = u64(locator, 8);
    const head = await read(recordAt, 12);
    if (head.getUint32(0, true) !== ZIP64_EOCD) refuse('no ZIP64 end record');
    if (u64(head, 4) !== ZIP64_EOCD_REST)
      refuse('its ZIP64 end record holds more than an export writes');
    if (recordAt + 12 + ZIP64_EOCD_REST !== locatorAt) refuse('data between its ZIP64 records');
    // One disk, as every export: the record's disk numbers 0, the locator's disk count 1.
    if (locator.getUint32(4, true) !== 0 || locator.getUint32(16, true) !== 1)
      refuse('its ZIP64 locator names another disk');
    const record = await read(recordAt, 56);
    if (record.getUint32(16, true) !== 0 || record.getUint32(20, true) !== 0)
      refuse('its ZIP64 end record names another disk');
    if (u64(record, 24) !== u64(record, 32)) refuse('its ZIP64 end record counts two directories');
    count = u64(record, 32);
    size = u64(record, 40);
    offset = u64(record, 48);
    directoryEnd = recordAt;
  }
  if (offset + size !== directoryEnd) refuse('data between its directory and its end record');
  return { count, size, offset };
}

function zip64Extra(data: DataView, at: number, end: number, entry: CentralEntry): void {
  while (at + 4 <= end) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    if (id === 0x0001) {
      entry.isZip64 = true;
      let field = at + 4;
      for (const key of ['size', 'compressedSize', 'localOffset'] as const) {
        if (entry[key] === MAX32) {
          entry[key] = u64(data, field);
          field += 8;
        }
      }
    }
    at += 4 + length;
  }
}

function centralEntries(directory: DataView, count: number): CentralEntry[] {
  const entries: CentralEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + CENTRAL_BYTES > directory.byteLength || directory.getUint32(at, true) !== CENTRAL) {
      refuse('its directory is damaged');
    }
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    if (directory.getUint16(at + 32, true) !== 0) refuse('a file carries a comment');
    const name = new Uint8Array(
      directory.buffer,
      directory.byteOffset + at + CENTRAL_BYTES,
      nameLength,
    );
    if (name.at(-1) === 0x2f) refuse('it holds a folder entry');
    // Tools disagree on these (one reads a backslash as a folder, one decrypts, one inflates):
    // an export writes none, so none is read.
    if (name.includes(BACKSLASH)) refuse('a name holds a backslash');
    if (directory.getUint16(at + 10, true) !== STORED) refuse('a file is compressed');
    if ((directory.getUint16(at + 8, true) & ~(HAS_DESCRIPTOR | NAME_IS_UTF8)) !== 0)
      refuse('a file carries flags an export never sets (encryption, or others)');
    const entry: CentralEntry = {
      name,
      flags: directory.getUint16(at + 8, true),
      crc: directory.getUint32(at + 16, true),
      compressedSize: directory.getUint32(at + 20, true),
      size: directory.getUint32(at + 24, true),
      localOffset: directory.getUint32(at + 42, true),
      isZip64: false,
    };
    const extraAt = at + CENTRAL_BYTES + nameLength;
    checkExtras(directory, extraAt, extraAt + extraLength);
    zip64Extra(directory, extraAt, extraAt + extraLength, entry);
    entries.push(entry);
    at = extraAt + extraLength;
  }
  if (at !== directory.byteLength) refuse('its directory holds more than its entries');
  return entries;
}

/** Checks one entry where the walk expects it; answers where the next one must start. */
async function checkEntry(read: ReadAt, entry: CentralEntry, at: number): Promise<number> {
  if (entry.localOffset !== at) refuse('a gap or an unlisted file between its entries');
  const local = await read(at, LOCAL_BYTES);
  if (local.getUint32(0, true) !== LOCAL) refuse('an entry has no local header');
  const flags = local.getUint16(6, true);
  if (local.getUint16(8, true) !== STORED) refuse('a file is compressed');
  const nameLength = local.getUint16(26, true);
  const extraLength = local.getUint16(28, true);
  const name = new Uint8Array((await read(at + LOCAL_BYTES, nameLength)).buffer);
  if (!sameBytes(name, new Uint8Array(entry.name))) refuse('a local name differs from its record');
  checkExtras(await read(at + LOCAL_BYTES + nameLength, extraLength), 0, extraLength);
  if (flags !== entry.flags) refuse('an entry’s flags differ from its record');
  const dataEnd = at + LOCAL_BYTES + nameLength + extraLength + entry.compressedSize;
  if ((flags & HAS_DESCRIPTOR) === 0) {
    const crc = local.getUint32(14, true);
    const compressed = local.getUint32(18, true);
    const size = local.getUint32(22, true);
    const sizesMatch =
      (compressed === entry.compressedSize || compressed === MAX32) &&
      (size === entry.size || size === MAX32);
    if (crc !== entry.crc || !sizesMatch) refuse('a local header’s sizes differ from its record');
    return dataEnd;
  }
  const descriptorBytes = 4 + 4 + (entry.isZip64 ? 16 : 8);
  const descriptor = await read(dataEnd, descriptorBytes);
  if (descriptor.getUint32(0, true) !== DESCRIPTOR) refuse('a streamed entry has no descriptor');
  const compressed = entry.isZip64 ? u64(descriptor, 8) : descriptor.getUint32(8, true);
  const size = entry.isZip64 ? u64(descriptor, 16) : descriptor.getUint32(12, true);
  if (
    descriptor.getUint32(4, true) !== entry.crc ||
    compressed !== entry.compressedSize ||
    size !== entry.size
  ) {
    refuse('a streamed entry’s descriptor differs from its record');
  }
  return dataEnd + descriptorBytes;
}

/** Throws a LayoutError naming the first way the bundle differs from an export's layout. */
export async function checkZipLayout(read: ReadAt, fileSize: number): Promise<void> {
  const { count, size, offset } = await endRecords(read, fileSize);
  const entries = centralEntries(await read(offset, size), count);
  let at = 0;
  for (const entry of entries) at = await checkEntry(read, entry, at);
  if (at !== offset) refuse('data between its last entry and its directory');
}
