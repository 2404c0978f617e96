import { type CustodyLog, custodyEntryHash, custodyGenesis } from '@redzone/contract';
import { fails, type Finding, holds } from './findings';

/** Every entry links to the one before it, from the recording's genesis, and hashes to itself. */
export async function checkCustodyLog(
  subject: string,
  log: CustodyLog,
  recordingId: string,
): Promise<Finding> {
  if (log.recordingId !== recordingId) {
    return fails(subject, 'custody_other_recording', {
      found: log.recordingId,
      expected: recordingId,
    });
  }
  let link = await custodyGenesis(recordingId);
  for (const [position, entry] of log.entries.entries()) {
    if (entry.seq !== position) {
      return fails(subject, 'custody_numbering', { position, seq: entry.seq });
    }
    if (entry.prevHash !== link) {
      return fails(subject, 'custody_unlinked', { seq: entry.seq });
    }
    const { entryHash, ...rest } = entry;
    if ((await custodyEntryHash(recordingId, rest)) !== entryHash) {
      const { seq, action, at } = entry;
      return fails(subject, 'custody_changed', { seq, action, at });
    }
    link = entryHash;
  }
  return holds(subject, 'custody_holds', { entryCount: log.entries.length });
}
