import { type ChildProcess, fork } from 'node:child_process';
import { exited, nextMessage } from './ipc';
import type { FromGenerator, Receipt, StreamTarget, ToGenerator } from './load-protocol';
import type { BenchProtocol } from './options';
import type { ServerMemory } from './server-child';

export type ClosedStreams = Omit<Extract<FromGenerator, { kind: 'closed' }>, 'kind'>;

export interface ObserverStreams {
  count: number;
  /** Every alert.created read so far, as the load generators reported them. */
  receipts: Receipt[];
  receivedFor(alertId: string): number;
  /** Each load generator's memory with its streams open (after a full collection). */
  generatorMemory: ServerMemory[];
  /** Closes every stream; what went wrong meanwhile, and when heartbeat passes were read. */
  close(): Promise<ClosedStreams>;
}

/**
 * Streams per load generator: far below the ~28,000 ports of one source address, and small
 * enough that one process's heartbeat reading stays short.
 */
export const STREAMS_PER_GENERATOR = 12_500;
/** Streams being set up at once, over all generators (Red Zone plans a replay for each). */
const CONNECT_CONCURRENCY = 100;
/** The slowest set-up measured, 50,000 streams over 3 instances on a busy machine: 3 minutes. */
const OPEN_TIMEOUT_MS = 10 * 60_000;
const CLOSE_TIMEOUT_MS = 30_000;

async function opened(child: ChildProcess): Promise<ServerMemory> {
  const message = await nextMessage<FromGenerator, 'opened' | 'failed'>(
    child,
    ['opened', 'failed'],
    OPEN_TIMEOUT_MS,
  );
  if (message.kind === 'failed') throw new Error(`load generator: ${message.message}`);
  return { rssBytes: message.rssBytes, heapUsedBytes: message.heapUsedBytes };
}

/**
 * The observers' side: load generator processes, each with its own loopback source address
 * (`127.0.<addressBlock>.<n>`: a fresh block per phase, so no port is still in TIME_WAIT from
 * the phase before), each opening its share of the streams.
 */
export async function openObserverStreams(
  targets: StreamTarget[],
  options: { addressBlock: number; protocol: BenchProtocol },
): Promise<ObserverStreams> {
  const { addressBlock, protocol } = options;
  const generators = Math.max(1, Math.ceil(targets.length / STREAMS_PER_GENERATOR));
  const receipts: Receipt[] = [];
  const counts = new Map<string, number>();
  const children = Array.from({ length: generators }, () =>
    fork(new URL('./load-generator.ts', import.meta.url), [], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const stopAll = async () => {
    await Promise.all(
      children.map(async (child) => {
        const done = exited(child);
        if (child.connected) child.disconnect();
        const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
        await done;
        clearTimeout(timer);
      }),
    );
  };
  for (const child of children) {
    child.on('message', (message: FromGenerator) => {
      if (message.kind !== 'receipts') return;
      for (const receipt of message.receipts) {
        receipts.push(receipt);
        counts.set(receipt.alertId, (counts.get(receipt.alertId) ?? 0) + 1);
      }
    });
  }

  let generatorMemory: ServerMemory[];
  try {
    const concurrency = Math.ceil(CONNECT_CONCURRENCY / generators);
    generatorMemory = await Promise.all(
      children.map((child, index) => {
        const done = opened(child);
        child.send({
          kind: 'open',
          protocol,
          localAddress: `127.0.${addressBlock}.${index + 1}`,
          concurrency,
          targets: targets.filter((_, at) => at % generators === index),
        } satisfies ToGenerator);
        return done;
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    count: targets.length,
    receipts,
    receivedFor: (alertId) => counts.get(alertId) ?? 0,
    generatorMemory,
    async close() {
      const totals: ClosedStreams = { dropped: 0, otherEvents: 0, heartbeatPasses: [] };
      await Promise.all(
        children.map(async (child) => {
          const closed = nextMessage<FromGenerator, 'closed'>(child, 'closed', CLOSE_TIMEOUT_MS);
          child.send({ kind: 'close' } satisfies ToGenerator);
          const { dropped, otherEvents, heartbeatPasses } = await closed;
          totals.dropped += dropped;
          totals.otherEvents += otherEvents;
          totals.heartbeatPasses.push(...heartbeatPasses);
        }),
      ).finally(stopAll);
      return totals;
    },
  };
}
