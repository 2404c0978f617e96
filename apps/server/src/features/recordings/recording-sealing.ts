import type { FinishRecordingBody, RecordingReceipt } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { EncryptedTake } from '../../platform/evidence/encrypted-take';
import type { EvidenceLog } from '../evidence-log/evidence-log.service';
import type { ChainTimestamper } from './chain-timestamps';
import { recordingEmpty, recordingNotFound } from './recording-errors';
import { toReceipt } from './recording-presenter';
import { checkTakeBeforeSealing } from './take-check';
import {
  deleteRecording,
  findLayersOf,
  findOwnRecording,
  updateRecording,
} from './recordings.queries';

/** Sealing a take (or one of its layers): once every chunk is there and the chains agree. */
export function createRecordingSealing(deps: {
  db: Database;
  clock: () => Date;
  fileOf: (id: string) => EncryptedTake;
  timestamper: ChainTimestamper;
  /** The public log every sealed layer enters, in the sealing transaction. */
  evidenceLog: EvidenceLog;
}) {
  const { db, clock, fileOf, timestamper, evidenceLog } = deps;

  /** Seals an upload (a recording or one of its layers) once every chunk is there and agrees. */
  async function finishRow(
    userId: string,
    id: string,
    body: FinishRecordingBody,
  ): Promise<RecordingReceipt> {
    await removeIfEmpty(userId, id, body);
    const { receipt, sealed } = await db.transaction(async (tx) => {
      const row = await findOwnRecording(tx, userId, id, { forUpdate: true });
      if (row === null) throw recordingNotFound();
      if (body.chunkCount !== row.chunkCount) {
        throw new AppError(
          HTTP_STATUS.conflict,
          'recording_incomplete',
          `The server holds ${row.chunkCount} of the ${body.chunkCount} chunks; send the rest before finishing.`,
        );
      }
      if (body.chainHash !== row.chainHash) {
        throw new AppError(
          HTTP_STATUS.conflict,
          'chunk_conflict',
          "The server's hash chain differs from the recorder's: the chunks it holds are not the ones recorded.",
        );
      }
      if (row.status !== 'finished') await checkTakeBeforeSealing(tx, row, fileOf(id));
      const finished =
        row.status === 'finished'
          ? row
          : await updateRecording(tx, id, { status: 'finished', finishedAt: clock() });
      // Sealed means logged: both commit together, or neither does.
      if (row.status !== 'finished') await evidenceLog.append(tx, finished);
      const receipt = toReceipt(finished, timestamper.thirdPartyTime);
      if (receipt === null) throw new Error(`recording ${id} finished without a time`);
      return { receipt, sealed: row.status === 'finished' ? null : finished };
    });
    // After the commit: the stamp's row names the recording's.
    if (sealed !== null) timestamper.finished(sealed);
    const logged = (await evidenceLog.proofsOf([id])).get(id) ?? null;
    return { ...receipt, log: logged };
  }

  /**
   * An upload finished with nothing in it (a camera that handed over nothing; a page closed before
   * the first chunk) is removed, with 409 recording_empty: a receipt over 0 bytes would say
   * "secured" about footage that never existed. A recording whose evidence layer holds footage is
   * not empty: it is sealed as before.
   */
  async function removeIfEmpty(userId: string, id: string, body: FinishRecordingBody) {
    if (body.chunkCount !== 0) return;
    const row = await findOwnRecording(db, userId, id);
    if (row === null || row.status === 'finished' || row.chunkCount !== 0) return;
    const layers = row.parentId === null ? await findLayersOf(db, [row.id]) : [];
    if (layers.some((layer) => layer.chunkCount > 0)) return;
    await removeWithLayers(row);
    throw recordingEmpty();
  }

  /** Footage first: a crash (or a store that stops answering) leaves rows the next try finishes. */
  async function removeWithLayers(row: RecordingRow): Promise<void> {
    for (const layer of await findLayersOf(db, [row.id])) await fileOf(layer.id).remove();
    await fileOf(row.id).remove();
    // The layers' rows go with the recording's (ON DELETE CASCADE).
    await deleteRecording(db, row.id);
  }

  return { finishRow, removeWithLayers };
}
