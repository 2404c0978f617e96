import type { ChildProcess } from 'node:child_process';

/** Resolves once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The child's next message of this kind (or of any of these kinds); rejects if it exits or
 * stays silent too long.
 */
export function nextMessage<M extends { kind: string }, K extends M['kind']>(
  child: ChildProcess,
  kind: K | K[],
  timeoutMs: number,
): Promise<Extract<M, { kind: K }>> {
  const kinds: string[] = Array.isArray(kind) ? kind : [kind];
  return new Promise((resolve, reject) => {
    const onMessage = (message: M) => {
      if (!kinds.includes(message.kind)) return;
      cleanUp();
      resolve(message as Extract<M, { kind: K }>);
    };
    const onExit = (code: number | null) => {
      cleanUp();
      reject(new Error(`child process exited (${code}) while waiting for ${kinds.join(' or ')}`));
    };
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error(`child process sent no ${kinds.join(' or ')} within ${timeoutMs} ms`));
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
