import { Counter, Histogram } from 'prom-client';
import type { Registry } from '../metrics/metrics-registry';
import { type FootageStore, StoreUnavailable } from './footage-store';

/** Seconds: a put slower than a chunk's 250 ms lets a phone's backlog grow. */
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

type Operation = 'put' | 'get' | 'list' | 'remove' | 'hold';

/**
 * The store as Prometheus sees it: how long each kind of call takes, and how often the store
 * does not answer (each such chunk was refused with 503 and stays on a phone).
 */
export function withStoreMetrics(store: FootageStore, registry: Registry): FootageStore {
  const seconds = new Histogram({
    name: 'redzone_footage_store_seconds',
    help: 'Calls to the footage store (DATA_DIR/recordings or the bucket), by operation: put (a chunk, before its ack), get (a chunk read back), list, remove, hold (a kept take’s object lock renewed).',
    labelNames: ['store', 'operation'],
    buckets: CALL_BUCKETS,
    registers: [registry],
  });
  const unavailable = new Counter({
    name: 'redzone_footage_store_unavailable_total',
    help: 'Calls the footage store did not answer in time or failed, by operation: every failed put is a chunk refused with 503 store_unavailable.',
    labelNames: ['store', 'operation'],
    registers: [registry],
  });
  for (const operation of ['put', 'get', 'list', 'remove', 'hold'] as const) {
    unavailable.inc({ store: store.kind, operation }, 0);
  }

  async function timed<T>(operation: Operation, call: () => Promise<T>): Promise<T> {
    const end = seconds.startTimer({ store: store.kind, operation });
    try {
      return await call();
    } catch (error) {
      if (error instanceof StoreUnavailable) unavailable.inc({ store: store.kind, operation });
      throw error;
    } finally {
      end();
    }
  }

  return {
    kind: store.kind,
    putChunk: (take, place, sealed) => timed('put', () => store.putChunk(take, place, sealed)),
    getChunk: (take, place) => timed('get', () => store.getChunk(take, place)),
    missingChunks: (take, places) => timed('list', () => store.missingChunks(take, places)),
    renewHold: (take, places) => timed('hold', () => store.renewHold(take, places)),
    removeTake: (take) => timed('remove', () => store.removeTake(take)),
    holdsFootage: () => timed('list', () => store.holdsFootage()),
    close: () => store.close(),
  };
}
