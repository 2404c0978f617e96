import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monotonicMs } from './clock';

/** One message a push service was asked to deliver. */
export interface PushReceipt {
  /** Whose subscription it was: the endpoint is `/push/<person>`. */
  person: number;
  /** RFC 8030 §5.4 Topic: the server sends the alert's id without its dashes. */
  topic: string;
  /** When the request had been read, on the monotonic clock. */
  atMs: number;
}

export interface PushCounter {
  endpointOf(person: number): string;
  receipts: PushReceipt[];
  /** Requests to no person's endpoint, or without a topic. */
  strays: number;
  /** The body of each topic's first message, to decrypt as its browser would. */
  firstBodies: Map<string, { person: number; body: Buffer }>;
  countFor(topic: string): number;
  close(): Promise<void>;
}

/**
 * A stand-in push service on 127.0.0.1 (as apps/server/src/test/push-service-stand-in.ts, which
 * keeps every message whole; 100,000 of them would only cost memory): every POST is counted,
 * timestamped when read, and answered 201 as push services accept a message (RFC 8030 §5).
 * `latencyMs` holds each answer back, as a push service that far away would
 * (BENCH_PUSH_LATENCY_MS): the connection waits, the message counts as read when it arrived.
 */
export async function startPushCounter({ latencyMs = 0 } = {}): Promise<PushCounter> {
  const receipts: PushReceipt[] = [];
  const perTopic = new Map<string, number>();
  const firstBodies = new Map<string, { person: number; body: Buffer }>();
  const counter = { strays: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const atMs = monotonicMs();
      const person = Number(/^\/push\/(\d+)$/.exec(request.url ?? '')?.[1] ?? Number.NaN);
      const topic = request.headers.topic;
      if (!Number.isInteger(person) || typeof topic !== 'string') {
        counter.strays += 1;
      } else {
        receipts.push({ person, topic, atMs });
        perTopic.set(topic, (perTopic.get(topic) ?? 0) + 1);
        if (!firstBodies.has(topic))
          firstBodies.set(topic, { person, body: Buffer.concat(chunks) });
      }
      if (latencyMs > 0) setTimeout(() => response.writeHead(201).end(), latencyMs);
      else response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpointOf: (person) => `${origin}/push/${person}`,
    receipts,
    get strays() {
      return counter.strays;
    },
    firstBodies,
    countFor: (topic) => perTopic.get(topic) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
