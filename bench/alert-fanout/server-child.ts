import { type ChildProcess, fork } from 'node:child_process';
import type { FromServer, ToServer } from './server-protocol';

const READY_TIMEOUT_MS = 60_000;
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function nextMessage<K extends FromServer['kind']>(
  child: ChildProcess,
  kind: K,
  timeoutMs: number,
): Promise<Extract<FromServer, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromServer) => {
      if (message.kind !== kind) return;
      cleanUp();
      resolve(message as Extract<FromServer, { kind: K }>);
    };
    const onExit = (code: number | null) => {
      cleanUp();
      reject(new Error(`server exited (${code}) while waiting for ${kind}`));
    };
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error(`server sent no ${kind} within ${timeoutMs} ms`));
    }, timeoutMs);
    const cleanUp = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Starts a server script (TypeScript, through tsx) in its own process and waits until it listens. */
export async function startServerChild(script: URL, start: ToServer): Promise<ServerChild> {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = nextMessage(child, 'ready', READY_TIMEOUT_MS);
  child.send(start);
  const { port } = await ready;
  return {
    port,
    async measureMemory() {
      const answer = nextMessage(child, 'memory', READY_TIMEOUT_MS);
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
