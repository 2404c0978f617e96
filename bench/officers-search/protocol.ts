import type { SampledOfficer, SeedTimings } from './seed-data';

/** What the benchmark and its server process say to each other over the IPC channel. */
export type ToServer =
  | {
      kind: 'start';
      /** A PostgreSQL URL, or null for PGlite in a temporary DATA_DIR. */
      databaseUrl: string | null;
      officers: number;
      reports: number;
      sampleSize: number;
    }
  | { kind: 'stop' };

export type FromServer = {
  kind: 'ready';
  port: number;
  seedTimings: SeedTimings;
  sample: SampledOfficer[];
};

export function nextParentMessage(): Promise<ToServer> {
  return new Promise((resolve) =>
    process.once('message', (message) => resolve(message as ToServer)),
  );
}

export function tellParent(message: FromServer): void {
  process.send?.(message);
}

/** Runs `stop` on the parent's stop message or when the parent is gone. */
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
  });
  process.on('disconnect', finish);
}
