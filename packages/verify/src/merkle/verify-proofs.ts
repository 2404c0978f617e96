import { type Hash, nodeHash, sameHash } from './hash';

/*
 * The two checks of RFC 9162, word for word from sections 2.1.3.2 and 2.1.4.2, so that any
 * implementation of the RFC checks our log and this checks any RFC log. Sizes and indexes are
 * halved with arithmetic, not bit shifts, so logs past 2^31 entries check too.
 */

const isOdd = (n: number) => n % 2 === 1;
const half = (n: number) => Math.floor(n / 2);

/** Whether `leaf` (a leaf hash) is entry `leafIndex` of the tree of `treeSize` whose root is `root`. */
export function verifyInclusion(input: {
  leafIndex: number;
  treeSize: number;
  leaf: Hash;
  proof: Hash[];
  root: Hash;
}): boolean {
  const { leafIndex, treeSize, proof } = input;
  if (!Number.isSafeInteger(leafIndex) || !Number.isSafeInteger(treeSize)) return false;
  if (leafIndex < 0 || leafIndex >= treeSize) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = input.leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      r = nodeHash(p, r);
      while (!isOdd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && sameHash(r, input.root);
}

/**
 * Whether the tree of `second` entries (root `secondRoot`) extends the tree of `first` entries
 * (root `firstRoot`) without changing or dropping any of them. Equal sizes need equal roots and
 * an empty proof; an empty first tree is a prefix of every tree.
 */
export function verifyConsistency(input: {
  first: number;
  second: number;
  firstRoot: Hash;
  secondRoot: Hash;
  proof: Hash[];
}): boolean {
  const { first, second, firstRoot, secondRoot } = input;
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second)) return false;
  if (first < 0 || first > second) return false;
  if (first === second) return input.proof.length === 0 && sameHash(firstRoot, secondRoot);
  if (first === 0) return input.proof.length === 0;
  if (input.proof.length === 0) return false;
  const path = isPowerOfTwo(first) ? [firstRoot, ...input.proof] : input.proof;
  let fn = first - 1;
  let sn = second - 1;
  while (isOdd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  const [start, ...rest] = path;
  if (start === undefined) return false;
  let fr = start;
  let sr = start;
  for (const c of rest) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (!isOdd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sameHash(fr, firstRoot) && sameHash(sr, secondRoot) && sn === 0;
}

function isPowerOfTwo(n: number): boolean {
  let k = 1;
  while (k < n) k *= 2;
  return k === n;
}
