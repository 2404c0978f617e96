import { randomBytes } from 'node:crypto';

/**
 * RFC 3161's two messages, only as far as the server needs them: a TimeStampReq for a SHA-256
 * value, and the token out of a TimeStampResp. DER by hand: the shapes are fixed and small, and a
 * whole ASN.1 library for them would be the larger risk.
 */
const SEQUENCE = 0x30;
const INTEGER = 0x02;
const BOOLEAN = 0x01;
const OCTET_STRING = 0x04;
const NULL = 0x05;
/** 2.16.840.1.101.3.4.2.1, id-sha256 (RFC 5754). */
const SHA256_OID = Buffer.from('0609608648016503040201', 'hex');

function lengthOf(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), lengthOf(body.length), body]);
};

/**
 * A positive INTEGER in DER's one encoding: no leading zero bytes, except one when the top bit is
 * set (it would read as negative). OpenSSL refuses a request with a needless one (status 2).
 */
function positiveInteger(bytes: Buffer): Buffer {
  let first = 0;
  while (first < bytes.length - 1 && bytes[first] === 0) first += 1;
  const value = bytes.subarray(first);
  return (value[0] ?? 0) & 0x80
    ? tlv(INTEGER, Buffer.from([0]), value)
    : tlv(INTEGER, value.length === 0 ? Buffer.from([0]) : value);
}

/** TimeStampReq { version 1, messageImprint (SHA-256, the value), nonce, certReq TRUE }. */
export function timeStampRequest(sha256Hex: string, nonce: Buffer = randomBytes(8)): Buffer {
  const algorithm = tlv(SEQUENCE, SHA256_OID, Buffer.from([NULL, 0]));
  const imprint = tlv(SEQUENCE, algorithm, tlv(OCTET_STRING, Buffer.from(sha256Hex, 'hex')));
  return tlv(
    SEQUENCE,
    tlv(INTEGER, Buffer.from([1])),
    imprint,
    positiveInteger(nonce),
    tlv(BOOLEAN, Buffer.from([0xff])),
  );
}

/** One DER element at `at`: its tag, where its content starts and ends. */
export function readElement(der: Uint8Array, at: number) {
  const tag = der[at];
  let length = der[at + 1];
  if (tag === undefined || length === undefined) throw new Error('DER ends early');
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + (der[start + i] ?? 0);
    start += count;
  }
  const end = start + length;
  if (end > der.length) throw new Error('DER element runs past its end');
  return { tag, start, end };
}

/**
 * The token out of a TimeStampResp { status PKIStatusInfo, timeStampToken OPTIONAL }, when the
 * status is granted (0) or granted with modifications (1); otherwise an error naming it.
 */
export function tokenOfResponse(response: Buffer): Buffer {
  const outer = readElement(response, 0);
  if (outer.tag !== SEQUENCE) throw new Error('not a TimeStampResp');
  const statusInfo = readElement(response, outer.start);
  const status = readElement(response, statusInfo.start);
  const value = response[status.end - 1];
  if (status.tag !== INTEGER || (value !== 0 && value !== 1)) {
    throw new Error(`the time-stamping authority refused (status ${value ?? '?'})`);
  }
  if (statusInfo.end >= outer.end) throw new Error('the TimeStampResp holds no token');
  const token = readElement(response, statusInfo.end);
  return response.subarray(statusInfo.end, token.end);
}
