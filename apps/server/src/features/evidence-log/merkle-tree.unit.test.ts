import {
  EMPTY_TREE_HASH,
  type Hash,
  leafHash,
  nodeHash,
  splitPoint,
  toHex,
  verifyConsistency,
  verifyInclusion,
} from '@redzone/verify/merkle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MerkleTree } from './merkle-tree';

/*
 * The tree is held to the RFC's own recursive statement (section 2.1, here in a few lines over
 * every leaf), and its proofs to the RFC's verification algorithms; a log that dropped, changed
 * or reordered an entry must fail them.
 */
function mth(leaves: Hash[]): Hash {
  if (leaves.length === 0) return EMPTY_TREE_HASH;
  if (leaves.length === 1) return leaves[0] as Hash;
  const k = splitPoint(leaves.length);
  return nodeHash(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

function path(m: number, leaves: Hash[]): Hash[] {
  if (leaves.length <= 1) return [];
  const k = splitPoint(leaves.length);
  return m < k
    ? [...path(m, leaves.slice(0, k)), mth(leaves.slice(k))]
    : [...path(m - k, leaves.slice(k)), mth(leaves.slice(0, k))];
}

function subproof(m: number, leaves: Hash[], whole: boolean): Hash[] {
  if (m === leaves.length) return whole ? [] : [mth(leaves)];
  const k = splitPoint(leaves.length);
  return m <= k
    ? [...subproof(m, leaves.slice(0, k), whole), mth(leaves.slice(k))]
    : [...subproof(m - k, leaves.slice(k), false), mth(leaves.slice(0, k))];
}

const entry = (i: number) => leafHash(new TextEncoder().encode(`take ${i}`));

function treeOf(size: number): { tree: MerkleTree; leaves: Hash[] } {
  const tree = new MerkleTree();
  const leaves = Array.from({ length: size }, (_, i) => entry(i));
  for (const leaf of leaves) tree.append(leaf);
  return { tree, leaves };
}

const hex = (hashes: Hash[]) => hashes.map(toHex);

describe('the evidence log’s Merkle tree (RFC 9162)', () => {
  it('hashes the empty tree and one leaf as the RFC says', () => {
    expect(toHex(new MerkleTree().root())).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    const { tree, leaves } = treeOf(1);
    expect(toHex(tree.root())).toBe(toHex(leaves[0] as Hash));
  });

  it('matches the RFC’s recursion for roots, audit paths and consistency proofs, sizes 1 to 1,100', () => {
    const { tree, leaves } = treeOf(1_100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_100 }), fc.nat(), fc.nat(), (size, a, b) => {
        const prefix = leaves.slice(0, size);
        expect(toHex(tree.root(size))).toBe(toHex(mth(prefix)));
        const index = a % size;
        expect(hex(tree.inclusionProof(index, size))).toEqual(hex(path(index, prefix)));
        const first = b % (size + 1);
        const expected = first === 0 || first === size ? [] : subproof(first, prefix, true);
        expect(hex(tree.consistencyProof(first, size))).toEqual(hex(expected));
      }),
      { numRuns: 120 },
    );
  });

  it('every proof it makes checks with the RFC’s verification', () => {
    const { tree, leaves } = treeOf(1_030);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_030 }), fc.nat(), fc.nat(), (size, a, b) => {
        const index = a % size;
        const root = tree.root(size);
        expect(
          verifyInclusion({
            leafIndex: index,
            treeSize: size,
            leaf: leaves[index] as Hash,
            proof: tree.inclusionProof(index, size),
            root,
          }),
        ).toBe(true);
        const first = b % (size + 1);
        expect(
          verifyConsistency({
            first,
            second: size,
            firstRoot: tree.root(first),
            secondRoot: root,
            proof: tree.consistencyProof(first, size),
          }),
        ).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('catches a log that changed, dropped or reordered an entry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), fc.nat(), fc.nat(), (size, a, b) => {
        const { tree, leaves } = treeOf(size);
        const first = 1 + (a % (size - 1));
        const firstRoot = tree.root(first);
        // The operator rewrites one entry of the first tree, or drops one, then appends the rest.
        const victim = b % first;
        const kinds = [
          leaves.map((leaf, i) => (i === victim ? entry(10_000 + i) : leaf)),
          leaves.filter((_, i) => i !== victim).concat(entry(20_000)),
          victim + 1 < size
            ? leaves.map((leaf, i) =>
                i === victim ? leaves[victim + 1] : i === victim + 1 ? leaves[victim] : leaf,
              )
            : null,
        ];
        for (const forged of kinds) {
          if (forged === null) continue;
          const fork = new MerkleTree();
          for (const leaf of forged) fork.append(leaf as Hash);
          expect(
            verifyConsistency({
              first,
              second: size,
              firstRoot,
              secondRoot: fork.root(),
              proof: fork.consistencyProof(first, size),
            }),
          ).toBe(false);
          // The old entry is no longer proven in the forked tree.
          expect(
            verifyInclusion({
              leafIndex: victim,
              treeSize: size,
              leaf: leaves[victim] as Hash,
              proof: fork.inclusionProof(victim, size),
              root: fork.root(),
            }),
          ).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses proofs of the wrong size or index, and sizes it does not hold', () => {
    const { tree, leaves } = treeOf(37);
    const proof = tree.inclusionProof(5, 37);
    const check = (leafIndex: number, treeSize: number) =>
      verifyInclusion({ leafIndex, treeSize, leaf: leaves[5] as Hash, proof, root: tree.root() });
    expect(check(5, 37)).toBe(true);
    expect(check(4, 37)).toBe(false);
    // The size is bound to the root by the signed tree head; a shape the proof does not fit fails.
    expect(check(5, 70)).toBe(false);
    expect(check(37, 37)).toBe(false);
    expect(() => tree.root(38)).toThrow(RangeError);
    expect(() => tree.inclusionProof(37)).toThrow(RangeError);
  });
});
