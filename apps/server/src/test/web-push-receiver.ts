import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import type { App } from '../app';
import { asSession, type TestSession } from './phone-sessions';

/**
 * The browser's side of Web Push, written from the RFCs and independent of the `web-push`
 * package: a subscriber's keys, decryption of an aes128gcm message (RFC 8291 over RFC 8188) and
 * verification of the VAPID Authorization header (RFC 8292).
 */

export interface TestSubscriber {
  /** What PushSubscription.toJSON() gives the page. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

const AUTH_SECRET_BYTES = 16;
const SALT_BYTES = 16;
const TAG_BYTES = 16;
const KEY_BYTES = 16;
const NONCE_BYTES = 12;
const P256_POINT_BYTES = 65;
/** RFC 8188 §2: the last record's padding delimiter; every other record's is 1. */
const LAST_RECORD_DELIMITER = 2;
const OTHER_RECORD_DELIMITER = 1;
const MAX_VAPID_LIFETIME_SECONDS = 24 * 60 * 60;

export function createSubscriber(endpoint: string): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(AUTH_SECRET_BYTES);
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
    ecdh,
    authSecret,
  };
}

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8188 §2.3: the record's nonce is the base nonce XOR its sequence number. */
function recordNonce(base: Buffer, sequence: number): Buffer {
  const nonce = Buffer.from(base);
  // A message has far fewer than 2^32 records: only the last four bytes change.
  nonce.writeUInt32BE((nonce.readUInt32BE(NONCE_BYTES - 4) ^ sequence) >>> 0, NONCE_BYTES - 4);
  return nonce;
}

/** Decrypts a Content-Encoding: aes128gcm push message body for this subscriber; throws if forged. */
export function decryptPush(subscriber: TestSubscriber, body: Buffer): string {
  // RFC 8188 §2.1 header: salt (16) | record size (uint32) | idlen (1) | keyid (the sender's key).
  const salt = body.subarray(0, SALT_BYTES);
  const recordSize = body.readUInt32BE(SALT_BYTES);
  const idLength = body.readUInt8(SALT_BYTES + 4);
  const headerLength = SALT_BYTES + 5 + idLength;
  const senderPublicKey = body.subarray(SALT_BYTES + 5, headerLength);
  if (senderPublicKey.length !== P256_POINT_BYTES) throw new Error('keyid is not a P-256 key');

  // RFC 8291 §3.3-3.4: the input keying material from ECDH and the auth secret.
  const ecdhSecret = subscriber.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscriber.ecdh.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = hkdf(ecdhSecret, subscriber.authSecret, keyInfo, 32);
  // RFC 8188 §2.2: content encryption key and nonce from the salt.
  const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), KEY_BYTES);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), NONCE_BYTES);

  const parts: Buffer[] = [];
  const records = body.subarray(headerLength);
  for (let start = 0, sequence = 0; start < records.length; start += recordSize, sequence++) {
    const record = records.subarray(start, start + recordSize);
    const decipher = createDecipheriv('aes-128-gcm', key, recordNonce(nonce, sequence));
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
    const padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - TAG_BYTES)),
      decipher.final(),
    ]);
    // RFC 8188 §2: content, a delimiter, then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const isLast = start + recordSize >= records.length;
    const expected = isLast ? LAST_RECORD_DELIMITER : OTHER_RECORD_DELIMITER;
    if (padded[end] !== expected) throw new Error('bad record padding delimiter');
    parts.push(padded.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3): k is the server's key, the
 * JWT is ES256-signed by it, its audience is the endpoint's origin, it expires within a day and
 * names a contact. Returns the claims; throws on any failure.
 */
export function verifyVapid(
  authorization: string | undefined,
  expected: { endpoint: string; publicKey: string },
): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (match === null) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt = '', k = ''] = match;
  if (k !== expected.publicKey) throw new Error('k is not the server public key');
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('the JWT signature does not verify with k');
  const { alg, typ } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
    alg?: unknown;
    typ?: unknown;
  };
  if (alg !== 'ES256' || typ !== 'JWT') throw new Error(`unexpected JWT header ${alg} ${typ}`);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as VapidClaims;
  const nowSeconds = Date.now() / 1000;
  if (claims.aud !== new URL(expected.endpoint).origin) throw new Error(`aud is ${claims.aud}`);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + MAX_VAPID_LIFETIME_SECONDS)) {
    throw new Error(`exp ${claims.exp} is not within the next 24 hours`);
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Error(`sub is ${claims.sub}`);
  }
  return claims;
}

/** A session whose browser is subscribed to pushes at `endpoint` (a stand-in push service's). */
export async function subscribeSession(
  app: App,
  who: TestSession,
  endpoint: string,
): Promise<TestSubscriber> {
  const subscriber = createSubscriber(endpoint);
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: subscriber.json,
    ...asSession(who),
  });
  if (response.statusCode !== 204) throw new Error(`subscribe refused: ${response.body}`);
  return subscriber;
}
