import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** One server-sent-events response, written directly to the socket. */
export interface SseStream {
  /** Writes frames made by formatSseEvent or sseComment; false once the stream is closed. */
  write(frame: string): boolean;
  close(): void;
  readonly isOpen: boolean;
  onClose(listener: () => void): void;
}

/** One event (text/event-stream, WHATWG HTML §9.2). `data` must hold no line break. */
export function formatSseEvent(event: string, data: string, id?: number): string {
  return id === undefined
    ? `event: ${event}\ndata: ${data}\n\n`
    : `event: ${event}\nid: ${id}\ndata: ${data}\n\n`;
}

/**
 * A frame with only an id moves the browser's Last-Event-ID without firing an event (the id is
 * taken before an empty data buffer is discarded), so even a quiet stream resumes correctly.
 */
export function sseIdOnly(id: number): string {
  return `id: ${id}\n\n`;
}

export function sseComment(text: string): string {
  return `: ${text}\n\n`;
}

/**
 * Takes the response over from Fastify (reply.hijack: no serializer, no onSend hooks) and opens
 * the stream. Headers already set by hooks (security headers, request id) are kept. A client that
 * stops reading is cut once `maxBufferedBytes` are waiting: it reconnects and replays instead of
 * holding the server's memory.
 */
export function openSseStream(
  reply: FastifyReply,
  options: { retryMs: number; maxBufferedBytes: number },
): SseStream {
  reply.hijack();
  const response = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: compressing proxies would otherwise buffer the stream.
    'cache-control': 'no-cache, no-store, no-transform',
    // nginx buffers proxied responses unless told not to.
    'x-accel-buffering': 'no',
    // HTTP/2 forbids connection headers (RFC 9113 §8.2.2): a stream lives as long as it is open.
    ...(reply.request.raw.httpVersionMajor >= 2 ? {} : { connection: 'keep-alive' }),
  });
  response.socket?.setNoDelay(true);
  response.write(`retry: ${options.retryMs}\n\n`);

  let isOpen = true;
  const listeners: (() => void)[] = [];
  const finish = () => {
    if (!isOpen) return;
    isOpen = false;
    for (const listener of listeners) listener();
  };
  response.on('close', finish);
  response.on('error', finish);

  return {
    write(frame) {
      if (!isOpen) return false;
      if (response.writableLength > options.maxBufferedBytes) {
        response.destroy();
        finish();
        return false;
      }
      response.write(frame);
      // node:http corks the socket on write and uncorks it on the next tick, which waits for
      // the whole promise chain the write came from (an alert POST: push targeting, the reply).
      // A live frame goes out now; the later uncork finds nothing left to do.
      response.socket?.uncork();
      return true;
    },
    close() {
      if (isOpen) response.end();
      finish();
    },
    get isOpen() {
      return isOpen;
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
}
