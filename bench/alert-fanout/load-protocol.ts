import type { BenchProtocol } from './options';

/** One alert.created as an observer's stream read it, on the monotonic clock (clock.ts). */
export interface Receipt {
  observer: number;
  alertId: string;
  atMs: number;
}

/** One observer's stream: whose session, and which server instance it streams from. */
export interface StreamTarget {
  observer: number;
  port: number;
  cookie: string;
}

/** What the benchmark and its load generators (the observers' processes) say over IPC. */
export type ToGenerator =
  | {
      kind: 'open';
      protocol: BenchProtocol;
      /** The loopback address this generator's connections come from (its own port range). */
      localAddress: string;
      /** Streams being set up at once by this generator. */
      concurrency: number;
      targets: StreamTarget[];
    }
  | { kind: 'close' };

export type FromGenerator =
  | { kind: 'opened'; rssBytes: number; heapUsedBytes: number }
  | { kind: 'failed'; message: string }
  | { kind: 'receipts'; receipts: Receipt[] }
  | {
      kind: 'closed';
      /** Streams that ended while still needed, and events other than alert.created. */
      dropped: number;
      otherEvents: number;
      /** When the servers' heartbeat passes were read: [first, last] frame, monotonic ms. */
      heartbeatPasses: [number, number][];
    };
