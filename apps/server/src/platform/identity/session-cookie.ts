import fastifyCookie from '@fastify/cookie';
import { SESSION_COOKIE_MAX_AGE_SECONDS, UserIdSchema } from '@redzone/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, HTTP_STATUS } from '../errors/app-error';

export const SESSION_COOKIE_NAME = 'redzone_session';

/**
 * The user id of a request, from the signed session cookie only. A `user-id` header, which the
 * spec's client sends, is never consulted: anyone can write one (DESIGN.md departures).
 */
export function readSessionUserId(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE_NAME];
  if (raw === undefined) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || value === null) return null;
  return UserIdSchema.safeParse(value).success ? value : null;
}

/** For routes that act on behalf of someone: the session's user id, or 401. */
export function requireIdentity(request: FastifyRequest): string {
  const userId = readSessionUserId(request);
  if (userId === null) {
    throw new AppError(
      HTTP_STATUS.unauthorized,
      'session_required',
      'No session. Reload the app to start one.',
    );
  }
  return userId;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): void {
  reply.setCookie(SESSION_COOKIE_NAME, userId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY says the proxy is ours.
    secure: request.protocol === 'https',
    maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Sign out (issue 31): the browser drops the cookie; the identity's rows are untouched. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
}

/** Registers cookie parsing and signing for the whole app. */
export const sessionCookiePlugin = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    await app.register(fastifyCookie, { secret: options.secret });
  },
  { name: 'session-cookie' },
);
