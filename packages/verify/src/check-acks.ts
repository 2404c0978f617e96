import { ackSigningText, EvidenceAckSchema, type ManifestLayer } from '@redzone/contract';
import { z } from 'zod';
import { fails, type Finding, holds } from './findings';
import type { KeyRing } from './key-ring';
import { parseJson } from './parse-json';
import type { BundleReader } from './bundle-reader';

/**
 * Every chunk of a layer must carry the server's signed acknowledgement, naming the same
 * recording, layer, place, hash, chain (as recomputed from the footage) and time.
 */
export async function checkAcks(
  bundle: BundleReader,
  context: { recordingId: string; layer: ManifestLayer; chains: string[] | null; keys: KeyRing },
): Promise<Finding> {
  const { recordingId, layer, chains, keys } = context;
  const subject = layer.acksFile;
  const parsed = await parseJson(bundle, layer.acksFile, z.array(EvidenceAckSchema));
  if (!parsed.ok) return fails(subject, parsed.why.code, parsed.why.params);
  const byIndex = new Map(parsed.value.map((ack) => [ack.index, ack]));
  for (const [i, chunk] of layer.chunks.entries()) {
    const ack = byIndex.get(chunk.index);
    if (ack === undefined) {
      return fails(subject, 'ack_missing', { index: chunk.index });
    }
    const expected = {
      recordingId,
      layer: layer.name,
      layerId: layer.layerId,
      sha256: chunk.sha256,
      receivedAt: chunk.receivedAt,
      ...(chains === null ? {} : { chainHash: chains[i] }),
    };
    for (const [field, value] of Object.entries(expected)) {
      if (ack[field as keyof typeof ack] !== value) {
        return fails(subject, 'ack_field', { index: chunk.index, field });
      }
    }
    const { signature, ...unsigned } = ack;
    const refusal = await keys.refusal({
      keyId: ack.keyId,
      text: ackSigningText(unsigned),
      signature,
      at: ack.receivedAt,
    });
    if (refusal !== null) {
      return fails(subject, 'ack_refused', { index: chunk.index }, refusal);
    }
  }
  if (parsed.value.length !== layer.chunks.length) {
    return fails(subject, 'acks_count', {
      ackCount: parsed.value.length,
      chunkCount: layer.chunks.length,
    });
  }
  return holds(subject, 'acks_hold', { chunkCount: layer.chunks.length });
}
