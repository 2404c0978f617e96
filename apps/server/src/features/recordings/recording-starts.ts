import { randomUUID } from 'node:crypto';
import {
  chainGenesis,
  GAP_LAYER_MIME_TYPE,
  type RecordingLayerName,
  type RecordingUploadStatus,
  type StartRecordingLayerBody,
  type StartRecordingUploadBody,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database-error';
import type { RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { ensureIdentity } from '../../platform/identity/identity.queries';
import { toUploadStatus } from './recording-presenter';
import { alertExists, findLayer, findRecordingById, insertRecording } from './recordings.queries';

/**
 * Opening an upload: a take (its id may come from the phone, so a retried start gets the same
 * one back), and each of its layers under an id of its own, where its chain starts.
 */
export function createRecordingStarts(deps: {
  db: Database;
  clock: () => Date;
  ownRecording: (userId: string, id: string) => Promise<RecordingRow>;
}) {
  const { db, clock, ownRecording } = deps;

  async function checkAlert(alertId: string | null): Promise<void> {
    if (alertId !== null && !(await alertExists(db, alertId))) {
      throw new AppError(
        HTTP_STATUS.badRequest,
        'alert_not_found',
        'The alert this recording belongs to was not found. Send it without an alert id.',
      );
    }
  }

  async function newRecording(
    userId: string,
    values: { id?: string | undefined; mimeType: string; alertId: string | null },
  ): Promise<RecordingRow> {
    const id = values.id ?? randomUUID();
    await ensureIdentity(db, userId, clock());
    return insertRecording(db, {
      id,
      userId,
      alertId: values.alertId,
      mimeType: values.mimeType,
      chainHash: await chainGenesis(id),
      createdAt: clock(),
    });
  }

  /** A retried start (its answer was lost) gets the same upload back; another's id is taken. */
  async function sameStart(userId: string, id: string): Promise<RecordingUploadStatus | null> {
    const existing = await findRecordingById(db, id);
    if (existing === null) return null;
    if (existing.userId === userId) return toUploadStatus(existing);
    throw new AppError(
      HTTP_STATUS.conflict,
      'chunk_conflict',
      'This recording id is taken. Start the upload with a new id.',
    );
  }

  return {
    checkAlert,
    newRecording,

    async start(userId: string, body: StartRecordingUploadBody): Promise<RecordingUploadStatus> {
      const { id } = body;
      if (id !== undefined) {
        const existing = await sameStart(userId, id);
        if (existing !== null) return existing;
      }
      await checkAlert(body.alertId);
      try {
        return toUploadStatus(await newRecording(userId, body));
      } catch (error) {
        // Two starts of one recording raced (the device retried while the first was on its
        // way): the loser answers as a retry would, instead of a 500.
        const existing =
          id !== undefined && isUniqueViolation(error) ? await sameStart(userId, id) : null;
        if (existing === null) throw error;
        return existing;
      }
    },

    async startLayer(
      userId: string,
      id: string,
      layer: RecordingLayerName,
      { layerId, mimeType }: StartRecordingLayerBody,
    ): Promise<RecordingUploadStatus> {
      const recording = await ownRecording(userId, id);
      if (layer === 'full') return toUploadStatus(recording);
      // The gaps layer holds gap lines, and only it does: a player must never be handed one.
      if ((layer === 'gaps') !== (mimeType === GAP_LAYER_MIME_TYPE)) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'validation_failed',
          `The gaps layer, and only it, is opened as ${GAP_LAYER_MIME_TYPE}.`,
        );
      }
      const existing = await findLayer(db, recording.id, layer);
      // A retried start (its answer was lost) gets the same layer back.
      if (existing?.id === layerId) return toUploadStatus(existing);
      // Read after the layer: a start racing this one may have written it in between, and that
      // is this very layer, not a taken id.
      const taken = existing === null ? await findRecordingById(db, layerId) : null;
      if (taken !== null && taken.parentId === recording.id && taken.layer === layer) {
        return toUploadStatus(taken);
      }
      // A sealed take is whole: a layer opened afterwards would be footage nobody recorded with
      // it, and two exports of one take could then differ and both verify.
      if (existing === null && recording.status === 'finished') {
        throw new AppError(
          HTTP_STATUS.conflict,
          'recording_finished',
          'This recording is sealed; no layer can be added to it. Start a new one.',
        );
      }
      if (existing !== null || taken !== null) {
        throw new AppError(
          HTTP_STATUS.conflict,
          'chunk_conflict',
          `This recording's ${layer} layer is already open under another id, or that id is taken.`,
        );
      }
      try {
        const row = await insertRecording(db, {
          id: layerId,
          userId,
          alertId: recording.alertId,
          mimeType,
          layer,
          parentId: recording.id,
          chainHash: await chainGenesis(layerId),
          createdAt: clock(),
        });
        return toUploadStatus(row);
      } catch (error) {
        // Two starts of this layer raced: the loser answers as a retry would.
        const winner = isUniqueViolation(error) ? await findLayer(db, recording.id, layer) : null;
        if (winner?.id !== layerId) throw error;
        return toUploadStatus(winner);
      }
    },
  };
}
