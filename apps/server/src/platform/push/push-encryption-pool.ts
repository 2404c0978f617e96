import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import webPush from 'web-push';
import type { PushTarget } from './push-sender';

/** What web-push's generateRequestDetails is given, Authorization header included. */
export type EncryptOptions = webPush.RequestOptions;

export interface EncryptedPush {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}

interface Job {
  target: PushTarget;
  payload: string;
  options: EncryptOptions;
  resolve: (encrypted: EncryptedPush | null) => void;
}

type WireResult = { endpoint: string; headers: Record<string, unknown>; body: Uint8Array } | null;

/** A worker takes at most this many messages at once, so every worker gets a share. */
const MAX_BATCH = 32;

/**
 * The worker's code, run as a CommonJS script: one entry point for the sources (tests, tsx) and
 * the bundle (`npm start`), which a separate worker file would need built twice. It only calls
 * web-push, resolved from the server's own node_modules.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const webPush = require(workerData.webPushPath);
parentPort.on('message', ({ id, jobs }) => {
  const results = jobs.map(({ target, payload, options }) => {
    try {
      const { endpoint, headers, body } = webPush.generateRequestDetails(target, payload, options);
      return { endpoint, headers, body };
    } catch {
      return null;
    }
  });
  parentPort.postMessage({ id, results });
});
`;

/** One message encrypted here, on the calling thread; null when the keys cannot be used. */
export function encryptPush(
  target: PushTarget,
  payload: string,
  options: EncryptOptions,
): EncryptedPush | null {
  try {
    const { endpoint, headers, body } = webPush.generateRequestDetails(target, payload, options);
    return { endpoint, headers: stringHeaders(headers), body: Buffer.from(body ?? '') };
  } catch {
    // A key that is not a P-256 point, or an auth secret of the wrong size.
    return null;
  }
}

function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}

/**
 * Web Push encryption on worker threads. Each message costs an ECDH key pair and shared secret
 * (RFC 8291 asks for a fresh pair per message), about 0.13 ms of CPU here and two thirds of a
 * push's cost: an alert reaching a busy neighbourhood's 4,000 watch zones spent most of a second
 * on one core before (docs/benchmarks.md, alert fan-out). The workers take that off the thread
 * that answers requests and spread it over the cores. Jobs queue and go out in batches to the
 * first free worker; a worker that dies is not replaced, and with none left the calling thread
 * encrypts, so a push is never lost to the pool.
 */
export function createPushEncryptionPool(deps: {
  threads: number;
  /** A thread failed; its work and what follows go to the others, or to the calling thread. */
  onThreadError?: (error: Error) => void;
}): {
  encrypt(
    target: PushTarget,
    payload: string,
    options: EncryptOptions,
  ): Promise<EncryptedPush | null>;
  close(): Promise<void>;
} {
  const webPushPath = createRequire(import.meta.url).resolve('web-push');
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job[]>();
  let live = 0;
  let flushScheduled = false;
  let closed = false;
  let nextBatchId = 0;

  function runHere(jobs: Job[]) {
    for (const job of jobs) job.resolve(encryptPush(job.target, job.payload, job.options));
  }

  function retire(worker: Worker) {
    live -= 1;
    const index = idle.indexOf(worker);
    if (index >= 0) idle.splice(index, 1);
    const orphans = busy.get(worker) ?? [];
    busy.delete(worker);
    runHere(orphans);
    if (live === 0) runHere(queue.splice(0));
  }

  function start() {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { webPushPath } });
    live += 1;
    worker.unref();
    worker.on('message', ({ results }: { id: number; results: WireResult[] }) => {
      const jobs = busy.get(worker) ?? [];
      busy.delete(worker);
      jobs.forEach((job, index) => {
        const result = results[index];
        job.resolve(
          result == null
            ? null
            : {
                endpoint: result.endpoint,
                headers: stringHeaders(result.headers),
                body: Buffer.from(result.body),
              },
        );
      });
      idle.push(worker);
      dispatch();
    });
    worker.on('error', (error) => {
      deps.onThreadError?.(error);
      retire(worker);
    });
    worker.on('exit', () => {
      if (!closed && (busy.has(worker) || idle.includes(worker))) retire(worker);
    });
    idle.push(worker);
  }

  function dispatch() {
    flushScheduled = false;
    while (queue.length > 0 && idle.length > 0) {
      const worker = idle.pop()!;
      // An even share of what waits, so one worker does not take it all while others idle.
      const share = Math.ceil(queue.length / (idle.length + 1));
      const jobs = queue.splice(0, Math.min(MAX_BATCH, share));
      busy.set(worker, jobs);
      worker.postMessage({
        id: (nextBatchId += 1),
        jobs: jobs.map(({ target, payload, options }) => ({ target, payload, options })),
      });
    }
  }

  for (let index = 0; index < deps.threads; index += 1) start();

  return {
    encrypt(target, payload, options) {
      if (closed || live === 0) return Promise.resolve(encryptPush(target, payload, options));
      return new Promise((resolve) => {
        queue.push({ target, payload, options, resolve });
        // Messages asked for in the same turn go out together.
        if (!flushScheduled) {
          flushScheduled = true;
          queueMicrotask(dispatch);
        }
      });
    },
    async close() {
      closed = true;
      const workers = [...idle, ...busy.keys()];
      for (const jobs of busy.values()) runHere(jobs);
      busy.clear();
      runHere(queue.splice(0));
      idle.length = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
