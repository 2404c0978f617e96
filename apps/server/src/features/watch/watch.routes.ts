import { EmptyQuerySchema, WatchTokenParamsSchema, WatchViewSchema } from '@redzone/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WatchService } from './watch.service';

/** Plays one recording's evidence layer as its owner would (composed in app.ts). */
export type EvidenceReply = (
  request: FastifyRequest<{ Querystring: { download?: '0' | '1' | undefined } }>,
  reply: FastifyReply,
  watched: { senderId: string; alertId: string },
  recordingId: string,
) => Promise<unknown>;

/**
 * The trusted contacts' live view. No session is needed or made: the unguessable link
 * is the key, and the answers are never cached.
 */
export const watchRoutes: FastifyPluginAsyncZod<{
  watchService: WatchService;
  replyWithEvidence: EvidenceReply;
}> = async (app, { watchService, replyWithEvidence }) => {
  app.get(
    '/api/watch/:token',
    {
      schema: {
        tags: ['alerts'],
        summary:
          "A trusted contact's own watch link: the alert's place and state and its recordings' evidence layers, while it is active and an hour after. 404 for a wrong or revoked link, 410 once expired.",
        params: WatchTokenParamsSchema,
        querystring: EmptyQuerySchema,
        response: { 200: WatchViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return watchService.view(request.params.token);
    },
  );

  app.get(
    '/api/watch/:token/recordings/:id/evidence',
    {
      schema: {
        tags: ['alerts'],
        summary:
          "One of the alert's recordings, its evidence layer (sound and low-resolution video), playable as it arrives, through the watch link.",
        params: WatchTokenParamsSchema.extend({ id: z.string().min(1).max(100) }),
        // `v`: the page's reload counter, so a growing file is fetched anew.
        querystring: z.object({
          download: z.enum(['0', '1']).optional(),
          v: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) => {
      const watched = await watchService.playable(request.params.token, request.params.id);
      reply.header('referrer-policy', 'no-referrer');
      return replyWithEvidence(request, reply, watched, request.params.id);
    },
  );
};
