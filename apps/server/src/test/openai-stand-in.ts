import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_LLM_API_KEY = 'stand-in-llm-key';
export const STAND_IN_LLM_MODEL = 'stand-in-model';

export interface ReceivedCompletion {
  method: string;
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
  };
}

export type CompletionAnswer = { status: number; body: unknown } | 'hang';

/**
 * A local stand-in for an OpenAI-compatible chat API: it records each request and answers with
 * a chat completion carrying the given text, an error, any body, or never ('hang').
 */
export interface OpenAiStandIn {
  baseUrl: string;
  received: ReceivedCompletion[];
  answerWith(answer: CompletionAnswer): void;
  close(): Promise<void>;
}

export function completion(text: string): CompletionAnswer {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-stand-in',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const received: ReceivedCompletion[] = [];
  let answer: CompletionAnswer = completion('A model answer.');
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text) as ReceivedCompletion['body'],
      });
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
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
