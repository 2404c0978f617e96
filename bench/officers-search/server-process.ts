import { type ChildProcess, fork } from 'node:child_process';
import type { FromServer, ToServer } from './protocol';

/** Loading a million reports and building the indexes takes a minute or two on a small machine. */
const READY_TIMEOUT_MS = 10 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  ready: FromServer;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server script (through tsx) in its own process and waits until it listens. */
export async function startServer(
  start: Extract<ToServer, { kind: 'start' }>,
): Promise<ServerProcess> {
  const child = fork(new URL('./server.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<FromServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not ready within ${READY_TIMEOUT_MS / 60_000} minutes`));
    }, READY_TIMEOUT_MS);
    child.once('message', (message: FromServer) => {
      clearTimeout(timer);
      resolve(message);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready`));
    });
    child.send(start);
  });
  return {
    ready,
    async stop() {
      const done = exited(child);
      if (child.connected) child.send({ kind: 'stop' } satisfies ToServer);
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await done;
      clearTimeout(timer);
    },
  };
}
