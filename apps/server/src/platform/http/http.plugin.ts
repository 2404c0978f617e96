import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openApiPlugin } from '../docs/openapi';
import { errorHandlerPlugin } from '../errors/error-handler';
import { isIdentityRevoked } from '../identity/identity.queries';
import { sessionCookiePlugin } from '../identity/session-cookie';
import { countDatabaseErrorsPlugin } from '../metrics/count-database-errors';
import { requestIdPlugin } from '../request-id';
import { crossSiteGuardPlugin } from '../security/cross-site-guard';
import { helmetPlugin } from '../security/helmet';
import { WRITE_RATE_LIMIT, writeRateLimitPlugin } from '../security/write-rate-limit';
import { SERVER_VERSION } from '../../server-paths';
import { bodyTimeoutPlugin } from './body-timeout';
import { nulCharacterGuardPlugin } from './nul-character-guard';

/**
 * What every request goes through, before any route is added so each one gets it: the one
 * error handler, request ids, security headers, the cross-site and NUL guards, body timeouts, the
 * session cookie (revoked identities dropped), the write limit per session, and the API's
 * description, which must see each route as it is added.
 */
export const httpPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, appDeps, db, metrics } = app;
    // With `true`, the leftmost X-Forwarded-For entry is the client, and a client writes that one
    // itself: every per-address limit would count what it chose.
    if (config.trustProxy === true) {
      app.log.warn(
        'TRUST_PROXY=true believes any X-Forwarded-For a client sends: per-address limits can be dodged. Set TRUST_PROXY to the proxy addresses instead (docs/deploy.md).',
      );
    }
    await app.register(errorHandlerPlugin);
    await app.register(countDatabaseErrorsPlugin, { metrics: metrics.infrastructure });
    await app.register(requestIdPlugin);
    await app.register(helmetPlugin, { mapTileSource: config.map.tileSource });
    await app.register(crossSiteGuardPlugin);
    await app.register(nulCharacterGuardPlugin);
    await app.register(bodyTimeoutPlugin, { jsonMs: appDeps.jsonBodyTimeoutMs });
    await app.register(sessionCookiePlugin, {
      secret: app.secrets.session,
      isRevoked: (userId) => isIdentityRevoked(db, userId),
    });
    // After the cookie plugin: writes are counted per session.
    await app.register(writeRateLimitPlugin, {
      limiter: await app.createLimiter('writes', appDeps.writeRateLimit ?? WRITE_RATE_LIMIT),
    });
    await app.register(openApiPlugin, { version: SERVER_VERSION, isServed: config.apiDocs });
  },
  { name: 'http', dependencies: ['database', 'secrets', 'metrics', 'limiters'] },
);
