import {
  type EvidenceLogTreeHead,
  type ManifestLayer,
  treeHeadSigningText,
} from '@redzone/contract';
import { fails, type Finding, holds, note } from './findings';
import type { KeyRing } from './key-ring';
import { fromHex, verifyConsistency } from './merkle';

/** The log answered, and refused: not an outage. */
export class LogRefusal extends Error {
  override name = 'LogRefusal';
}

/**
 * A later state of the public evidence log, as the person checking fetched it from the log
 * itself: its latest signed tree head, and its consistency proof from any earlier size to it.
 */
export interface LaterLog {
  head: EvidenceLogTreeHead;
  /** The log's proof that the tree of `first` entries is a prefix of `head` (RFC 9162 2.1.4). */
  consistency(first: number): Promise<string[]>;
}

/**
 * Whether the log, as it stands later, still holds the tree head this take was proven in: a log
 * that dropped or rewrote any entry since, this take's included, cannot prove it (RFC 9162
 * section 2.1.4.2). Runs only where the bundle's entry was proven included.
 */
export async function checkLogConsistency(
  layer: ManifestLayer,
  context: { keys: KeyRing; later: LaterLog },
): Promise<Finding | null> {
  const inclusion = layer.log?.inclusion;
  if (!inclusion) return null;
  const subject = `${layer.file} (evidence log, later)`;
  const { head } = context.later;
  const { signature, ...unsigned } = head;
  const refusal = await context.keys.refusal({
    keyId: head.keyId,
    text: treeHeadSigningText(unsigned),
    signature,
    at: head.timestamp,
  });
  if (refusal !== null) {
    return fails(subject, 'log_later_refused', { treeSize: head.treeSize }, refusal);
  }
  const first = inclusion.treeHead;
  // A later head older than the one the take was proven in is a log shown as it once was.
  if (Date.parse(head.timestamp) < Date.parse(first.timestamp)) {
    return fails(subject, 'log_later_older', { timestamp: head.timestamp, first: first.timestamp });
  }
  if (head.treeSize < first.treeSize) {
    return fails(subject, 'log_later_smaller', { first: first.treeSize, second: head.treeSize });
  }
  let proof: string[];
  try {
    proof = await context.later.consistency(first.treeSize);
  } catch (error) {
    if (error instanceof LogRefusal) {
      return fails(subject, 'log_proof_refused', { first: first.treeSize, why: error.message });
    }
    return note(subject, 'log_later_unavailable', {
      why: error instanceof Error ? error.message : String(error),
    });
  }
  const path = proof.map(fromHex);
  const firstRoot = fromHex(first.rootHash);
  const secondRoot = fromHex(head.rootHash);
  const isConsistent =
    firstRoot !== null &&
    secondRoot !== null &&
    path.every((hash) => hash !== null) &&
    verifyConsistency({
      first: first.treeSize,
      second: head.treeSize,
      firstRoot,
      secondRoot,
      proof: path as Uint8Array[],
    });
  if (!isConsistent) {
    return fails(subject, 'log_inconsistent', { first: first.treeSize, second: head.treeSize });
  }
  return holds(subject, 'log_consistent', {
    first: first.treeSize,
    second: head.treeSize,
    timestamp: head.timestamp,
  });
}
