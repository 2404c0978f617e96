import { crc32Update } from './crc32';

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

/** What an export's writer (yazl) puts in every record: made on Unix, version 2.0 or 4.5. */
const MADE_ON_UNIX = 3;
const VERSION_NEEDED = 20;
const VERSION_NEEDED_ZIP64 = 45;
const FILE_TYPE_BITS = 0o170000;
const REGULAR_FILE = 0o100000;
/** Set-user, set-group, sticky and every execute bit: an export's files are plain data. */
const SPECIAL_OR_EXECUTABLE = 0o7111;
const ZIP64_FIELDS = 3;
/** Read this much at a time for the CRC: a take may be gigabytes. */
const CRC_STEP = 4 * 1024 * 1024;

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

/** When the ZIP says a file was last changed: its Unix time (UTC) and its DOS date and time. */
export interface ZipTime {
  name: string;
  /** The extended timestamp's modification time in seconds, or null when it has none. */
  unixSeconds: number | null;
  /** The DOS date and time, read as if UTC: they are in the writer's own time zone. */
  dosSeconds: number;
}

interface CentralEntry {
  name: Uint8Array;
  unixSeconds: number | null;
  dosSeconds: number;
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

/** A DOS date and time as seconds since 1970, read as UTC. */
function dosSecondsOf(date: number, time: number): number {
  const utc = Date.UTC(
    1980 + (date >>> 9),
    ((date >>> 5) & 0xf) - 1,
    date & 0x1f,
    time >>> 11,
    (time >>> 5) & 0x3f,
    (time & 0x1f) * 2,
  );
  return Math.floor(utc / 1000);
}

/** The extended timestamp's modification time, when the record carries one. */
function modifiedAtOf(data: DataView, at: number, end: number): number | null {
  while (at + 4 <= end) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    if (id === TIMESTAMP_EXTRA && length >= 5 && (data.getUint8(at + 4) & 1) === 1) {
      return data.getInt32(at + 5, true);
    }
    at += 4 + length;
  }
  return null;
}

function zip64Extra(data: DataView, at: number, end: number, entry: CentralEntry): void {
  while (at + 4 <= end) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      // An export writes all three sizes here and MAX32 in each 32-bit field, or no such field:
      // one that disagrees with its record is read by some tools and ignored by others.
      const all = entry.size === MAX32 && entry.compressedSize === MAX32;
      if (entry.isZip64 || length !== ZIP64_FIELDS * 8 || !all || entry.localOffset !== MAX32) {
        refuse('a file’s ZIP64 sizes are not as an export writes them');
      }
      entry.isZip64 = true;
      entry.size = u64(data, at + 4);
      entry.compressedSize = u64(data, at + 12);
      entry.localOffset = u64(data, at + 20);
    }
    at += 4 + length;
  }
  if (!entry.isZip64 && [entry.size, entry.compressedSize, entry.localOffset].includes(MAX32)) {
    refuse('a file’s ZIP64 sizes are missing');
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
    const madeOn = directory.getUint8(at + 5);
    const needed = directory.getUint16(at + 6, true);
    const attributes = directory.getUint32(at + 38, true);
    const mode = attributes >>> 16;
    if (madeOn !== MADE_ON_UNIX || (attributes & MAX16) !== 0) {
      refuse('a file’s attributes are not as an export writes them');
    }
    // A link, a folder, a device or a program unpacks as something other than the file checked.
    if ((mode & FILE_TYPE_BITS) !== REGULAR_FILE || (mode & SPECIAL_OR_EXECUTABLE) !== 0) {
      refuse('a file is marked as a link, a program or other than a plain file');
    }
    const entry: CentralEntry = {
      name,
      unixSeconds: null,
      dosSeconds: dosSecondsOf(
        directory.getUint16(at + 14, true),
        directory.getUint16(at + 12, true),
      ),
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
    entry.unixSeconds = modifiedAtOf(directory, extraAt, extraAt + extraLength);
    if (needed !== (entry.isZip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED)) {
      refuse('a file needs another ZIP version than an export writes');
    }
    entries.push(entry);
    at = extraAt + extraLength;
  }
  if (at !== directory.byteLength) refuse('its directory holds more than its entries');
  return entries;
}

/** Whether the entry's bytes hold the CRC-32 its record names. */
async function crcHolds(read: ReadAt, dataAt: number, entry: CentralEntry): Promise<boolean> {
  let crc = 0;
  for (let done = 0; done < entry.size; done += CRC_STEP) {
    const piece = await read(dataAt + done, Math.min(CRC_STEP, entry.size - done));
    crc = crc32Update(crc, new Uint8Array(piece.buffer, piece.byteOffset, piece.byteLength));
  }
  return crc === entry.crc;
}

