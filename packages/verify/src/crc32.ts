/**
 * CRC-32 as ZIP writes it (the IEEE polynomial, reflected), in small steps over any number of
 * pieces. The verifier checks every entry's CRC against its directory record: tools that test a
 * ZIP (`unzip -t`, Python's zipfile) call an entry whose CRC differs damaged, and a checker that
 * called the same bundle intact would disagree with them about one file.
 */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The running value after `bytes`; start from 0, and the final value is the CRC. */
export function crc32Update(crc: number, bytes: Uint8Array): number {
  let c = (crc ^ 0xffffffff) >>> 0;
  for (let i = 0; i < bytes.length; i += 1) {
    c = (TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}
