import { logEntryText, type ManifestLayer, treeHeadSigningText } from '@redzone/contract';
import { fails, type Finding, holds, note } from './findings';
import type { KeyRing } from './key-ring';
import { fromHex, leafHash, toHex, verifyInclusion } from './merkle';

/**
 * A sealed layer's entry in the server's public evidence log: the entry names this layer and its
 * chain head, hashes to the leaf given, and the audit path leads to a tree head signed with a
 * trusted key (RFC 9162 section 2.1.3.2). Whoever kept a later tree head can also ask the log for
 * a consistency proof: a log that dropped or rewrote this take then fails.
 */
export async function checkLogEntry(
  layer: ManifestLayer,
  context: { recordingId: string; keys: KeyRing; exportedAt: string },
): Promise<Finding> {
  const subject = `${layer.file} (evidence log)`;
  const log = layer.log;
  if (log === null) return note(subject, 'log_none');
  const { entry } = log;
  const expected = {
    recordingId: context.recordingId,
    layer: layer.name,
    layerId: layer.layerId,
    chunkCount: layer.chunkCount,
    chainHash: layer.chainHash,
    sealedAt: layer.finishedAt,
  };
  for (const [field, value] of Object.entries(expected)) {
    if (entry[field as keyof typeof entry] !== value) {
      return fails(subject, 'log_entry_other', { field });
    }
  }
  // Times in order: every chunk before the seal, the seal before the head that covers it, the
  // head before the bundle was made. A key that signs anything could claim any of them, but not
  // out of order.
  const lastChunkAt = Math.max(...layer.chunks.map((chunk) => Date.parse(chunk.receivedAt)));
  if (Date.parse(entry.sealedAt) < lastChunkAt) return fails(subject, 'log_sealed_early');
  const leaf = leafHash(new TextEncoder().encode(logEntryText(entry)));
  if (toHex(leaf) !== log.leafHash) return fails(subject, 'log_leaf_changed');
  if (log.inclusion === null) return note(subject, 'log_pending', { leafIndex: log.leafIndex });
  const { treeHead, auditPath } = log.inclusion;
  const headAt = Date.parse(treeHead.timestamp);
  if (headAt < Date.parse(entry.sealedAt) || headAt > Date.parse(context.exportedAt)) {
    return fails(subject, 'log_head_time', {
      timestamp: treeHead.timestamp,
      sealedAt: entry.sealedAt,
      exportedAt: context.exportedAt,
    });
  }
  const { signature, ...unsigned } = treeHead;
  const refusal = await context.keys.refusal({
    keyId: treeHead.keyId,
    text: treeHeadSigningText(unsigned),
    signature,
    at: treeHead.timestamp,
  });
  if (refusal !== null) {
    return fails(subject, 'log_head_refused', { treeSize: treeHead.treeSize }, refusal);
  }
  const path = auditPath.map(fromHex);
  const root = fromHex(treeHead.rootHash);
  const isIncluded =
    root !== null &&
    path.every((hash) => hash !== null) &&
    verifyInclusion({
      leafIndex: log.leafIndex,
      treeSize: treeHead.treeSize,
      leaf,
      proof: path as Uint8Array[],
      root,
    });
  if (!isIncluded) return fails(subject, 'log_not_included', { treeSize: treeHead.treeSize });
  return holds(subject, 'log_included', {
    leafIndex: log.leafIndex,
    treeSize: treeHead.treeSize,
    timestamp: treeHead.timestamp,
  });
}
