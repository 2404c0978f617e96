import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import {
  HomepageVideoSchema,
  IdParamsSchema,
  EmptyQuerySchema,
  STREAM_HEADERS,
  StreamFinalizeBodySchema,
  StreamFinalizeResponseSchema,
  StreamInitBodySchema,
  StreamInitResponseSchema,
  StreamStatusSchema,
  UPLOAD_CHUNK_BYTES,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { AdminGuard } from '../../platform/identity/admin-token';
import { type StreamUploadService, VIDEOS_URL_PREFIX } from './stream-upload.service';

const HTTP_CREATED = 201;

const ChunkHeadersSchema = z.object({
  [STREAM_HEADERS.streamId]: z.string().min(1).max(100),
  [STREAM_HEADERS.chunkIndex]: z.coerce.number().int().nonnegative(),
  [STREAM_HEADERS.chunkSize]: z.coerce.number().int().positive().max(UPLOAD_CHUNK_BYTES),
  [STREAM_HEADERS.chunkSha256]: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

/** P2 §7 stream upload (the homepage video) and the video it serves. */
export const streamUploadRoutes: FastifyPluginAsyncZod<{
  streamUploadService: StreamUploadService;
  requireAdmin: AdminGuard;
  videosDir: string;
}> = async (app, { streamUploadService, requireAdmin, videosDir }) => {
  // A chunk is raw bytes of whatever type the browser gives the slice (often video/mp4 or none).
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_BYTES },
    (_request, body, done) => done(null, body),
  );
  await mkdir(videosDir, { recursive: true });
  // Finalised videos, with Range support for the player (seek, resume).
  await app.register(fastifyStatic, {
    root: videosDir,
    prefix: VIDEOS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
  });

  app.post(
    '/api/stream-upload/init',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Start uploading the homepage video (admin token).',
        body: StreamInitBodySchema,
        response: { [HTTP_CREATED]: StreamInitResponseSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      return reply.code(HTTP_CREATED).send(await streamUploadService.init(request.body));
    },
  );

  app.post(
    '/api/stream-upload/stream',
    {
      // A video is hundreds of chunks sent back to back; only the admin token gets past the
      // guard, and each chunk must be the next of an upload opened by init (a limited write).
      config: { writeRateLimit: false },
      schema: {
        tags: ['uploads'],
        summary: `One ${UPLOAD_CHUNK_BYTES}-byte chunk, raw, in order (admin token); ${STREAM_HEADERS.chunkIndex} is 0-based.`,
        headers: ChunkHeadersSchema,
        response: { 200: StreamStatusSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'validation_failed',
          'Send the chunk as the raw request body.',
        );
      }
      const headers = request.headers;
      return streamUploadService.append({
        streamId: headers[STREAM_HEADERS.streamId],
        index: headers[STREAM_HEADERS.chunkIndex],
        declaredSize: headers[STREAM_HEADERS.chunkSize],
        sha256: headers[STREAM_HEADERS.chunkSha256] ?? null,
        bytes,
      });
    },
  );

  app.post(
    '/api/stream-upload/finalize',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Finish the upload; the video becomes the homepage video (admin token).',
        body: StreamFinalizeBodySchema,
        response: { 200: StreamFinalizeResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return streamUploadService.finalize(request.body.streamId);
    },
  );

  app.get(
    '/api/stream-upload/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'How many chunks the server holds, to resume (admin token).',
        params: IdParamsSchema,
        querystring: EmptyQuerySchema,
        response: { 200: StreamStatusSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return streamUploadService.status(request.params.id);
    },
  );

  app.get(
    '/api/homepage-video',
    {
      schema: {
        tags: ['uploads'],
        summary: 'The uploaded homepage video, or null when none was uploaded.',
        querystring: EmptyQuerySchema,
        response: { 200: HomepageVideoSchema },
      },
    },
    async () => streamUploadService.homepageVideo(),
  );
};
