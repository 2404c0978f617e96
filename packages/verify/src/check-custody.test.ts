import { type CustodyEntry, custodyEntryHash, custodyGenesis } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { checkCustodyLog } from './check-custody';

async function logOf(recordingId: string, actions: CustodyEntry['action'][]) {
  const entries: CustodyEntry[] = [];
  let prevHash = await custodyGenesis(recordingId);
  for (const [seq, action] of actions.entries()) {
    const entry = {
      seq,
      at: `2026-11-26T0${seq}:00:00.000Z`,
      actor: 'owner:ab',
      action,
      detail: 'full layer',
      prevHash,
    };
    const entryHash = await custodyEntryHash(recordingId, entry);
    entries.push({ ...entry, entryHash });
    prevHash = entryHash;
  }
  return { recordingId, entries };
}

describe('checkCustodyLog', () => {
  it('holds for an untouched log', async () => {
    const log = await logOf('r1', ['view', 'download', 'export']);
    expect((await checkCustodyLog('custody-log.json', log, 'r1')).holds).toBe(true);
  });

  it('names the entry that was changed, dropped or belongs to another recording', async () => {
    const log = await logOf('r1', ['view', 'download', 'export']);
    const changed = {
      ...log,
      entries: log.entries.map((e) => (e.seq === 1 ? { ...e, action: 'view' as const } : e)),
    };
    expect((await checkCustodyLog('custody-log.json', changed, 'r1')).message).toMatch(
      /entry 1 .* was changed/,
    );
    const dropped = {
      ...log,
      entries: [log.entries[0], log.entries[2]]
        .flatMap((e) => e ?? [])
        .map((e, seq) => ({ ...e, seq })),
    };
    expect((await checkCustodyLog('custody-log.json', dropped, 'r1')).holds).toBe(false);
    expect((await checkCustodyLog('custody-log.json', log, 'r2')).message).toMatch(/not r2/);
  });
});
