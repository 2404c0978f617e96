import type { EvidenceAck } from '../schemas/evidence';
import type { EvidenceLogEntry, EvidenceLogTreeHead } from '../schemas/evidence-log';
import { sha256Hex } from './hash-chain';

/**
 * The exact texts the server signs. Plain lines in a fixed order, not JSON, so anyone
 * can rebuild them in any language without a canonical JSON encoder; each starts with its kind
 * and version, so a signature over one kind can never pass for another.
 */
export function ackSigningText(ack: Omit<EvidenceAck, 'signature'>): string {
  return [
    'redzone-evidence-ack-v1',
    ack.recordingId,
    ack.layer,
    ack.layerId,
    String(ack.index),
    ack.sha256,
    ack.storedSha256,
    ack.chainHash,
    ack.receivedAt,
    ack.keyId,
  ].join('\n');
}

/** The bytes of an evidence log entry's leaf (RFC 9162 hashes them as SHA-256(0x00 || text)). */
export function logEntryText(entry: EvidenceLogEntry): string {
  return [
    'redzone-evidence-log-entry-v1',
    entry.recordingId,
    entry.layer,
    entry.layerId,
    String(entry.chunkCount),
    entry.chainHash,
    entry.sealedAt,
  ].join('\n');
}

/** What a signed tree head's signature covers. */
export function treeHeadSigningText(head: Omit<EvidenceLogTreeHead, 'signature'>): string {
  return [
    'redzone-evidence-log-head-v1',
    String(head.treeSize),
    head.rootHash,
    head.timestamp,
    head.keyId,
  ].join('\n');
}

/** What the bundle's signature over a file (manifest, custody log) covers: its name and hash. */
export function fileSigningText(
  file: { name: string; sha256: string; keyId: string },
  /**
   * The export the file belongs to (manifest version 2 on): its take and its time. Without it a
   * file signed for one export (another take's court kit, an earlier custody log) checked as part
   * of any other by the same key (an outside tester's attack).
   */
  exported?: { recordingId: string; exportedAt: string },
): string {
  if (exported === undefined)
    return ['redzone-evidence-file-v1', file.name, file.sha256, file.keyId].join('\n');
  return [
    'redzone-evidence-file-v2',
    exported.recordingId,
    exported.exportedAt,
    file.name,
    file.sha256,
    file.keyId,
  ].join('\n');
}

/** A key's id: its kind and the first 8 bytes of SHA-256 over its raw public key. */
export async function evidenceKeyIdOf(rawPublicKey: Uint8Array): Promise<string> {
  return `rz-ed25519-${(await sha256Hex(rawPublicKey)).slice(0, 16)}`;
}
