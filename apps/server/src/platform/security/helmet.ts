import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicyDirectives } from './content-security-policy';

/** Security headers on every answer, the API's and the web app's alike. */
export const helmetPlugin = fp(
  async (app: FastifyInstance, options: { mapTileSource: string }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        // Helmet's defaults would add upgrade-insecure-requests; we list every directive ourselves.
        useDefaults: false,
        directives: contentSecurityPolicyDirectives(options),
      },
      // The same as frame-ancestors 'none', for browsers that predate CSP.
      frameguard: { action: 'deny' },
    });
  },
  { name: 'helmet' },
);
