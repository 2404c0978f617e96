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
  if (!bundle.has(layer.file)) return { finding: fails(subject, 'is missing'), chains: null };
  const sizes = layer.chunks.map((chunk) => chunk.size);
  const listed = sizes.reduce((sum, size) => sum + size, 0);
  const size = bundle.size(layer.file);
  if (size !== listed || size !== layer.byteCount) {
    const message = `is ${size} bytes; the manifest lists ${layer.byteCount} bytes in chunks of ${listed}`;
    return { finding: fails(subject, message), chains: null };
  }
  const digests = await bundle.pieceDigests(layer.file, sizes);
  const chains: string[] = [];
  let chain = await chainGenesis(layer.layerId);
  let offset = 0;
  for (const [i, chunk] of layer.chunks.entries()) {
    if (digests[i] !== chunk.sha256) {
      const message = `chunk ${chunk.index} (bytes from ${offset}) does not match its SHA-256 in the manifest: the footage was changed`;
      return { finding: fails(subject, message), chains: null };
    }
    offset += chunk.size;
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
