import { type ClientRequest, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One alert.created as an observer's stream received it. */
export interface Receipt {
  observer: number;
  alertId: string;
  atMs: number;
}

export interface ObserverStreams {
  count: number;
  receipts: Receipt[];
  /** Events other than alert.created: none are expected, as nobody responds to or ends an alert. */
  otherEvents: number;
  /** Streams that ended or failed while the benchmark still needed them. */
  dropped: number;
  receivedFor(alertId: string): number;
  close(): Promise<void>;
}

const CONNECT_CONCURRENCY = 100;
const CONNECT_TIMEOUT_MS = 30_000;

/**
 * The observers' side: one SSE connection per session (node:http, no keep-alive agent: an
 * EventSource holds its own connection), parsed just enough to time each alert.created.
 */
export async function openObserverStreams(
  port: number,
  cookies: string[],
): Promise<ObserverStreams> {
  const receipts: Receipt[] = [];
  const counts = new Map<string, number>();
  const requests: ClientRequest[] = [];
  let isClosing = false;
  const streams: ObserverStreams = {
    count: cookies.length,
    receipts,
    otherEvents: 0,
    dropped: 0,
    receivedFor: (alertId) => counts.get(alertId) ?? 0,
    async close() {
      isClosing = true;
      for (const pending of requests) pending.destroy();
      // Let the sockets' close events run before the next phase opens as many again.
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
  };

  function onFrame(observer: number, block: string, atMs: number): boolean {
    let event: string | null = null;
    let hasId = false;
    let data: string | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) hasId = true;
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (event === 'alert.created' && data !== null) {
      const alertId = (JSON.parse(data) as { alert: { id: string } }).alert.id;
      receipts.push({ observer, alertId, atMs });
      counts.set(alertId, (counts.get(alertId) ?? 0) + 1);
    } else if (event !== null) {
      streams.otherEvents += 1;
    }
    return hasId;
  }

  function connect(observer: number, cookie: string): Promise<void> {
    return new Promise((resolve, reject) => {
      let isReady = false;
      const timer = setTimeout(
        () => reject(new Error(`observer ${observer}: no stream`)),
        CONNECT_TIMEOUT_MS,
      );
      const fail = (error: Error) => {
        if (!isReady) {
          clearTimeout(timer);
          reject(error);
        } else if (!isClosing) {
          streams.dropped += 1;
        }
      };
      const pending = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/events',
          agent: false,
          headers: { accept: 'text/event-stream', cookie },
        },
        (response) => {
          if (response.statusCode !== 200) {
            fail(
              new Error(`observer ${observer}: GET /api/events answered ${response.statusCode}`),
            );
            response.resume();
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            const atMs = performance.now();
            buffer += chunk;
            let end = buffer.indexOf('\n\n');
            while (end !== -1) {
              // The stream is ready once it has its first id (Red Zone: after its replay plan).
              if (onFrame(observer, buffer.slice(0, end), atMs) && !isReady) {
                isReady = true;
                clearTimeout(timer);
                resolve();
              }
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf('\n\n');
            }
          });
          response.on('end', () => fail(new Error(`observer ${observer}: stream ended`)));
          response.on('error', fail);
        },
      );
      pending.on('error', fail);
      pending.end();
      requests.push(pending);
    });
  }

  let next = 0;
  async function connectSome(): Promise<void> {
    while (next < cookies.length) {
      const observer = next++;
      await connect(observer, cookies[observer] ?? '');
    }
  }
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, connectSome));
  return streams;
}
