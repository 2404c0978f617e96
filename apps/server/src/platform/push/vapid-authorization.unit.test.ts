import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyVapid } from '../../test/web-push-receiver';
import { createVapidAuthorization } from './vapid-authorization';

const HOUR_MS = 60 * 60 * 1000;

function keyPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString(
      'base64url',
    ),
  };
}

describe('the VAPID Authorization header', () => {
  const keys = keyPair();
  const subject = 'mailto:ops@redzone.example';

  it('is signed by the server key for the endpoint origin, expiring within a day', () => {
    const authorizationFor = createVapidAuthorization({ keys, subject });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const claims = verifyVapid(authorizationFor(endpoint), { endpoint, publicKey: keys.publicKey });
    expect(claims).toMatchObject({ aud: 'https://fcm.googleapis.com', sub: subject });
  });

  it('is reused for the same push service within the hour and signed anew after', () => {
    let nowMs = Date.now();
    const authorizationFor = createVapidAuthorization({ keys, subject, now: () => nowMs });
    const first = authorizationFor('https://fcm.googleapis.com/fcm/send/a');
    expect(authorizationFor('https://fcm.googleapis.com/fcm/send/b')).toBe(first);
    nowMs += HOUR_MS + 1;
    expect(authorizationFor('https://fcm.googleapis.com/fcm/send/a')).not.toBe(first);
  });

  it('names each push service as its own audience', () => {
    const authorizationFor = createVapidAuthorization({ keys, subject });
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/x';
    authorizationFor('https://fcm.googleapis.com/fcm/send/a');
    const claims = verifyVapid(authorizationFor(endpoint), { endpoint, publicKey: keys.publicKey });
    expect(claims.aud).toBe('https://updates.push.services.mozilla.com');
  });
});
