/**
 * What a verifier reads out of an RFC 3161 TimeStampToken without an ASN.1 library: the
 * SHA-256 value it stamps and the authority's time. DER, walked by position: ContentInfo {
 * contentType, [0] SignedData { version, digestAlgorithms, encapContentInfo { eContentType,
 * [0] OCTET STRING TSTInfo { version, policy, messageImprint { algorithm, hashedMessage },
 * serialNumber, genTime } } } }.
 */
interface Element {
  tag: number;
  start: number;
  end: number;
}

function element(der: Uint8Array, at: number): Element {
  const tag = der[at];
  let length = der[at + 1];
  if (tag === undefined || length === undefined) throw new Error('the token ends early');
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count > 4) throw new Error('the token has an impossible length');
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + (der[start + i] ?? 0);
    start += count;
  }
  const end = start + length;
  if (end > der.length) throw new Error('the token is shorter than it says');
  return { tag, start, end };
}

function children(der: Uint8Array, parent: Element): Element[] {
  const found: Element[] = [];
  for (let at = parent.start; at < parent.end;) {
    const child = element(der, at);
    found.push(child);
    at = child.end;
  }
  return found;
}

function child(der: Uint8Array, parent: Element, position: number, tag: number): Element {
  const found = children(der, parent)[position];
  if (found?.tag !== tag) throw new Error('the token does not have the shape of RFC 3161');
  return found;
}

const SEQUENCE = 0x30;
const SET = 0x31;
const OCTET_STRING = 0x04;
const EXPLICIT_0 = 0xa0;
const OID = 0x06;
const INTEGER = 0x02;
const GENERALIZED_TIME = 0x18;

export interface TstInfo {
  /** Hex of the stamped value (messageImprint.hashedMessage). */
  hashedMessage: string;
  /** The authority's time, ISO 8601. */
  genTime: string;
}

export function readTstInfo(der: Uint8Array): TstInfo {
  const contentInfo = element(der, 0);
  const signedData = child(der, child(der, contentInfo, 1, EXPLICIT_0), 0, SEQUENCE);
  child(der, signedData, 1, SET);
  const encap = child(der, signedData, 2, SEQUENCE);
  child(der, encap, 0, OID);
  const content = child(der, child(der, encap, 1, EXPLICIT_0), 0, OCTET_STRING);
  const tst = element(der, content.start);
  child(der, tst, 0, INTEGER);
  const imprint = child(der, tst, 2, SEQUENCE);
  const hashed = child(der, imprint, 1, OCTET_STRING);
  const time = child(der, tst, 4, GENERALIZED_TIME);
  const hashedMessage = Array.from(der.subarray(hashed.start, hashed.end), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const text = new TextDecoder().decode(der.subarray(time.start, time.end));
  // YYYYMMDDHHMMSS[.fff]Z
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d+)?Z$/.exec(text);
  if (match === null) throw new Error('the token’s time is not a UTC GeneralizedTime');
  const [, y, mo, d, h, mi, s, fraction] = match;
  return { hashedMessage, genTime: `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction ?? ''}Z` };
}
