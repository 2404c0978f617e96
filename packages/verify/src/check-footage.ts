import { createHash, type Hash } from 'node:crypto';
import { chainGenesis, chainNext, type ManifestLayer } from '@redzone/contract';
import { fails, type Finding, holds } from './findings';
import type { ZipBundle } from './zip-bundle';

/** What the footage of a layer turned out to be: the chain after each of its chunks. */
export interface FootageResult {
  finding: Finding;
  /** chains[i]: the chain after chunk i, recomputed from the bytes (null: not recomputed). */
  chains: string[] | null;
}

/**
 * Cuts a layer's footage into the chunks the manifest lists and hashes each as it streams off the
 * disk (one pass, nothing held in memory), then recomputes the chain from the layer's id.
 */
export async function checkFootage(
  bundle: ZipBundle,
  layer: ManifestLayer,
): Promise<FootageResult> {
  const subject = layer.file;
  if (!bundle.has(layer.file)) return { finding: fails(subject, 'is missing'), chains: null };
  const listed = layer.chunks.reduce((sum, chunk) => sum + chunk.size, 0);
  const size = bundle.size(layer.file);
  if (size !== listed || size !== layer.byteCount) {
    const message = `is ${size} bytes; the manifest lists ${layer.byteCount} bytes in chunks of ${listed}`;
    return { finding: fails(subject, message), chains: null };
  }
  const digests: string[] = [];
  let chunkIndex = 0;
  let left = layer.chunks[0]?.size ?? 0;
  let hash: Hash = createHash('sha256');
  const close = () => {
    digests.push(hash.digest('hex'));
    chunkIndex += 1;
    left = layer.chunks[chunkIndex]?.size ?? 0;
    hash = createHash('sha256');
  };
  // Chunks of size 0 (none are stored, but a manifest may say so) still get their digest.
  while (left === 0 && chunkIndex < layer.chunks.length) close();
  for await (const data of await bundle.stream(layer.file)) {
    let piece = data as Buffer;
    while (piece.length > 0) {
      const taken = piece.subarray(0, left);
      hash.update(taken);
      left -= taken.length;
      piece = piece.subarray(taken.length);
      while (left === 0 && chunkIndex < layer.chunks.length) close();
    }
  }
  const chains: string[] = [];
  let chain = await chainGenesis(layer.layerId);
  for (const [i, chunk] of layer.chunks.entries()) {
    if (digests[i] !== chunk.sha256) {
      const message = `chunk ${chunk.index} (bytes from ${offsetOf(layer, i)}) does not match its SHA-256 in the manifest: the footage was changed`;
      return { finding: fails(subject, message), chains: null };
    }
    chain = await chainNext(chain, chunk.sha256);
    chains.push(chain);
  }
  if (chain !== layer.chainHash) {
    const message = `the hash chain over its ${layer.chunkCount} chunks is ${chain}, not the manifest's ${layer.chainHash}`;
    return { finding: fails(subject, message), chains: null };
  }
  const message = `${layer.byteCount} bytes in ${layer.chunks.length} chunks, every SHA-256 matches; chain ${chain}`;
  return { finding: holds(subject, message), chains };
}

function offsetOf(layer: ManifestLayer, position: number): number {
  return layer.chunks.slice(0, position).reduce((sum, chunk) => sum + chunk.size, 0);
}
