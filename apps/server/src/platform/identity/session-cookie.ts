import fastifyCookie from '@fastify/cookie';
import { SESSION_COOKIE_MAX_AGE_SECONDS, UserIdSchema } from '@redzone/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, HTTP_STATUS } from '../errors/app-error';

export const SESSION_COOKIE_NAME = 'redzone_session';
/**
 * The name over https: a `__Host-` cookie is only accepted by browsers when
 * Secure, host-only and for path /, so no subdomain or plain-http page can set or shadow it.
 * Plain http (development, tests) keeps the plain name, which browsers would otherwise refuse.
 */
export const SECURE_SESSION_COOKIE_NAME = '__Host-redzone_session';

/** How long a "not revoked" answer is trusted before the database is asked again. */
const REVOCATION_CACHE_MS = 5_000;

/**
 * The signed value: the user id and when the cookie was set (seconds), so a copy kept somewhere
 * stops working SESSION_COOKIE_MAX_AGE_SECONDS after the phone last used it, whatever the
 * browser is told. Cookies from before carry the id alone and are set again at the next start.
 */
const ISSUED_AT_SEPARATOR = '~';

/** A cookie set longer ago than this is set again by the next API request that carries it. */
const RENEW_AFTER_SECONDS = 24 * 60 * 60;

function sessionValue(userId: string, nowMs: number): string {
  return `${userId}${ISSUED_AT_SEPARATOR}${Math.floor(nowMs / 1000)}`;
}

/**
 * The user id of a request, from the signed session cookie only. A `user-id` header, which the
 * spec's client sends, is never consulted: anyone can write one (DESIGN.md departures).
 */
export function readSessionUserId(request: FastifyRequest): string | null {
  return readSessionCookie(request)?.userId ?? null;
}

/** The valid session cookie's user id and age in seconds (null: set before ages were kept). */
function readSessionCookie(
  request: FastifyRequest,
): { userId: string; ageSeconds: number | null } | null {
  const cookies = request.cookies ?? {};
  const raw = cookies[SECURE_SESSION_COOKIE_NAME] ?? cookies[SESSION_COOKIE_NAME];
  if (raw === undefined) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || value === null) return null;
  const [userId = '', issuedAt] = value.split(ISSUED_AT_SEPARATOR);
  let ageSeconds: number | null = null;
  if (issuedAt !== undefined) {
    ageSeconds = Date.now() / 1000 - Number(issuedAt);
    if (!(ageSeconds <= SESSION_COOKIE_MAX_AGE_SECONDS)) return null;
  }
  return UserIdSchema.safeParse(userId).success ? { userId, ageSeconds } : null;
}

/** Whether the reply already sets (or clears) the session cookie itself. */
function setsSessionCookie(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.some(
    (line) =>
      line.startsWith(`${SESSION_COOKIE_NAME}=`) ||
      line.startsWith(`${SECURE_SESSION_COOKIE_NAME}=`),
  );
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
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY says the proxy is ours.
  const isSecure = request.protocol === 'https';
  reply.setCookie(
    isSecure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME,
    sessionValue(userId, Date.now()),
    {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isSecure,
      maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
    },
  );
  // A plain-name cookie from before the prefix goes once the prefixed one is set.
  if (isSecure && request.cookies[SESSION_COOKIE_NAME] !== undefined) {
    reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
  }
}

/** Sign out: the browser drops the cookie; the identity's rows are untouched. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
  reply.clearCookie(SECURE_SESSION_COOKIE_NAME, { path: '/', secure: true });
}

/**
 * Registers cookie parsing and signing for the whole app. A cookie of a revoked identity ("I lost
 * my phone") is dropped before any route reads it: to them it is no session. A cookie is renewed
 * on use, so it lives SESSION_COOKIE_MAX_AGE_SECONDS from the phone's last request.
 */
export const sessionCookiePlugin = fp(
  async (
    app: FastifyInstance,
    options: { secret: string; isRevoked?: (userId: string) => Promise<boolean> },
  ) => {
    await app.register(fastifyCookie, { secret: options.secret });
    const { isRevoked } = options;
    const liveUntil = new Map<string, number>();
    // An identity revoked here is refused at once, not after the cache's few seconds.
    app.decorate('forgetSession', (userId: string) => {
      liveUntil.delete(userId);
    });
    // After the cookie plugin's own onSend, so what a route set or cleared is in the headers.
    // Only API answers renew it (never a static file a shared cache may keep, nor an answer
    // marked public), and never over a route's own setting or clearing of the cookie. A revoked
    // identity's cookie was dropped at onRequest, so it is not revived here.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      const session = readSessionCookie(request);
      if (session === null) return payload;
      if (session.ageSeconds !== null && session.ageSeconds < RENEW_AFTER_SECONDS) return payload;
      if (setsSessionCookie(reply)) return payload;
      if (/\bpublic\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
      setSessionCookie(request, reply, session.userId);
      return payload;
    });
    if (isRevoked === undefined) return;
    app.addHook('onRequest', async (request) => {
      const userId = readSessionUserId(request);
      if (userId === null) return;
      const nowMs = Date.now();
      if ((liveUntil.get(userId) ?? 0) > nowMs) return;
      if (await isRevoked(userId)) {
        delete request.cookies[SESSION_COOKIE_NAME];
        delete request.cookies[SECURE_SESSION_COOKIE_NAME];
        return;
      }
      if (liveUntil.size > 100_000) liveUntil.clear();
      liveUntil.set(userId, nowMs + REVOCATION_CACHE_MS);
    });
  },
  { name: 'session-cookie' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops what this instance remembers of an identity's cookie: it was just revoked. */
    forgetSession(userId: string): void;
  }
}
