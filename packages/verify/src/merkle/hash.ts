import { sha256 } from '@noble/hashes/sha2.js';

/**
 * The Merkle tree hash of RFC 9162 section 2.1.1 (the tree of Certificate Transparency): a leaf
 * hashes as SHA-256(0x00 || data) and a node as SHA-256(0x01 || left || right). The prefixes keep
 * a leaf from ever being read as a node. Synchronous, and the same in Node and in the browser.
 */
export type Hash = Uint8Array;

export function leafHash(data: Uint8Array): Hash {
  const input = new Uint8Array(data.length + 1);
  input.set(data, 1);
  return sha256(input);
}

export function nodeHash(left: Hash, right: Hash): Hash {
  const input = new Uint8Array(1 + left.length + right.length);
  input[0] = 1;
  input.set(left, 1);
  input.set(right, 1 + left.length);
  return sha256(input);
}

/** The hash of the empty tree: SHA-256 of nothing. */
export const EMPTY_TREE_HASH: Hash = sha256(new Uint8Array(0));

/** The largest power of two smaller than `n` (n > 1): where RFC 9162 splits a tree. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

export function sameHash(a: Hash, b: Hash): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export function toHex(hash: Hash): string {
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Null for anything but 64 hex digits. */
export function fromHex(hex: string): Hash | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
