import { describe, expect, it } from 'vitest';
import { createSubscriber, decryptPush } from '../../test/web-push-receiver';
import { createPushEncryptionPool, type EncryptOptions } from './push-encryption-pool';

const OPTIONS: EncryptOptions = {
  headers: { Authorization: 'vapid t=a.b.c, k=key' },
  contentEncoding: 'aes128gcm',
  TTL: 60,
  urgency: 'high',
};

describe('createPushEncryptionPool', () => {
  it('encrypts on its threads what only each subscriber can read, a fresh key each', async () => {
    const pool = createPushEncryptionPool({ threads: 2 });
    try {
      const subscribers = Array.from({ length: 200 }, (_, index) =>
        createSubscriber(`https://push.example/${index}`),
      );
      const encrypted = await Promise.all(
        subscribers.map((subscriber, index) =>
          pool.encrypt(subscriber.json, `message ${index}`, OPTIONS),
        ),
      );
      encrypted.forEach((message, index) => {
        expect(message?.endpoint).toBe(`https://push.example/${index}`);
        expect(message?.headers).toMatchObject({ TTL: '60', Urgency: 'high' });
        expect(message?.headers.Authorization).toBe('vapid t=a.b.c, k=key');
        expect(decryptPush(subscribers[index]!, message!.body)).toBe(`message ${index}`);
      });
      // RFC 8291 §3.1: the sender's key (in the header after salt, record size and key length)
      // is new for every message.
      const senderKeys = new Set(
        encrypted.map((message) => message!.body.subarray(21, 86).toString('hex')),
      );
      expect(senderKeys.size).toBe(200);
    } finally {
      await pool.close();
    }
  });

  it('answers null for keys it cannot use, and keeps going', async () => {
    const pool = createPushEncryptionPool({ threads: 1 });
    try {
      const good = createSubscriber('https://push.example/good');
      const bad = { ...good.json, keys: { p256dh: 'AAAA', auth: good.json.keys.auth } };
      const [refused, sent] = await Promise.all([
        pool.encrypt(bad, 'x', OPTIONS),
        pool.encrypt(good.json, 'y', OPTIONS),
      ]);
      expect(refused).toBeNull();
      expect(decryptPush(good, sent!.body)).toBe('y');
    } finally {
      await pool.close();
    }
  });

  it('encrypts on the calling thread with no threads, and after it is closed', async () => {
    const subscriber = createSubscriber('https://push.example/here');
    const none = createPushEncryptionPool({ threads: 0 });
    expect(decryptPush(subscriber, (await none.encrypt(subscriber.json, 'a', OPTIONS))!.body)).toBe(
      'a',
    );
    const pool = createPushEncryptionPool({ threads: 1 });
    await pool.close();
    expect(decryptPush(subscriber, (await pool.encrypt(subscriber.json, 'b', OPTIONS))!.body)).toBe(
      'b',
    );
  });
});
