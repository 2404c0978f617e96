import { fork } from 'node:child_process';
import { exited, nextMessage } from './ipc';
import type { FromServer, ToServer } from './server-protocol';

/** PostgreSQL migrations on a fresh database take a few seconds more than PGlite's start. */
const READY_TIMEOUT_MS = 120_000;
const MEASURE_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface ServerMemory {
  rssBytes: number;
  heapUsedBytes: number;
}

export interface ServerChild {
  port: number;
  /** The server process's memory after a full garbage collection. */
  measureMemory(): Promise<ServerMemory>;
  stop(): Promise<void>;
}

/** Starts a server script (TypeScript, through tsx) in its own process and waits until it listens. */
export async function startServerChild(
  script: URL,
  start: Extract<ToServer, { kind: 'start' }>,
  readyTimeoutMs = READY_TIMEOUT_MS,
): Promise<ServerChild> {
  const child = fork(script, [], {
    // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": to see where its time goes.
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = nextMessage<FromServer, 'ready'>(child, 'ready', readyTimeoutMs);
  child.send(start);
  const { port } = await ready.catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    port,
    async measureMemory() {
      const answer = nextMessage<FromServer, 'memory'>(child, 'memory', MEASURE_TIMEOUT_MS);
      child.send({ kind: 'measure' } satisfies ToServer);
      const { rssBytes, heapUsedBytes } = await answer;
      return { rssBytes, heapUsedBytes };
    },
    async stop() {
      const done = exited(child);
      if (child.connected) child.send({ kind: 'stop' } satisfies ToServer);
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await done;
      clearTimeout(timer);
    },
  };
}
