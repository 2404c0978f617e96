import {
  bundleAcksFile,
  chainGenesis,
  chainNext,
  EVIDENCE_BUNDLE_FORMAT,
  type EvidenceAck,
  type EvidenceManifest,
  type ManifestLayer,
  type ManifestTimestamp,
} from '@redzone/contract';
import type { RecordingRow } from '../../db/schema';
import { parseStoredAck } from '../recordings/chunk-ack';
import { footageExtension } from '../recordings/footage-reply';

export type ChunkRecord = {
  index: number;
  size: number;
  sha256: string;
  receivedAt: Date;
  ack: string | null;
};

/** The file a layer's footage is saved as: its container's usual extension. */
export function footageFileOf(row: RecordingRow): string {
  return `footage/${row.layer}.${footageExtension(row.mimeType)}`;
}

/**
 * One layer as of the snapshot taken for the bundle: its chunks' hashes and times, and their acks.
 * Chunks stored before acknowledgements were signed have none; the verifier says so.
 */
export async function manifestLayerOf(
  row: RecordingRow,
  chunks: ChunkRecord[],
  log: ManifestLayer['log'] = null,
): Promise<{ layer: ManifestLayer; acks: EvidenceAck[] }> {
  const acks = chunks.flatMap((chunk) => parseStoredAck(chunk.ack) ?? []);
  // From the listed chunks, not the row: an upload still under way may have grown in between.
  let chainHash = await chainGenesis(row.id);
  for (const chunk of chunks) chainHash = await chainNext(chainHash, chunk.sha256);
  return {
    layer: {
      name: row.layer,
      layerId: row.id,
      file: footageFileOf(row),
      mimeType: row.mimeType,
      byteCount: chunks.reduce((sum, chunk) => sum + chunk.size, 0),
      chunkCount: chunks.length,
      chainHash,
      isSealed: row.status === 'finished',
      finishedAt: row.finishedAt?.toISOString() ?? null,
      securedUntilSeconds: row.securedUntilSeconds,
      acksFile: bundleAcksFile(row.layer),
      chunks: chunks.map(({ index, size, sha256, receivedAt }) => ({
        index,
        size,
        sha256,
        receivedAt: receivedAt.toISOString(),
      })),
      log,
    },
    acks,
  };
}

export function manifestOf(
  recording: RecordingRow,
  layers: ManifestLayer[],
  exportedAt: Date,
  timestamps: ManifestTimestamp[] = [],
  courtKit: EvidenceManifest['courtKit'] = [],
): EvidenceManifest {
  return {
    format: EVIDENCE_BUNDLE_FORMAT,
    version: 2,
    exportedAt: exportedAt.toISOString(),
    recording: {
      id: recording.id,
      createdAt: recording.createdAt.toISOString(),
      device: {
        title: recording.title,
        durationSeconds: recording.durationSeconds,
        cameraType: recording.cameraType,
        latitude: recording.latitude,
        longitude: recording.longitude,
        location: recording.location,
      },
    },
    layers,
    timestamps,
    courtKit,
  };
}

/**
 * A layer's tokens over chains the manifest's chunks reach (a stamp of chunks stored after the
 * snapshot would not match its footage), each in a file of its own.
 */
export function manifestTimestampsOf(
  layer: ManifestLayer,
  stamps: { chunkCount: number; chainHash: string; tsaUrl: string; token: string }[],
): { entry: ManifestTimestamp; token: Buffer }[] {
  return stamps
    .filter((stamp) => stamp.chunkCount <= layer.chunkCount)
    .map((stamp, position) => ({
      entry: {
        layer: layer.name,
        file: `timestamps/${layer.name}-${stamp.chunkCount}-${position}.tsr`,
        chunkCount: stamp.chunkCount,
        chainHash: stamp.chainHash,
        tsaUrl: stamp.tsaUrl,
      },
      token: Buffer.from(stamp.token, 'base64'),
    }));
}
