import { RECORDING_LAYERS, type RecordingLayerName } from '@redzone/contract';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { Registry } from '../../platform/metrics/metrics-registry';

/** Seconds: a chunk is 250 ms of video, so an answer slower than that lets the backlog grow. */
const ACK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface RecordingsMetrics {
  /**
   * A chunk was answered (stored now, or a repeat of one stored), `seconds` after it arrived, in
   * a layer (the small evidence layer goes ahead of the full one).
   */
  chunkAcknowledged(chunk: {
    bytes: number;
    isNew: boolean;
    seconds: number;
    layer: RecordingLayerName;
  }): void;
}

export function createRecordingsMetrics(
  registry: Registry,
  deps: { unfinishedUploads: () => Promise<Record<RecordingLayerName, number>> },
): RecordingsMetrics {
  const bytes = new Counter({
    name: 'redzone_upload_bytes_total',
    help: 'Recording bytes this instance stored (encrypted and on disk), by upload layer.',
    labelNames: ['layer'],
    registers: [registry],
  });
  const ackSeconds = new Histogram({
    name: 'redzone_chunk_ack_seconds',
    help: 'From a recording chunk reaching its handler (body received) to its receipt: hash check, encryption, fdatasync and the database, by upload layer.',
    labelNames: ['layer'],
    buckets: ACK_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'redzone_upload_backlog_recordings',
    help: 'Recording uploads started and not finished, by layer: footage still on its way, or abandoned (kept until the retention deletes it). Read from the database, so every instance reports the same number: use max().',
    labelNames: ['layer'],
    registers: [registry],
    async collect() {
      try {
        const counts = await deps.unfinishedUploads();
        for (const layer of RECORDING_LAYERS) this.set({ layer }, counts[layer]);
      } catch {
        // No number is better than a stale one; the readiness check says what is down.
        this.reset();
      }
    },
  });
  for (const layer of RECORDING_LAYERS) bytes.inc({ layer }, 0);
  return {
    chunkAcknowledged({ layer, ...chunk }) {
      if (chunk.isNew) bytes.inc({ layer }, chunk.bytes);
      ackSeconds.observe({ layer }, chunk.seconds);
    },
  };
}
