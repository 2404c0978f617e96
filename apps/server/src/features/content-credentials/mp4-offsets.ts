/**
 * Moves every absolute file offset of an MP4 (ISO/IEC 14496-12) by `amount` bytes, in place:
 * the chunk offsets of each track (`stco`, `co64`), a fragment's explicit base data offset
 * (`tfhd`), and the random-access index (`tfra`). Inserting the C2PA box after `ftyp` moves the
 * media by its size; without this a player would read frames from the wrong place. Offsets that
 * are relative to their fragment (the usual `trun` data offset) need nothing.
 */
export function shiftMediaOffsets(bytes: Uint8Array, amount: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  walk(view, 0, bytes.byteLength, amount);
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'moof', 'traf', 'mfra']);
const TFHD_BASE_DATA_OFFSET_PRESENT = 0x000001;

function walk(view: DataView, start: number, end: number, amount: number): void {
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) throw new Error(`malformed MP4 box ${type} at ${at}`);
    const body = at + header;
    if (CONTAINERS.has(type)) walk(view, body, at + size, amount);
    else if (type === 'stco') shiftEntries(view, body, 4, amount);
    else if (type === 'co64') shiftEntries(view, body, 8, amount);
    else if (type === 'tfhd') shiftTfhd(view, body, amount);
    else if (type === 'tfra') shiftTfra(view, body, amount);
    at += size;
  }
}

/** A full box of a count and that many offsets of `width` bytes each. */
function shiftEntries(view: DataView, body: number, width: 4 | 8, amount: number): void {
  const count = view.getUint32(body + 4);
  for (let index = 0; index < count; index += 1) {
    const at = body + 8 + index * width;
    if (width === 4) view.setUint32(at, checked32(view.getUint32(at) + amount));
    else view.setBigUint64(at, view.getBigUint64(at) + BigInt(amount));
  }
}

function shiftTfhd(view: DataView, body: number, amount: number): void {
  const flags = view.getUint32(body) & 0xffffff;
  if ((flags & TFHD_BASE_DATA_OFFSET_PRESENT) === 0) return;
  // After version and flags (4 bytes) and track_ID (4 bytes).
  const at = body + 8;
  view.setBigUint64(at, view.getBigUint64(at) + BigInt(amount));
}

function shiftTfra(view: DataView, body: number, amount: number): void {
  const version = view.getUint8(body);
  const sizes = view.getUint32(body + 8);
  const count = view.getUint32(body + 12);
  const trafBytes = ((sizes >> 4) & 0x3) + 1;
  const trunBytes = ((sizes >> 2) & 0x3) + 1;
  const sampleBytes = (sizes & 0x3) + 1;
  const wide = version === 1 ? 8 : 4;
  const entryBytes = wide * 2 + trafBytes + trunBytes + sampleBytes;
  for (let index = 0; index < count; index += 1) {
    const at = body + 16 + index * entryBytes + wide;
    if (wide === 4) view.setUint32(at, checked32(view.getUint32(at) + amount));
    else view.setBigUint64(at, view.getBigUint64(at) + BigInt(amount));
  }
}

function checked32(value: number): number {
  if (value > 0xffffffff) throw new Error('an MP4 chunk offset passes 4 GB once moved');
  return value;
}
