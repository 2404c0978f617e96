import type { EvidenceManifest, RecordingLayerName } from '@redzone/contract';

/** One layer as the papers name it: the manifest's values, which the verifier recomputes. */
export interface KitLayer {
  name: RecordingLayerName;
  layerId: string;
  /** Its footage file in the bundle. */
  file: string;
  byteCount: number;
  chunkCount: number;
  chainHash: string;
  isSealed: boolean;
  /** The server's clock at its first and last chunk; null where the caller has no chunk times. */
  receivedFrom: string | null;
  receivedUntil: string | null;
}

/**
 * What the court kit's papers are pre-filled with. `bundle` is null where they are drawn apart
 * from an export (the complaint's last page): its values are then left blank for the declarant.
 */
export interface KitFacts {
  recordingId: string;
  layers: KitLayer[];
  bundle: {
    exportedAt: string;
    /** SHA-256 of manifest.json as written: it lists every chunk's hash and time. */
    manifestSha256: string;
    /** RFC 3161 tokens in timestamps/; 0: the times rest on the server's clock alone. */
    timestampCount: number;
  } | null;
}

export function kitFactsOf(manifest: EvidenceManifest, manifestSha256: string): KitFacts {
  return {
    recordingId: manifest.recording.id,
    layers: manifest.layers.map((layer) => ({
      name: layer.name,
      layerId: layer.layerId,
      file: layer.file,
      byteCount: layer.byteCount,
      chunkCount: layer.chunkCount,
      chainHash: layer.chainHash,
      isSealed: layer.isSealed,
      receivedFrom: layer.chunks[0]?.receivedAt ?? null,
      receivedUntil: layer.chunks.at(-1)?.receivedAt ?? null,
    })),
    bundle: {
      exportedAt: manifest.exportedAt,
      manifestSha256,
      timestampCount: manifest.timestamps.length,
    },
  };
}
