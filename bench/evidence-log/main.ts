import { leafHash, verifyConsistency, verifyInclusion } from '../../packages/verify/src/merkle';
import { MerkleTree } from '../../apps/server/src/features/evidence-log/merkle-tree';

/**
 * The evidence log's tree at 100,000 takes: what an append, an inclusion proof and a consistency
 * proof cost, and their checks by the verifier's code. In memory: the database round trip of an
 * append is the ingest bench's, not this one's.
 */
const TAKES = 100_000;
const PROOFS = 2_000;

const encoder = new TextEncoder();
const leaves = Array.from({ length: TAKES }, (_, i) =>
  leafHash(encoder.encode(`sha256-chain:${i.toString(16).padStart(64, '0')}`)),
);

const tree = new MerkleTree();
let started = performance.now();
for (const leaf of leaves) tree.append(leaf);
const appendMs = performance.now() - started;

const picks = Array.from({ length: PROOFS }, () => Math.floor(Math.random() * TAKES));
started = performance.now();
const root = tree.root();
const proofs = picks.map((index) => tree.inclusionProof(index));
const proveMs = performance.now() - started;

started = performance.now();
const allIncluded = picks.every((index, i) =>
  verifyInclusion({
    leafIndex: index,
    treeSize: TAKES,
    leaf: leaves[index] as Uint8Array,
    proof: proofs[i] as Uint8Array[],
    root,
  }),
);
const checkMs = performance.now() - started;

started = performance.now();
const consistency = picks.map((first) => ({ first, proof: tree.consistencyProof(first) }));
const consistencyMs = performance.now() - started;
const allConsistent = consistency.every(({ first, proof }) =>
  verifyConsistency({
    first,
    second: TAKES,
    firstRoot: tree.root(first),
    secondRoot: root,
    proof,
  }),
);

const per = (ms: number, n: number) => `${((ms / n) * 1000).toFixed(1)} µs`;
console.log(
  `evidence log, ${TAKES.toLocaleString('en-US')} takes: append ${per(appendMs, TAKES)} each ` +
    `(${appendMs.toFixed(0)} ms in all); inclusion proof ${per(proveMs, PROOFS)}, ` +
    `its check ${per(checkMs, PROOFS)}; consistency proof ${per(consistencyMs, PROOFS)}; ` +
    `proofs ${proofs[0]?.length ?? 0} hashes deep; all checked: ${allIncluded && allConsistent}`,
);
process.exitCode = allIncluded && allConsistent ? 0 : 1;
