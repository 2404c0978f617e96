import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const STAND_IN_AUTH_TOKEN = 'stand-in-auth-token';
export const STAND_IN_FROM_NUMBER = '+15005550006';

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export type StandInAnswer = { status: number; body: unknown } | 'hang';

/**
 * A local stand-in for Twilio's Messages API: it records each request and answers like Twilio
 * does (201 with the message resource, or an error JSON), or never answers ('hang').
 */
export interface TwilioStandIn {
  baseUrl: string;
  received: ReceivedRequest[];
  /** The answer to the next requests; 201 with a message resource until set. */
  answerWith(answer: StandInAnswer): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const received: ReceivedRequest[] = [];
  let answer: StandInAnswer = {
    status: 201,
    body: { sid: 'SM00000000000000000000000000000001', status: 'queued' },
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(text)),
      });
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    answerWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** What the Messages API path must be for the stand-in's account. */
export const MESSAGES_PATH = `/2010-04-01/Accounts/${STAND_IN_ACCOUNT_SID}/Messages.json`;

export function expectedBasicAuth(): string {
  return `Basic ${Buffer.from(`${STAND_IN_ACCOUNT_SID}:${STAND_IN_AUTH_TOKEN}`).toString('base64')}`;
}
