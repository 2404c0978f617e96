import { createHash } from 'node:crypto';
import {
  type CustodyAction,
  type CustodyEntry,
  type CustodyLog,
  custodyEntryHash,
  custodyGenesis,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { CustodyLogRow } from '../../db/schema';
import {
  findCustodyEntries,
  findLastCustodyEntry,
  insertCustodyEntry,
  lockCustodyLog,
} from './custody.queries';

/**
 * Who acted: the recording's owner (by session identity), a report prepared from it, or the
 * trusted contacts' watch link of the alert it belongs to (one link per alert).
 */
export type CustodyActor =
  | { kind: 'owner'; userId: string }
  | { kind: 'report'; reportId: string }
  | { kind: 'watchLink'; alertId: string };

export interface CustodyService {
  /** Appends one entry to the recording's log; the caller has checked the recording is theirs. */
  record(entry: {
    recordingId: string;
    actor: CustodyActor;
    action: CustodyAction;
    detail: string;
  }): Promise<void>;
  /** The whole log, oldest first, as exported. */
  log(recordingId: string): Promise<CustodyLog>;
}

/**
 * A stable tag for an identity in the log: the same person shows as the same actor, while the
 * identity itself (a session credential's subject) never leaves the server in an export.
 */
function actorOf(actor: CustodyActor): string {
  if (actor.kind === 'report') return `report:${actor.reportId}`;
  if (actor.kind === 'watchLink') return `watch-link:${actor.alertId}`;
  const tag = createHash('sha256').update(`redzone-custody-actor:${actor.userId}`).digest('hex');
  return `owner:${tag.slice(0, 16)}`;
}

function toEntry(row: CustodyLogRow): CustodyEntry {
  return {
    seq: row.seq,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    detail: row.detail,
    prevHash: row.prevHash,
    entryHash: row.entryHash,
  };
}

/** The custody log of recordings, hash-linked and appended to only. */
export function createCustodyService(deps: { db: Database; clock: () => Date }): CustodyService {
  const { db, clock } = deps;
  return {
    async record({ recordingId, actor, action, detail }) {
      await db.transaction(async (tx) => {
        await lockCustodyLog(tx, recordingId);
        const last = await findLastCustodyEntry(tx, recordingId);
        const unhashed = {
          seq: last === null ? 0 : last.seq + 1,
          at: clock().toISOString(),
          actor: actorOf(actor),
          action,
          detail,
          prevHash: last?.entryHash ?? (await custodyGenesis(recordingId)),
        };
        const entryHash = await custodyEntryHash(recordingId, unhashed);
        await insertCustodyEntry(tx, {
          ...unhashed,
          recordingId,
          at: new Date(unhashed.at),
          entryHash,
        });
      });
    },

    async log(recordingId) {
      return { recordingId, entries: (await findCustodyEntries(db, recordingId)).map(toEntry) };
    },
  };
}
