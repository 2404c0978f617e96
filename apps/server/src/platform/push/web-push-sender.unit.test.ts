import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriber, decryptPush, verifyVapid } from '../../test/web-push-receiver';
import type { PushMessageOptions, PushSender } from './push-sender';
import { createWebPushSender } from './web-push-sender';

const OPTIONS: PushMessageOptions = { ttlSeconds: 60, urgency: 'high', topic: 'alert1' };
const keys = webPush.generateVAPIDKeys();

interface Received {
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A push service stand-in: answers each request with `answer`, records what it read. */
async function pushService(answer: (response: ServerResponse) => void) {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(parts) });
      answer(response);
    });
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('createWebPushSender', () => {
  let sender: PushSender;
  let service: Awaited<ReturnType<typeof pushService>> | undefined;

  beforeEach(() => {
    sender = createWebPushSender({ keys, subject: 'mailto:ops@example.org', timeoutMs: 300 });
  });
  afterEach(async () => {
    sender.close?.();
    await service?.close();
    service = undefined;
  });

  it('delivers a message only the subscriber can read, signed, with TTL, urgency and topic', async () => {
    service = await pushService((response) => response.writeHead(201).end());
    const subscriber = createSubscriber(`${service.origin}/push/abc`);
    const outcome = await sender.send(subscriber.json, '{"title":"RED ZONE ALERT"}', OPTIONS);
    expect(outcome).toEqual({ kind: 'accepted' });
    const [message] = service.received;
    expect(decryptPush(subscriber, message!.body)).toBe('{"title":"RED ZONE ALERT"}');
    expect(message!.headers).toMatchObject({
      ttl: '60',
      urgency: 'high',
      topic: 'alert1',
      'content-encoding': 'aes128gcm',
      'content-length': String(message!.body.length),
    });
    const claims = verifyVapid(message!.headers.authorization, {
      endpoint: subscriber.json.endpoint,
      publicKey: keys.publicKey,
    });
    expect(claims.sub).toBe('mailto:ops@example.org');
  });

  it('keeps connections alive: a hundred messages, a few at a time, over at most that many', async () => {
    service = await pushService((response) => response.writeHead(201).end());
    const subscriber = createSubscriber(`${service.origin}/push/abc`);
    for (let round = 0; round < 25; round += 1) {
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => sender.send(subscriber.json, 'x', OPTIONS)),
      );
      expect(outcomes.every((outcome) => outcome.kind === 'accepted')).toBe(true);
    }
    expect(service.received).toHaveLength(100);
    expect(service.connections()).toBeLessThanOrEqual(4);
  });

  it('says a subscription is gone on 404 and 410, refused on other errors', async () => {
    const statuses = [404, 410, 403, 500];
    service = await pushService((response) => response.writeHead(statuses.shift()!).end('no'));
    const subscriber = createSubscriber(`${service.origin}/push/abc`);
    const outcomes = [];
    for (let index = 0; index < 4; index += 1) {
      outcomes.push(await sender.send(subscriber.json, 'x', OPTIONS));
    }
    expect(outcomes).toEqual([
      { kind: 'gone', status: 404 },
      { kind: 'gone', status: 410 },
      { kind: 'refused', status: 403 },
      { kind: 'refused', status: 500 },
    ]);
  });

  it('never follows a redirect: a stored endpoint cannot steer the server elsewhere', async () => {
    const elsewhere = await pushService((response) => response.writeHead(201).end());
    try {
      service = await pushService((response) =>
        response.writeHead(307, { Location: `${elsewhere.origin}/steal` }).end(),
      );
      const subscriber = createSubscriber(`${service.origin}/push/abc`);
      expect(await sender.send(subscriber.json, 'x', OPTIONS)).toEqual({
        kind: 'refused',
        status: 307,
      });
      expect(elsewhere.received).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it('gives up on a service that does not answer in time, and on one that is not there', async () => {
    service = await pushService(() => undefined);
    const silent = createSubscriber(`${service.origin}/push/abc`);
    const startedAt = Date.now();
    expect(await sender.send(silent.json, 'x', OPTIONS)).toEqual({
      kind: 'failed',
      reason: 'timed out',
    });
    expect(Date.now() - startedAt).toBeLessThan(2000);
    const closedPort = await pushService((response) => response.end());
    const nowhere = `${closedPort.origin}/push/abc`;
    await closedPort.close();
    expect(await sender.send(createSubscriber(nowhere).json, 'x', OPTIONS)).toEqual({
      kind: 'failed',
      reason: 'unreachable',
    });
  });

  it('does not send what it cannot encrypt, nor to an endpoint that is not http(s)', async () => {
    service = await pushService((response) => response.writeHead(201).end());
    const subscriber = createSubscriber(`${service.origin}/push/abc`);
    const badKey = {
      ...subscriber.json,
      keys: { p256dh: 'AAAA', auth: subscriber.json.keys.auth },
    };
    expect(await sender.send(badKey, 'x', OPTIONS)).toEqual({
      kind: 'failed',
      reason: 'not encryptable',
    });
    const ftp = { ...subscriber.json, endpoint: 'ftp://127.0.0.1/push' };
    expect((await sender.send(ftp, 'x', OPTIONS)).kind).toBe('failed');
    expect(service.received).toHaveLength(0);
  });
});
