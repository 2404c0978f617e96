import {
  ChunkReceiptSchema,
  EmptyQuerySchema,
  FinishRecordingBodySchema,
  RECORDING_CHUNK_ENDS_AT_HEADER,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingLayerChunkParamsSchema,
  RecordingLayerParamsSchema,
  RecordingReceiptSchema,
  RecordingUploadStatusSchema,
  Sha256HexSchema,
  StartRecordingLayerBodySchema,
} from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { CustodyService } from '../custody/custody.service';
import { loggedFootage } from './footage-custody';
import { FootageQuerySchema, replyWithFootage } from './footage-reply';
import { chunkBytesOf } from './recording-errors';
import type { RecordingsService } from './recordings.service';
import type { StorageGuard } from './storage-guard';

const HTTP_CREATED = 201;
/** Media seconds, as a decimal: the recorder's own clock, never more than a day of footage. */
const EndsAtSchema = z.coerce
  .number()
  .nonnegative()
  .max(24 * 60 * 60);

/**
 * The layers of a recording: open, resume, send, seal and download each. Registered by
 * recordingsRoutes, in its scope (its raw-bytes parser is what the chunks need). `full` is the
 * recording itself, so a client may use these routes for both layers.
 */
export function registerLayerRoutes(
  app: FastifyInstance,
  recordingsService: RecordingsService,
  storageGuard: StorageGuard,
  custody: CustodyService,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/recordings/:id/layers/:layer',
    {
      schema: {
        tags: ['recordings'],
        summary:
          "Open a layer of one of this session's recordings (evidence or full), under the recorder's own id for it. A retried open gets the same layer.",
        params: RecordingLayerParamsSchema,
        body: StartRecordingLayerBodySchema,
        response: { [HTTP_CREATED]: RecordingUploadStatusSchema },
      },
    },
    async (request, reply) => {
      const { id, layer } = request.params;
      const status = await recordingsService.startLayer(
        requireIdentity(request),
        id,
        layer,
        request.body,
      );
      return reply.code(HTTP_CREATED).send(status);
    },
  );

  routes.get(
    '/api/recordings/:id/layers/:layer',
    {
      schema: {
        tags: ['recordings'],
        summary: 'What the server holds of a layer: resume by sending chunk `chunkCount` next.',
        params: RecordingLayerParamsSchema,
        querystring: EmptyQuerySchema,
        response: { 200: RecordingUploadStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, layer } = request.params;
      return recordingsService.layerStatus(requireIdentity(request), id, layer);
    },
  );

  routes.put(
    '/api/recordings/:id/layers/:layer/chunks/:index',
    {
      // As the recording's own chunks: in order, capped, and not a limited write.
      config: { writeRateLimit: false },
      schema: {
        tags: ['recordings'],
        summary: `One chunk of a layer, raw bytes with its SHA-256 in ${RECORDING_CHUNK_SHA256_HEADER} and, optionally, its end in media seconds in ${RECORDING_CHUNK_ENDS_AT_HEADER} ("secured up to"). 409 layer_not_started for a layer never opened.`,
        params: RecordingLayerChunkParamsSchema,
        headers: z.object({
          [RECORDING_CHUNK_SHA256_HEADER]: Sha256HexSchema,
          [RECORDING_CHUNK_ENDS_AT_HEADER]: EndsAtSchema.optional(),
        }),
        response: { 200: ChunkReceiptSchema },
      },
    },
    async (request) => {
      const bytes = chunkBytesOf(request.body);
      const { id, layer, index } = request.params;
      const userId = requireIdentity(request);
      const chunk = { userId, address: request.ip, layer, bytes: bytes.length };
      return storageGuard.storeChunk(chunk, () =>
        recordingsService.appendLayerChunk(userId, id, layer, {
          index,
          sha256: request.headers[RECORDING_CHUNK_SHA256_HEADER],
          bytes,
          endsAtSeconds: request.headers[RECORDING_CHUNK_ENDS_AT_HEADER],
        }),
      );
    },
  );

  routes.post(
    '/api/recordings/:id/layers/:layer/finish',
    {
      schema: {
        tags: ['recordings'],
        summary: "Seal a layer and get its receipt (its own chain, from the layer's id).",
        params: RecordingLayerParamsSchema,
        body: FinishRecordingBodySchema,
        response: { 200: RecordingReceiptSchema },
      },
    },
    async (request) => {
      const { id, layer } = request.params;
      return recordingsService.finishLayer(requireIdentity(request), id, layer, request.body);
    },
  );

  routes.get(
    '/api/recordings/:id/layers/:layer/video',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'One layer as one file, decrypted, with Range support; playable while still incomplete (up to its last stored fragment). ?download=1 to save it.',
        params: RecordingLayerParamsSchema,
        querystring: FootageQuerySchema,
      },
    },
    async (request, reply) => {
      const userId = requireIdentity(request);
      const { id, layer } = request.params;
      const access = {
        actor: { kind: 'owner' as const, userId },
        layer,
        isDownload: request.query.download === '1',
      };
      return replyWithFootage(
        request,
        reply,
        loggedFootage(custody, access, (range) =>
          recordingsService.layerFootage(userId, id, layer, range),
        ),
      );
    },
  );
}
