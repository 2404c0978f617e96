import type { ZipFacts } from './zip-layout';

/**
 * What the checks need of a bundle, whatever holds it: a ZIP on disk (node/) or a file dropped in
 * a browser (browser/). The checks never see the ZIP itself.
 */
export interface BundleReader {
  /** Every file the bundle holds, by name (folders left out). */
  names(): string[];
  has(name: string): boolean;
  size(name: string): number;
  /** A small file's bytes (JSON, text). */
  read(name: string): Promise<Uint8Array>;
  /** What the ZIP itself says of its files (none for a bundle that is no ZIP). */
  zipFacts(): ZipFacts;
  /** SHA-256 (hex) of each consecutive piece of `name`, pieces of these sizes, in order. */
  pieceDigests(name: string, sizes: number[]): Promise<string[]>;
}

/** Ed25519 as the platform offers it: Node's crypto or the browser's Web Crypto. */
export type SignatureCheck = (
  publicKey: string,
  text: string,
  signature: string,
) => Promise<boolean>;
