import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { contentSecurityPolicyDirectives } from './content-security-policy';

/**
 * Security headers on every answer, the API's and the web app's alike. Helmet itself rather than
 * @fastify/helmet: the plugin builds Helmet anew on every request (parsing the whole CSP each
 * time), about 2% of the server's time under the load; built once, it only sets headers.
 */
export const helmetPlugin = fp(
  async (app: FastifyInstance, options: { mapTileSource: string }) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        // Helmet's defaults would add upgrade-insecure-requests; we list every directive ourselves.
        useDefaults: false,
        directives: contentSecurityPolicyDirectives(options),
      },
      // The same as frame-ancestors 'none', for browsers that predate CSP.
      frameguard: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet 8 throws rather than passing errors on, and only for bad options at build time.
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'helmet' },
);
