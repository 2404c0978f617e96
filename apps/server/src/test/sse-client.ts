import type { App } from '../app';
import { SESSION_COOKIE_NAME } from '../platform/identity/session-cookie';
import type { TestSession } from './phone-sessions';

/** One parsed server-sent event (WHATWG HTML §9.2), or a comment line. */
export interface SseFrame {
  event: string | null;
  id: string | null;
  data: string | null;
  retry: number | null;
  comment: string | null;
}

export interface SseClient {
  status: number;
  headers: Headers;
  /** Every frame read so far, in order. */
  frames: SseFrame[];
  /** The frames with an event type (what an EventSource would dispatch), in order. */
  events(): (SseFrame & { event: string })[];
  /** Resolves with the first event (after those already taken) matching, or rejects on timeout. */
  next(match?: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** The last id the server sent, as a browser would keep it for Last-Event-ID. */
  lastEventId: string | null;
  close(): void;
}

const DEFAULT_TIMEOUT_MS = 5_000;

function parseBlock(block: string): SseFrame {
  const frame: SseFrame = { event: null, id: null, data: null, retry: null, comment: null };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') frame.event = value;
    else if (field === 'id') frame.id = value;
    else if (field === 'data') frame.data = frame.data === null ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

/**
 * A minimal EventSource over fetch against a listening server: real HTTP, real streaming, and
 * every frame kept so tests can check ids, comments and what was never sent.
 */
export async function openSse(
  baseUrl: string,
  session: TestSession | null,
  options: { lastEventId?: string; query?: string } = {},
): Promise<SseClient> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (session !== null) headers.cookie = `${SESSION_COOKIE_NAME}=${session.cookie}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}/api/events${options.query ?? ''}`, {
    headers,
    signal: controller.signal,
  });
  const frames: SseFrame[] = [];
  let taken = 0;
  // A holder, not a variable: it is set inside next() and called from the reading loop.
  const waiter: { wake: (() => void) | null } = { wake: null };
  const client: SseClient = {
    status: response.status,
    headers: response.headers,
    frames,
    lastEventId: options.lastEventId ?? null,
    events: () =>
      frames.filter((frame): frame is SseFrame & { event: string } => frame.event !== null),
    async next(match = () => true, timeoutMs = DEFAULT_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const events = client.events();
        while (taken < events.length) {
          const frame = events[taken++];
          if (frame !== undefined && match(frame)) return frame;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => controller.abort(),
  };
  if (response.body === null || !response.ok) return client;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (frame.id !== null) client.lastEventId = frame.id;
          frames.push(frame);
          end = buffer.indexOf('\n\n');
        }
        const wake = waiter.wake;
        waiter.wake = null;
        wake?.();
      }
    } catch {
      // Aborted by close(), or the server ended the stream.
    }
  })();
  return client;
}

/** Listens on a free local port for the SSE tests; returns the base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}
