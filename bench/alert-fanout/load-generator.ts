import type { Readable } from 'node:stream';
import { monotonicMs } from './clock';
import type { FromGenerator, Receipt, StreamTarget, ToGenerator } from './load-protocol';
import { createStreamOpener, type StreamOpener } from './stream-openers';

/**
 * A load generator: a share of the observers, each with one SSE stream, parsed just enough to
 * time each alert.created. Over http1 every stream has its own connection (node:http, no
 * keep-alive agent: an EventSource holds its own connection); over h2c they share connections,
 * STREAMS_PER_H2_CONNECTION each, as a proxy's are. Several generators run side by side for
 * 50,000 observers: one source address gives about 28,000 ports, and one event loop reading
 * every heartbeat would delay the receipts it times.
 */
const CONNECT_TIMEOUT_MS = 60_000;
/** Heartbeats further apart than this belong to different passes (one pass takes under 1 s). */
const PASS_GAP_MS = 1_000;

const tell = (message: FromGenerator) => process.send?.(message);

let unsent: Receipt[] = [];
let isFlushScheduled = false;
let otherEvents = 0;
let dropped = 0;
const heartbeatPasses: [number, number][] = [];
let isClosing = false;
const openStreams: { destroy(): void }[] = [];
let opener: StreamOpener | null = null;

/** Receipts go to the benchmark once per turn of the event loop, after they are timestamped. */
function record(receipt: Receipt): void {
  unsent.push(receipt);
  if (isFlushScheduled) return;
  isFlushScheduled = true;
  setImmediate(flush);
}

function flush(): void {
  isFlushScheduled = false;
  if (unsent.length === 0) return;
  tell({ kind: 'receipts', receipts: unsent });
  unsent = [];
}

/**
 * A server writes a heartbeat comment to all its streams every 15 s, a pass of a few hundred
 * milliseconds at these numbers: noted, to tell which slow deliveries met one.
 */
function noteHeartbeat(atMs: number): void {
  const last = heartbeatPasses.at(-1);
  if (last !== undefined && atMs - last[1] < PASS_GAP_MS) last[1] = atMs;
  else heartbeatPasses.push([atMs, atMs]);
}

/** Reads one frame; true when it carried an id (the stream is ready once it has one). */
function onFrame(observer: number, block: string, atMs: number): boolean {
  if (block.startsWith(':')) {
    noteHeartbeat(atMs);
    return false;
  }
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
    record({ observer, alertId, atMs });
  } else if (event !== null) {
    otherEvents += 1;
  }
  return hasId;
}

function connect(target: StreamTarget, streams: StreamOpener): Promise<void> {
  const { observer } = target;
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
        dropped += 1;
      }
    };
    const answered = (status: number, body: Readable) => {
      if (status !== 200) {
        fail(new Error(`observer ${observer}: GET /api/events answered ${status}`));
        body.resume();
        return;
      }
      body.setEncoding('utf8');
      let buffer = '';
      body.on('data', (chunk: string) => {
        const atMs = monotonicMs();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          // Red Zone sends the first id after its replay plan: from then on nothing is missed.
          if (onFrame(observer, buffer.slice(0, end), atMs) && !isReady) {
            isReady = true;
            clearTimeout(timer);
            resolve();
          }
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      });
      body.on('end', () => fail(new Error(`observer ${observer}: stream ended`)));
      body.on('error', fail);
    };
    openStreams.push(streams.open(target, answered, fail));
  });
}

async function open(message: Extract<ToGenerator, { kind: 'open' }>): Promise<void> {
  const streams = createStreamOpener(message.protocol, message.localAddress);
  opener = streams;
  let next = 0;
  const connectSome = async () => {
    while (next < message.targets.length) {
      const target = message.targets[next++];
      if (target !== undefined) await connect(target, streams);
    }
  };
  await Promise.all(Array.from({ length: message.concurrency }, connectSome));
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  tell({ kind: 'opened', rssBytes: rss, heapUsedBytes: heapUsed });
}

function close(): void {
  isClosing = true;
  for (const stream of openStreams) stream.destroy();
  opener?.closeAll();
  flush();
  // The benchmark disconnects once it has read this, and the process ends.
  tell({ kind: 'closed', dropped, otherEvents, heartbeatPasses });
}

process.on('message', (message: ToGenerator) => {
  const done = message.kind === 'open' ? open(message) : Promise.resolve(close());
  done.catch((error: unknown) => {
    tell({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
});
// Told to go, or the benchmark is gone: nothing left to measure.
process.on('disconnect', () => process.exit(0));