/**
 * Checks one entry where the walk expects it; answers where the next one must start, and whether
 * its bytes hold their CRC-32 (a file whose CRC differs is named by the checks, not refused here:
 * what changed in it is worth saying).
 */
async function checkEntry(
  read: ReadAt,
  entry: CentralEntry,
  at: number,
): Promise<{ next: number; crcHolds: boolean }> {
  if (entry.localOffset !== at) refuse('a gap or an unlisted file between its entries');
  const local = await read(at, LOCAL_BYTES);
  if (local.getUint32(0, true) !== LOCAL) refuse('an entry has no local header');
  const flags = local.getUint16(6, true);
  if (local.getUint16(8, true) !== STORED) refuse('a file is compressed');
  const nameLength = local.getUint16(26, true);
  // An export's local headers carry no extra field: readers that trust a local ZIP64 size
  // and readers that trust the directory would cut the file in different places.
  if (local.getUint16(28, true) !== 0) refuse('a local header carries an extra field');
  if (local.getUint16(4, true) !== VERSION_NEEDED)
    refuse('a local header is not as an export writes it');
  const name = new Uint8Array((await read(at + LOCAL_BYTES, nameLength)).buffer);
  if (!sameBytes(name, new Uint8Array(entry.name))) refuse('a local name differs from its record');
  if (flags !== entry.flags) refuse('an entry’s flags differ from its record');
  if (dosSecondsOf(local.getUint16(12, true), local.getUint16(10, true)) !== entry.dosSeconds) {
    refuse('a local header’s date differs from its record');
  }
  const dataAt = at + LOCAL_BYTES + nameLength;
  const dataEnd = dataAt + entry.compressedSize;
  const holds = await crcHolds(read, dataAt, entry);
  const crc = local.getUint32(14, true);
  const compressed = local.getUint32(18, true);
  const size = local.getUint32(22, true);
  if ((flags & HAS_DESCRIPTOR) === 0) {
    if (crc !== entry.crc || compressed !== entry.compressedSize || size !== entry.size) {
      refuse('a local header’s sizes differ from its record');
    }
    return { next: dataEnd, crcHolds: holds };
  }
  // A streamed entry's local header says nothing of its size: a reader that trusted one would
  // cut the file where the header says, not where the descriptor does.
  if (crc !== 0 || compressed !== 0 || size !== 0) {
    refuse('a streamed entry’s local header names sizes');
  }
  const descriptorBytes = 4 + 4 + (entry.isZip64 ? 16 : 8);
  const descriptor = await read(dataEnd, descriptorBytes);
  if (descriptor.getUint32(0, true) !== DESCRIPTOR) refuse('a streamed entry has no descriptor');
  const streamed = entry.isZip64 ? u64(descriptor, 8) : descriptor.getUint32(8, true);
  const streamedSize = entry.isZip64 ? u64(descriptor, 16) : descriptor.getUint32(12, true);
  if (
    descriptor.getUint32(4, true) !== entry.crc ||
    streamed !== entry.compressedSize ||
    streamedSize !== entry.size
  ) {
    refuse('a streamed entry’s descriptor differs from its record');
  }
  return { next: dataEnd + descriptorBytes, crcHolds: holds };
}

export interface ZipFacts {
  /** Files whose bytes do not hold the CRC-32 the ZIP names (ZIP tools call them damaged). */
  crcDiffers: string[];
  times: ZipTime[];
}

/**
 * Throws a LayoutError naming the first way the bundle differs from an export's layout; answers
 * what the checks judge against the signed files: which CRCs differ, and the dates the ZIP shows.
 */
export async function checkZipLayout(read: ReadAt, fileSize: number): Promise<ZipFacts> {
  const { count, size, offset } = await endRecords(read, fileSize);
  const entries = centralEntries(await read(offset, size), count);
  const facts: ZipFacts = { crcDiffers: [], times: [] };
  let at = 0;
  for (const entry of entries) {
    const checked = await checkEntry(read, entry, at);
    const name = new TextDecoder().decode(entry.name);
    if (!checked.crcHolds) facts.crcDiffers.push(name);
    facts.times.push({ name, unixSeconds: entry.unixSeconds, dosSeconds: entry.dosSeconds });
    at = checked.next;
  }
  if (at !== offset) refuse('data between its last entry and its directory');
  return facts;
}
