import {
  ChunkParamsSchema,
  ChunkReceiptSchema,
  CreateEnhancedRecordingBodySchema,
  DeleteRecordingBodySchema,
  EmptyQuerySchema,
  FinishRecordingBodySchema,
  IdParamsSchema,
  RECORDING_CHUNK_MAX_BYTES,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingDetailsListSchema,
  KeepRecordingBodySchema,
  RecordingDetailsSchema,
  RecordingReceiptSchema,
  RecordingUploadStatusSchema,
  ScheduledDeletionSchema,
  Sha256HexSchema,
  StartRecordingUploadBodySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { CustodyService } from '../custody/custody.service';
import { loggedFootage } from './footage-custody';
import { FootageQuerySchema, replyWithFootage } from './footage-reply';
import { registerLayerRoutes } from './recording-layers.routes';
import { chunkBytesOf } from './recording-errors';
import type { RecordingsService } from './recordings.service';
import type { StorageGuard } from './storage-guard';

const HTTP_CREATED = 201;
const HTTP_ACCEPTED = 202;

/**
 * Evidence uploads (DESIGN.md "Recording and evidence") and P1 §7's recording metadata.
 * Every call is the session's own: another identity's recording answers 404.
 */
export const recordingsRoutes: FastifyPluginAsyncZod<{
  recordingsService: RecordingsService;
  storageGuard: StorageGuard;
  custody: CustodyService;
}> = async (app, { recordingsService, storageGuard, custody }) => {
  // Chunks arrive as raw bytes; only in this plugin, and no larger than a chunk may be.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: RECORDING_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  registerLayerRoutes(app, recordingsService, storageGuard, custody);

  app.post(
    '/api/recordings',
    {
      schema: {
        tags: ['recordings'],
        summary: 'Open an evidence upload as recording starts; chunks follow in order.',
        body: StartRecordingUploadBodySchema,
        response: { [HTTP_CREATED]: RecordingUploadStatusSchema },
      },
    },
    async (request, reply) => {
      const userId = requireIdentity(request);
      // A retried start of an upload already open is not a new one.
      if (!(await recordingsService.isOwnRecording(userId, request.body.id))) {
        await storageGuard.admitRecording(userId);
      }
      const status = await recordingsService.start(userId, request.body);
      return reply.code(HTTP_CREATED).send(status);
    },
  );

  app.get(
    '/api/recordings/:id/upload',
    {
      schema: {
        tags: ['recordings'],
        summary: 'What the server holds of an upload: resume by sending chunk `chunkCount` next.',
        params: IdParamsSchema,
        querystring: EmptyQuerySchema,
        response: { 200: RecordingUploadStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recordingsService.status(requireIdentity(request), request.params.id);
    },
  );

  app.put(
    '/api/recordings/:id/chunks/:index',
    {
      // A recorder sends 4 chunks a second per camera and catches up in bursts after a dropped
      // network; each chunk must be the next of a recording this session started (a limited
      // write) and the recording is capped at RECORDING_MAX_BYTES.
      config: { writeRateLimit: false },
      schema: {
        tags: ['recordings'],
        summary: `One chunk, raw bytes (application/octet-stream) with its SHA-256 in ${RECORDING_CHUNK_SHA256_HEADER}. Answered once it is encrypted and on disk; a repeat of a stored chunk gets the same answer.`,
        params: ChunkParamsSchema,
        headers: z.object({ [RECORDING_CHUNK_SHA256_HEADER]: Sha256HexSchema }),
        response: { 200: ChunkReceiptSchema },
      },
    },
    async (request) => {
      const userId = requireIdentity(request);
      const bytes = chunkBytesOf(request.body);
      const chunk = { userId, address: request.ip, layer: 'full' as const, bytes: bytes.length };
      return storageGuard.storeChunk(chunk, () =>
        recordingsService.appendChunk(userId, request.params.id, {
          index: request.params.index,
          sha256: request.headers[RECORDING_CHUNK_SHA256_HEADER],
          bytes,
        }),
      );
    },
  );

  app.post(
    '/api/recordings/:id/finish',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'Seal the upload and get its receipt (byte and chunk counts, final chain hash, times).',
        params: IdParamsSchema,
        body: FinishRecordingBodySchema,
        response: { 200: RecordingReceiptSchema },
      },
    },
    async (request) =>
      recordingsService.finish(requireIdentity(request), request.params.id, request.body),
  );

  app.post(
    '/api/enhanced-recordings',
    {
      schema: {
        tags: ['recordings'],
        summary:
          "The recorder's metadata (P1 §3), on the upload named by recordingId, or on its own when no footage was uploaded.",
        body: CreateEnhancedRecordingBodySchema,
        response: { [HTTP_CREATED]: RecordingDetailsSchema },
      },
    },
    async (request, reply) => {
      const recording = await recordingsService.describe(requireIdentity(request), request.body);
      return reply.code(HTTP_CREATED).send(recording);
    },
  );

  app.get(
    '/api/recordings',
    {
      schema: {
        tags: ['recordings'],
        summary: "This session's recordings, newest first, with their receipts.",
        querystring: EmptyQuerySchema,
        response: { 200: RecordingDetailsListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recordingsService.list(requireIdentity(request));
    },
  );

  app.get(
    '/api/recordings/:id',
    {
      schema: {
        tags: ['recordings'],
        summary: 'One of this session’s recordings.',
        params: IdParamsSchema,
        querystring: EmptyQuerySchema,
        response: { 200: RecordingDetailsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recordingsService.get(requireIdentity(request), request.params.id);
    },
  );

  app.get(
    '/api/recordings/:id/video',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'The footage, decrypted, with Range support for seeking; ?download=1 to save it as a file.',
        params: IdParamsSchema,
        querystring: FootageQuerySchema,
      },
    },
    async (request, reply) => {
      const userId = requireIdentity(request);
      const access = {
        actor: { kind: 'owner' as const, userId },
        layer: 'full' as const,
        isDownload: request.query.download === '1',
      };
      return replyWithFootage(
        request,
        reply,
        loggedFootage(custody, access, (range) =>
          recordingsService.footage(userId, request.params.id, range),
        ),
      );
    },
  );

  app.put(
    '/api/recordings/:id/keep',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'Keep one of this session’s recordings past the retention (keep: true), or let the retention delete it again (keep: false; not when a complaint keeps it).',
        params: IdParamsSchema,
        body: KeepRecordingBodySchema,
        response: { 200: RecordingDetailsSchema },
      },
    },
    async (request) =>
      recordingsService.keep(requireIdentity(request), request.params.id, request.body.keep),
  );

  app.delete(
    '/api/recordings/:id',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'Schedule the deletion of one of this session’s recordings, RECORDING_DELETE_DELAY_DAYS away: 202 with the date; the footage stays downloadable and the deletion can be undone until then. An alert’s or a complaint’s recording (or one begun around an alert) also needs a code texted to the confirmed trusted contacts: without `code` the server texts one and answers 403 deletion_code_required (403 deletion_needs_contact when there is none). While a stop PIN is set, `pin` must be it.',
        params: IdParamsSchema,
        body: DeleteRecordingBodySchema,
        response: { [HTTP_ACCEPTED]: ScheduledDeletionSchema },
      },
    },
    async (request, reply) => {
      const scheduled = await recordingsService.remove(
        { userId: requireIdentity(request), clientAddress: request.ip },
        request.params.id,
        request.body?.code,
        request.body?.pin,
      );
      return reply.code(HTTP_ACCEPTED).send(scheduled);
    },
  );

  app.delete(
    '/api/recordings/:id/deletion',
    {
      schema: {
        tags: ['recordings'],
        summary: 'Undo a scheduled deletion of one of this session’s recordings.',
        params: IdParamsSchema,
        response: { 200: RecordingDetailsSchema },
      },
    },
    async (request) => recordingsService.undoRemove(requireIdentity(request), request.params.id),
  );
};
