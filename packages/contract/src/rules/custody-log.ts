import type { CustodyEntry } from '../schemas/custody';
import { sha256Hex } from './hash-chain';

const encoder = new TextEncoder();

/**
 * The custody log's hash links: the first entry links to SHA-256 of
 * "redzone-custody:<recording id>", each next one to the entry before it, and an entry's hash is
 * SHA-256 over its link and its fields as lines. Changing, dropping or reordering an entry breaks
 * every link after it.
 */
export function custodyGenesis(recordingId: string): Promise<string> {
  return sha256Hex(encoder.encode(`redzone-custody:${recordingId}`));
}

export function custodyEntryHash(
  recordingId: string,
  entry: Omit<CustodyEntry, 'entryHash'>,
): Promise<string> {
  const text = [
    'redzone-custody-entry-v1',
    recordingId,
    entry.prevHash,
    String(entry.seq),
    entry.at,
    entry.actor,
    entry.action,
    entry.detail,
  ].join('\n');
  return sha256Hex(encoder.encode(text));
}
