import { type CustodyLog, custodyEntryHash, custodyGenesis } from '@redzone/contract';
import { fails, type Finding, holds } from './findings';

/** Every entry links to the one before it, from the recording's genesis, and hashes to itself. */
export async function checkCustodyLog(
  subject: string,
  log: CustodyLog,
  recordingId: string,
): Promise<Finding> {
  if (log.recordingId !== recordingId) {
    return fails(subject, `is the log of recording ${log.recordingId}, not ${recordingId}`);
  }
  let link = await custodyGenesis(recordingId);
  for (const [position, entry] of log.entries.entries()) {
    if (entry.seq !== position) return fails(subject, `entry ${position} is numbered ${entry.seq}`);
    if (entry.prevHash !== link) {
      return fails(subject, `entry ${entry.seq} does not link to the entry before it`);
    }
    const { entryHash, ...rest } = entry;
    if ((await custodyEntryHash(recordingId, rest)) !== entryHash) {
      return fails(subject, `entry ${entry.seq} (${entry.action} at ${entry.at}) was changed`);
    }
    link = entryHash;
  }
  return holds(subject, `${log.entries.length} entries, each linked to the one before it`);
}
