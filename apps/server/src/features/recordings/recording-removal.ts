import {
  ALERT_EXPIRY_MS,
  type RecordingDetails,
  type ScheduledDeletion,
  TAKE_BEFORE_ALERT_MS,
} from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { PinGuard, PinTry } from '../../platform/identity/pin-guard';
import {
  checkDeletionCode,
  codeRequired,
  codeSentLately,
  type DeletionCodeKeys,
  deletionCodeExpiry,
  type DeletionNotices,
  needsDeletionCode,
  newDeletionCode,
} from './recording-deletion';
import {
  countDeletionCodeTry,
  scheduleDeletion,
  setDeletionCode,
  startedAroundAnAlert,
} from './recordings.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The pretence a duress PIN keeps about deletions (decoy.service). */
export interface DeletionDecoys {
  of(userId: string): Promise<{
    deletions: Record<string, string>;
    deletionCodes: Record<string, { hash: string; expiresAt: string }>;
  } | null>;
  pretendDeletion(userId: string, recordingId: string, deleteAt: string | null): Promise<void>;
  pretendDeletionCode(
    userId: string,
    recordingId: string,
    code: { hash: string; expiresAt: string },
  ): Promise<void>;
}

export interface RecordingRemoval {
  /**
   * Schedules the deletion the deletion delay away and tells the trusted contacts. While a stop
   * PIN is set it needs it. An alert's or a complaint's take (a take begun around an alert too)
   * also needs a code texted to the confirmed trusted contacts, never to the phone that asks:
   * the first call without it sends one and is refused with deletion_code_required. The duress
   * PIN deletes nothing and answers as if it did; this phone then reads the deletion.
   */
  remove(
    who: PinTry,
    id: string,
    code: string | undefined,
    pin: string | undefined,
  ): Promise<ScheduledDeletion>;
  /** Undoes a scheduled (or a pretended) deletion. */
  undoRemove(userId: string, id: string): Promise<RecordingDetails>;
  /** Shows the deletions this phone was told of, where the duress PIN only pretended them. */
  asShownTo(userId: string, shown: RecordingDetails[]): Promise<RecordingDetails[]>;
}

function needsContact(): AppError {
  return new AppError(
    HTTP_STATUS.forbidden,
    'deletion_needs_contact',
    'Footage of an alert or a complaint can be deleted only with a code sent to one of your trusted contacts who confirmed. Add one first, or let it follow the retention.',
  );
}

export function createRecordingRemoval(deps: {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  delayDays: number;
  notices: DeletionNotices;
  keys: DeletionCodeKeys;
  pins: PinGuard;
  decoys: DeletionDecoys;
  ownRecording: (userId: string, id: string) => Promise<RecordingRow>;
  /** How many confirmed contacts the owner's phone reads (a pretended circle included). */
  shownContacts: (userId: string) => Promise<number>;
  details: (row: RecordingRow) => Promise<RecordingDetails>;
}): RecordingRemoval {
  const { db, clock, log, delayDays, notices, keys, pins, decoys, ownRecording, details } = deps;
  const { shownContacts } = deps;

  async function isProtected(row: RecordingRow): Promise<boolean> {
    if (needsDeletionCode(row)) return true;
    return startedAroundAnAlert(db, row, {
      before: TAKE_BEFORE_ALERT_MS,
      longest: ALERT_EXPIRY_MS,
    });
  }

  /** Null when the code checks out (or none is needed); otherwise what to refuse with. */
  async function checkCode(row: RecordingRow, code: string | undefined): Promise<void> {
    if (!(await isProtected(row))) return;
    if (code === undefined) {
      if (codeSentLately(row.deletionCodeExpiresAt, clock())) throw codeRequired();
      const fresh = newDeletionCode();
      // Texted first: with no confirmed contact nothing is written, and the refusal says why.
      if (!(await notices.sendCode(row.userId, fresh))) throw needsContact();
      await setDeletionCode(db, row.id, keys.hash(row.id, fresh), deletionCodeExpiry(clock()));
      throw codeRequired();
    }
    const attempts = await countDeletionCodeTry(db, row.id);
    const refusal = checkDeletionCode(row, code, keys, clock(), attempts);
    if (refusal !== null) throw refusal;
  }

  /**
   * The duress PIN's deletion, step for step as a real one: an alert's footage needs a code
   * texted to the contacts (who are told it deletes nothing), refused as a real one would be.
   */
  async function pretend(row: RecordingRow, code: string | undefined): Promise<ScheduledDeletion> {
    const decoy = await decoys.of(row.userId);
    const told = decoy?.deletions[row.id];
    if (told !== undefined) return { recordingId: row.id, deleteAt: told };
    if (await isProtected(row)) {
      if (code === undefined) {
        if ((await shownContacts(row.userId)) === 0) throw needsContact();
        const lately = decoy?.deletionCodes[row.id]?.expiresAt;
        if (codeSentLately(lately === undefined ? null : new Date(lately), clock())) {
          throw codeRequired();
        }
        const fresh = newDeletionCode();
        await notices.sendPretendCode(row.userId, fresh);
        await decoys.pretendDeletionCode(row.userId, row.id, {
          hash: keys.hash(row.id, fresh),
          expiresAt: deletionCodeExpiry(clock()).toISOString(),
        });
        throw codeRequired();
      }
      const sent = decoy?.deletionCodes[row.id];
      const attempts = await countDeletionCodeTry(db, row.id);
      const asSent = {
        ...row,
        deletionCodeHash: sent?.hash ?? null,
        deletionCodeExpiresAt: sent === undefined ? null : new Date(sent.expiresAt),
      };
      const refusal = checkDeletionCode(asSent, code, keys, clock(), attempts);
      if (refusal !== null) throw refusal;
    }
    const deleteAt = new Date(clock().getTime() + delayDays * DAY_MS).toISOString();
    await decoys.pretendDeletion(row.userId, row.id, deleteAt);
    return { recordingId: row.id, deleteAt };
  }

  return {
    async remove(who, id, code, pin) {
      const row = await ownRecording(who.userId, id);
      const verdict = await pins.guard(who, pin);
      if (verdict === 'duress') return pretend(row, code);
      if (row.deleteAt !== null) {
        return { recordingId: row.id, deleteAt: row.deleteAt.toISOString() };
      }
      await checkCode(row, code);
      const now = clock();
      const deleteAt = new Date(now.getTime() + delayDays * DAY_MS);
      await scheduleDeletion(db, row.id, deleteAt, now);
      log.info({ recordingId: row.id }, 'recording deletion scheduled');
      void notices.deletionRequested(who.userId, deleteAt);
      return { recordingId: row.id, deleteAt: deleteAt.toISOString() };
    },

    async undoRemove(userId, id) {
      const row = await ownRecording(userId, id);
      if ((await decoys.of(userId))?.deletions[id] !== undefined) {
        await decoys.pretendDeletion(userId, id, null);
      }
      return details(row.deleteAt === null ? row : await scheduleDeletion(db, row.id, null));
    },

    async asShownTo(userId, shown) {
      const deletions = (await decoys.of(userId))?.deletions ?? {};
      return shown.map((recording) => {
        const told = deletions[recording.id];
        return told === undefined || recording.deleteAt !== null
          ? recording
          : { ...recording, deleteAt: told };
      });
    },
  };
}
