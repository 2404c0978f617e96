import { randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type HomepageVideo,
  sanitizeUploadFilename,
  sha256Hex,
  type StreamInitBody,
  UPLOAD_CHUNK_BYTES,
  uploadChunkCount,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { StreamUploadRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { appendDurably, syncDirectory } from '../../platform/evidence/durable-append';
import {
  findLatestFinalized,
  findUpload,
  insertUpload,
  updateUpload,
} from './stream-upload.queries';
import { hasVideoExtension, looksLikeVideo } from './video-signature';

/** Where finalised videos are served from (the route registers this prefix). */
export const VIDEOS_URL_PREFIX = '/media/videos/';
/** A name the client already sanitised (P2 §5) is kept; anything else is sanitised here. */
const SANITISED_NAME = /^stream_\d+_[A-Za-z0-9._]+$/;

export interface StreamChunk {
  streamId: string;
  index: number;
  declaredSize: number;
  sha256: string | null;
  bytes: Buffer;
}

export interface StreamStatus {
  streamId: string;
  chunksReceived: number;
  totalChunks: number;
  finalized: boolean;
}

export interface StreamUploadService {
  init(body: StreamInitBody): Promise<{ streamId: string }>;
  append(chunk: StreamChunk): Promise<StreamStatus>;
  finalize(streamId: string): Promise<{ videoPath: string }>;
  status(streamId: string): Promise<StreamStatus>;
  homepageVideo(): Promise<HomepageVideo>;
}

const toStatus = (row: StreamUploadRow): StreamStatus => ({
  streamId: row.id,
  chunksReceived: row.chunksReceived,
  totalChunks: row.totalChunks,
  finalized: row.finalizedAt !== null,
});

function uploadNotFound(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'upload_not_found',
    'This upload does not exist. Start the upload again.',
  );
}

export function createStreamUploadService(deps: {
  db: Database;
  uploadsDir: string;
  uploadsEnabled: boolean;
  clock: () => Date;
  /**
   * Writes bytes to the disk unless the recordings' floor says no (507): phones' footage comes
   * first. Composed in app.ts from the recordings' storage guard.
   */
  storeOnDisk?: <T>(bytes: number, write: () => Promise<T>) => Promise<T>;
}): StreamUploadService {
  const { db, uploadsDir, uploadsEnabled, clock } = deps;
  const storeOnDisk = deps.storeOnDisk ?? ((_bytes, write) => write());
  const partOf = (id: string) => join(uploadsDir, 'parts', id);
  const videosDir = join(uploadsDir, 'videos');

  async function readBack(id: string, offset: number, length: number): Promise<Buffer> {
    const handle = await open(partOf(id), 'r');
    try {
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, offset);
      return buffer;
    } finally {
      await handle.close();
    }
  }

  return {
    async init({ filename, fileSize, totalChunks }) {
      const now = clock();
      const fileName = SANITISED_NAME.test(filename)
        ? filename
        : sanitizeUploadFilename(filename, now.getTime());
      if (!hasVideoExtension(fileName)) {
        throw new AppError(
          HTTP_STATUS.unsupportedMediaType,
          'not_a_video',
          'Please select a video file (MP4, MOV, AVI or WebM).',
        );
      }
      const expected = uploadChunkCount(fileSize);
      if (totalChunks !== expected) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'validation_failed',
          `A ${fileSize}-byte file is ${expected} chunks of ${UPLOAD_CHUNK_BYTES} bytes, not ${totalChunks}.`,
        );
      }
      const row = await insertUpload(db, {
        id: randomUUID(),
        fileName,
        fileSize,
        totalChunks,
        createdAt: now,
      });
      return { streamId: row.id };
    },

    async append({ streamId, index, declaredSize, sha256, bytes }) {
      if (declaredSize !== bytes.length) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'validation_failed',
          `Chunk ${index + 1} arrived with ${bytes.length} bytes, not the ${declaredSize} announced. Send it again.`,
        );
      }
      if (sha256 !== null && (await sha256Hex(bytes)) !== sha256) {
        throw new AppError(
          HTTP_STATUS.unprocessableContent,
          'chunk_hash_mismatch',
          `Chunk ${index + 1} arrived damaged (its SHA-256 does not match). Send it again.`,
        );
      }
      return db.transaction(async (tx) => {
        const row = await findUpload(tx, streamId, { forUpdate: true });
        if (row === null) throw uploadNotFound();
        if (row.finalizedAt !== null) {
          throw new AppError(
            HTTP_STATUS.conflict,
            'upload_finalized',
            'This upload is finished already.',
          );
        }
        const isLastRepeated = index === row.chunksReceived - 1;
        if (isLastRepeated) {
          // Its answer was lost: the same bytes again are fine, other bytes are not.
          const offset = row.bytesReceived - bytes.length;
          if (offset >= 0 && (await readBack(streamId, offset, bytes.length)).equals(bytes)) {
            return toStatus(row);
          }
          throw new AppError(
            HTTP_STATUS.conflict,
            'chunk_conflict',
            `Chunk ${index + 1} is stored already with other bytes.`,
          );
        }
        if (index !== row.chunksReceived) {
          throw new AppError(
            HTTP_STATUS.conflict,
            'chunk_out_of_order',
            `Chunk ${index + 1} is out of order: the server holds ${row.chunksReceived} chunks, so chunk ${row.chunksReceived + 1} comes next.`,
          );
        }
        const isLast = index === row.totalChunks - 1;
        const size = isLast ? row.fileSize - row.bytesReceived : UPLOAD_CHUNK_BYTES;
        if (bytes.length !== size) {
          throw new AppError(
            HTTP_STATUS.badRequest,
            'validation_failed',
            `Chunk ${index + 1} must be ${size} bytes (${UPLOAD_CHUNK_BYTES} each, the last one what is left).`,
          );
        }
        if (index === 0 && !looksLikeVideo(bytes)) {
          throw new AppError(
            HTTP_STATUS.unsupportedMediaType,
            'not_a_video',
            'This file is not an MP4, MOV, AVI or WebM video.',
          );
        }
        await storeOnDisk(bytes.length, () =>
          appendDurably(partOf(streamId), row.bytesReceived, bytes),
        );
        return toStatus(
          await updateUpload(tx, streamId, {
            chunksReceived: index + 1,
            bytesReceived: row.bytesReceived + bytes.length,
          }),
        );
      });
    },

    async finalize(streamId) {
      return db.transaction(async (tx) => {
        const row = await findUpload(tx, streamId, { forUpdate: true });
        if (row === null) throw uploadNotFound();
        const videoPath = `${VIDEOS_URL_PREFIX}${row.fileName}`;
        if (row.finalizedAt !== null) return { videoPath };
        if (row.chunksReceived !== row.totalChunks || row.bytesReceived !== row.fileSize) {
          throw new AppError(
            HTTP_STATUS.conflict,
            'upload_incomplete',
            `The server holds ${row.chunksReceived} of ${row.totalChunks} chunks; send the rest before finishing.`,
          );
        }
        await mkdir(videosDir, { recursive: true });
        await rename(partOf(streamId), join(videosDir, row.fileName));
        await syncDirectory(videosDir);
        await updateUpload(tx, streamId, { finalizedAt: clock() });
        return { videoPath };
      });
    },

    async status(streamId) {
      const row = await findUpload(db, streamId);
      if (row === null) throw uploadNotFound();
      return toStatus(row);
    },

    async homepageVideo() {
      const row = await findLatestFinalized(db);
      return {
        videoPath: row === null ? null : `${VIDEOS_URL_PREFIX}${row.fileName}`,
        uploadsEnabled,
      };
    },
  };
}
