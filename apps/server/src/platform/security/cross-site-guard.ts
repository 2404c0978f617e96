import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, HTTP_STATUS } from '../errors/app-error';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard. SameSite=Lax keeps the session cookie off most cross-site
 * requests, but not off same-site ones from a sibling host or from old browsers; checking that
 * Origin names this host closes that gap. Requests without Origin pass: they come from
 * non-browser clients, and current browsers send Origin on every cross-origin POST/PUT/PATCH/DELETE.
 */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    // Through URL on both sides, so "localhost:80" and "http://localhost" compare equal.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    // "null" (sandboxed frames, file: pages) and garbage are not this site.
    return true;
  }
}

export const crossSiteGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // onRequest runs before the body is read, so a refused request costs nothing to parse.
    app.addHook('onRequest', async (request) => {
      if (STATE_CHANGING_METHODS.has(request.method) && isCrossSite(request)) {
        throw new AppError(
          HTTP_STATUS.forbidden,
          'cross_site_request',
          'Requests from other sites are not accepted.',
        );
      }
    });
  },
  { name: 'cross-site-guard' },
);
