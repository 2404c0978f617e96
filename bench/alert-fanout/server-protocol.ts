import type { BenchProtocol } from './options';

/** What the benchmark and its server processes say to each other over the IPC channel. */
export type ToServer =
  | {
      kind: 'start';
      /** h2c: serve HTTP/2 with prior knowledge only, as behind a proxy speaking it (options.ts). */
      protocol: BenchProtocol;
      sessionSecret: string;
      /** The phone data key every instance shares (PHONE_DATA_KEY). */
      phoneDataKey: string;
      /** Verified identities to write before listening (the alert senders). */
      creatorIds: string[];
      /** A JSON file of people with watch zones and push subscriptions to store (seed-watchers.ts). */
      watchersFile?: string;
      /** PostgreSQL instead of PGlite (Red Zone only). */
      databaseUrl?: string;
      /** Live events, positions and rate limits in Redis, shared by every instance (Red Zone only). */
      redis?: { url: string; prefix: string };
    }
  | { kind: 'measure' }
  | { kind: 'stop' };

export type FromServer =
  { kind: 'ready'; port: number } | { kind: 'memory'; rssBytes: number; heapUsedBytes: number };

/** Waits for the first message of a child process's parent (a server's start). */
export function nextParentMessage(): Promise<ToServer> {
  return new Promise((resolve) =>
    process.once('message', (message) => resolve(message as ToServer)),
  );
}

export function tellParent(message: FromServer): void {
  process.send?.(message);
}

/**
 * Answers memory measurements (after a full collection, so garbage left by the set-up does not
 * count: the process runs with --expose-gc) and runs `stop` on the parent's stop message or
 * when the parent is gone, so a server never outlives the benchmark that started it.
 */
export function serveParent(stop: () => Promise<void>): void {
  let isStopping = false;
  const finish = () => {
    if (isStopping) return;
    isStopping = true;
    stop()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on('message', (message: ToServer) => {
    if (message.kind === 'stop') finish();
    if (message.kind !== 'measure') return;
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    tellParent({ kind: 'memory', rssBytes: rss, heapUsedBytes: heapUsed });
  });
  process.on('disconnect', finish);
}
