import { chainGenesis, chainNext, type ManifestLayer } from '@redzone/contract';
import type { BundleReader } from './bundle-reader';
import { fails, type Finding, holds } from './findings';

/** What the footage of a layer turned out to be: the chain after each of its chunks. */
export interface FootageResult {
  finding: Finding;
  /** chains[i]: the chain after chunk i, recomputed from the bytes (null: not recomputed). */
  chains: string[] | null;
}

/** Hashes a layer's footage in the chunks the manifest lists and recomputes the chain. */
export async function checkFootage(
  bundle: BundleReader,
  layer: ManifestLayer,
): Promise<FootageResult> {
  const subject = layer.file;
  if (!bundle.has(layer.file)) return { finding: fails(subject, 'file_missing'), chains: null };
  const sizes = layer.chunks.map((chunk) => chunk.size);
  const listed = sizes.reduce((sum, size) => sum + size, 0);
  const size = bundle.size(layer.file);
  if (size !== listed || size !== layer.byteCount) {
    const params = { size, byteCount: layer.byteCount, listed };
    return { finding: fails(subject, 'footage_size', params), chains: null };
  }
  const digests = await bundle.pieceDigests(layer.file, sizes);
  const chains: string[] = [];
  let chain = await chainGenesis(layer.layerId);
  let offset = 0;
  for (const [i, chunk] of layer.chunks.entries()) {
    if (digests[i] !== chunk.sha256) {
      const params = { index: chunk.index, offset };
      return { finding: fails(subject, 'footage_chunk_changed', params), chains: null };
    }
    offset += chunk.size;
    chain = await chainNext(chain, chunk.sha256);
    chains.push(chain);
  }
  if (chain !== layer.chainHash) {
    const params = { chunkCount: layer.chunkCount, chain, expected: layer.chainHash };
    return { finding: fails(subject, 'footage_chain', params), chains: null };
  }
  const params = { byteCount: layer.byteCount, chunkCount: layer.chunks.length, chain };
  return { finding: holds(subject, 'footage_holds', params), chains };
}
