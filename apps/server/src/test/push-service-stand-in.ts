import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  /** The full endpoint URL the message was posted to. */
  endpoint: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** 201 is what push services answer an accepted message (RFC 8030 §5); 'hang' never answers. */
export type PushAnswer = number | 'hang';

/**
 * A local push service (RFC 8030) on 127.0.0.1: every POST to one of its endpoints is recorded,
 * and answered 201 unless the test says otherwise for that endpoint.
 */
export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  /** A new endpoint URL on this service, as a browser's subscription would have. */
  newEndpoint(): string;
  /** Messages received for one endpoint so far. */
  receivedFor(endpoint: string): ReceivedPush[];
  answerFor(endpoint: string, answer: PushAnswer): void;
  close(): Promise<void>;
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, PushAnswer>();
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      received.push({
        endpoint,
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const answer = answers.get(endpoint) ?? 201;
      if (answer === 'hang') return;
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    newEndpoint: () => `${origin}/push/${randomBytes(12).toString('base64url')}`,
    receivedFor: (endpoint) => received.filter((push) => push.endpoint === endpoint),
    answerFor: (endpoint, answer) => answers.set(endpoint, answer),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
