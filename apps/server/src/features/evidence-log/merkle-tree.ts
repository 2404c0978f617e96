import { EMPTY_TREE_HASH, type Hash, nodeHash, splitPoint } from '@redzone/verify/merkle';

/**
 * The log's Merkle tree (RFC 9162 section 2.1), kept as the hash of every complete subtree: an
 * append costs a few hashes, and a root, an inclusion proof or a consistency proof for any size
 * a few dozen, where the RFC's plain statement walks every leaf. `levels[h][i]` is the hash of
 * leaves i * 2^h to (i + 1) * 2^h - 1, present once all of them are in.
 */
export class MerkleTree {
  private readonly levels: Hash[][] = [[]];

  get size(): number {
    return this.levels[0]?.length ?? 0;
  }

  /** Appends a leaf hash (leafHash of the entry); returns its index. */
  append(leaf: Hash): number {
    const index = this.size;
    (this.levels[0] as Hash[]).push(leaf);
    // Every complete pair makes its parent, up as far as they complete.
    let position = index;
    for (let height = 0; position % 2 === 1; height += 1) {
      const level = this.levels[height] as Hash[];
      const parent = nodeHash(level[position - 1] as Hash, level[position] as Hash);
      this.levels[height + 1] ??= [];
      (this.levels[height + 1] as Hash[]).push(parent);
      position = Math.floor(position / 2);
    }
    return index;
  }

  /** The root of the tree of its first `size` leaves (MTH(D[0:size])). */
  root(size = this.size): Hash {
    this.checkSize(size);
    return size === 0 ? EMPTY_TREE_HASH : this.hashOf(0, size);
  }

  /** PATH(index, D[0:size]): the audit path, the leaf's sibling first. */
  inclusionProof(index: number, size = this.size): Hash[] {
    this.checkSize(size);
    if (!Number.isSafeInteger(index) || index < 0 || index >= size) {
      throw new RangeError(`no leaf ${index} in a tree of ${size}`);
    }
    const path: Hash[] = [];
    const walk = (m: number, start: number, end: number): void => {
      const n = end - start;
      if (n <= 1) return;
      const k = splitPoint(n);
      if (m < k) {
        walk(m, start, start + k);
        path.push(this.hashOf(start + k, end));
      } else {
        walk(m - k, start + k, end);
        path.push(this.hashOf(start, start + k));
      }
    };
    walk(index, 0, size);
    return path;
  }

  /** PROOF(first, D[0:second]): that the tree of `second` leaves extends the one of `first`. */
  consistencyProof(first: number, second = this.size): Hash[] {
    this.checkSize(second);
    if (!Number.isSafeInteger(first) || first < 0 || first > second) {
      throw new RangeError(`no consistency from ${first} to ${second}`);
    }
    if (first === 0 || first === second) return [];
    const proof: Hash[] = [];
    const sub = (m: number, start: number, end: number, whole: boolean): void => {
      const n = end - start;
      if (m === n) {
        if (!whole) proof.push(this.hashOf(start, end));
        return;
      }
      const k = splitPoint(n);
      if (m <= k) {
        sub(m, start, start + k, whole);
        proof.push(this.hashOf(start + k, end));
      } else {
        sub(m - k, start + k, end, false);
        proof.push(this.hashOf(start, start + k));
      }
    };
    sub(first, 0, second, true);
    return proof;
  }

  /**
   * MTH(D[start:end]). Every range the RFC's recursion asks for starts on a multiple of its left
   * part's size, so a complete subtree is one lookup and the rest splits O(log n) times.
   */
  private hashOf(start: number, end: number): Hash {
    const n = end - start;
    const height = Math.log2(n);
    if (Number.isInteger(height) && start % n === 0) {
      const stored = this.levels[height]?.[start / n];
      if (stored !== undefined) return stored;
    }
    if (n === 1) throw new RangeError(`no leaf ${start}`);
    const k = splitPoint(n);
    return nodeHash(this.hashOf(start, start + k), this.hashOf(start + k, end));
  }

  private checkSize(size: number): void {
    if (!Number.isSafeInteger(size) || size < 0 || size > this.size) {
      throw new RangeError(`the tree has ${this.size} leaves, not ${size}`);
    }
  }
}
