import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';

/**
 * PIN hashing on threads of its own. scrypt and PBKDF2 through node:crypto's async API run on
 * libuv's thread pool, the four threads that also read and write every evidence chunk: a few
 * dozen wrong PINs once held a chunk's acknowledgement back from 35 ms to 27 s. Here each hash
 * runs synchronously on a dedicated worker thread, which rests as long as it worked before it
 * takes the next: at most half a core goes to PINs, whatever arrives. A flood waits in its own
 * short queue and is refused (503 busy) beyond it, while uploads go on.
 */

/** What the worker computes: a new stored hash, or which of the stored hashes a PIN matches. */
export type PinHashJob =
  | { op: 'hash'; input: string }
  | { op: 'match'; input: string; legacyInput: LegacyInput | null; stored: string[] };

/** The PBKDF2 step of hashes the oldest installs made on the phone (salt base64, rounds). */
export interface LegacyInput {
  pin: string;
  salt: string;
  iterations: number;
}

type PinHashResult = string | number;

/**
 * The worker's code, run as a CommonJS script from a string: one entry point for the sources
 * (tests, tsx) and the bundle (`npm start`). Only node:crypto.
 *
 * Stored formats: `v2$N$r$p$salt$hash`, scrypt over the server's keyed HMAC of the PIN; and the
 * older `scrypt$N$r$p$salt$hash`, scrypt over the phone's PBKDF2-SHA-256 of the PIN. Every stored
 * hash is computed on every match, whatever matches first, so the time taken does not say which
 * PIN was typed or whether a duress PIN exists.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
const V2 = { N: 16384, r: 8, p: 1 };
function scrypt(input, salt, params) {
  const maxmem = 2 * 128 * params.N * params.r * params.p;
  return crypto.scryptSync(input, salt, 32, { N: params.N, r: params.r, p: params.p, maxmem });
}
function hash(input) {
  const salt = crypto.randomBytes(16);
  const key = scrypt(Buffer.from(input, 'base64'), salt, V2);
  return ['v2', V2.N, V2.r, V2.p, salt.toString('base64'), key.toString('base64')].join('$');
}
function matches(stored, input, legacyInput) {
  const [kind, n, r, p, salt, key] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!(params.N > 1 && params.N <= 65536 && params.r > 0 && params.r <= 16 && params.p === 1)) return false;
  let source;
  if (kind === 'v2') source = Buffer.from(input, 'base64');
  else if (kind === 'scrypt' && legacyInput !== null)
    source = crypto.pbkdf2Sync(legacyInput.pin, Buffer.from(legacyInput.salt, 'base64'), legacyInput.iterations, 32, 'sha256');
  else return false;
  const expected = Buffer.from(key, 'base64');
  const actual = scrypt(source, Buffer.from(salt, 'base64'), params);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
parentPort.on('message', ({ id, job }) => {
  try {
    if (job.op === 'hash') return parentPort.postMessage({ id, result: hash(job.input) });
    let found = -1;
    job.stored.forEach((stored, index) => {
      if (matches(stored, job.input, job.legacyInput) && found === -1) found = index;
    });
    parentPort.postMessage({ id, result: found });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

export interface PinHashPool {
  /** A new stored hash of `input` (base64 of the keyed HMAC of a PIN). */
  hash(input: string): Promise<string>;
  /** The index of the first stored hash `input` matches, or -1. */
  match(input: string, legacyInput: LegacyInput | null, stored: string[]): Promise<number>;
  close(): Promise<void>;
}

interface Waiting {
  id: number;
  job: PinHashJob;
  resolve: (result: PinHashResult) => void;
  reject: (error: Error) => void;
}

export function pinsBusy(): AppError {
  return new AppError(
    HTTP_STATUS.serviceUnavailable,
    'busy',
    'Too many PINs are being checked right now. Wait a few seconds and try again.',
  );
}

export function createPinHashPool(options: {
  /** Threads hashing at once (1 by default: a PIN check is rare, a flood should not take cores). */
  threads?: number;
  /** Checks that may wait for a thread; more are refused at once with 503 busy. */
  maxQueued?: number;
  /** Told how long each job kept its thread busy (the rest that follows is as long). */
  onWorked?: (workedMs: number) => void;
}): PinHashPool {
  const threads = options.threads ?? 1;
  const maxQueued = options.maxQueued ?? 8;
  const queue: Waiting[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Waiting>();
  const startedAt = new Map<Worker, number>();
  const resting = new Set<ReturnType<typeof setTimeout>>();
  let nextId = 0;
  let closed = false;

  function start(): void {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (message: { id: number; result?: PinHashResult; error?: string }) => {
      const job = running.get(worker);
      running.delete(worker);
      if (job !== undefined) {
        if (message.error !== undefined) job.reject(new Error(message.error));
        else job.resolve(message.result as PinHashResult);
      }
      const worked = performance.now() - (startedAt.get(worker) ?? performance.now());
      options.onWorked?.(worked);
      const rest = setTimeout(() => {
        resting.delete(rest);
        if (closed) return;
        idle.push(worker);
        dispatch();
      }, worked);
      rest.unref();
      resting.add(rest);
    });
    worker.on('error', (error) => {
      const job = running.get(worker);
      running.delete(worker);
      job?.reject(error);
      // A failed thread is replaced: PIN checks must keep working.
      if (!closed) start();
      dispatch();
    });
    idle.push(worker);
  }

  function dispatch(): void {
    while (queue.length > 0 && idle.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      running.set(worker, job);
      startedAt.set(worker, performance.now());
      worker.postMessage({ id: job.id, job: job.job });
    }
  }

  function run(job: PinHashJob): Promise<PinHashResult> {
    if (closed) return Promise.reject(pinsBusy());
    if (queue.length >= maxQueued) return Promise.reject(pinsBusy());
    return new Promise((resolve, reject) => {
      queue.push({ id: (nextId += 1), job, resolve, reject });
      dispatch();
    });
  }

  for (let index = 0; index < threads; index += 1) start();

  return {
    hash: async (input) => String(await run({ op: 'hash', input })),
    match: async (input, legacyInput, stored) =>
      Number(await run({ op: 'match', input, legacyInput, stored })),
    async close() {
      closed = true;
      for (const rest of resting) clearTimeout(rest);
      resting.clear();
      for (const waiting of queue.splice(0)) waiting.reject(pinsBusy());
      const workers = [...new Set([...idle, ...running.keys(), ...startedAt.keys()])];
      for (const job of running.values()) job.reject(pinsBusy());
      running.clear();
      idle.length = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
