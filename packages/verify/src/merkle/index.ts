export {
  EMPTY_TREE_HASH,
  fromHex,
  type Hash,
  leafHash,
  nodeHash,
  sameHash,
  splitPoint,
  toHex,
} from './hash';
export { verifyConsistency, verifyInclusion } from './verify-proofs';
