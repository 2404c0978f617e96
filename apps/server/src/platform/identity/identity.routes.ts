import { EmptyQuerySchema, SessionSchema } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IdentityService } from './identity.service';
import {
  clearSessionCookie,
  readSessionUserId,
  requireIdentity,
  setSessionCookie,
} from './session-cookie';

export const identityRoutes: FastifyPluginAsyncZod<{ identityService: IdentityService }> = async (
  app,
  { identityService },
) => {
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary: 'The anonymous identity of this browser, minted on first call',
        querystring: EmptyQuerySchema,
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      const session = await identityService.resolveSession(readSessionUserId(request));
      // Re-set on every call so the cookie's lifetime slides with use.
      setSessionCookie(request, reply, session.userId);
      reply.header('cache-control', 'no-store');
      return session;
    },
  );

  app.delete(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary:
          'Sign out: this browser forgets its identity (the cookie is cleared). What the identity made stays on the server; the next GET /api/session mints a new one.',
        querystring: EmptyQuerySchema,
      },
    },
    async (request, reply) => {
      // A session to sign out of, like every other write (no session: 401).
      requireIdentity(request);
      clearSessionCookie(reply);
      return reply.code(204).send();
    },
  );
};
