import { randomUUID } from 'node:crypto';
import { JSON_BODY_LIMIT_BYTES } from '@redzone/contract';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { healthRoutes } from './features/health/health.routes';
import { openApiPlugin } from './platform/docs/openapi';
import { errorHandlerPlugin } from './platform/errors/error-handler';
import { identityRoutes } from './platform/identity/identity.routes';
import { createIdentityService } from './platform/identity/identity.service';
import { sessionCookiePlugin } from './platform/identity/session-cookie';
import { loadOrCreateSessionSecret } from './platform/identity/session-secret';
import { requestIdPlugin } from './platform/request-id';
import { crossSiteGuardPlugin } from './platform/security/cross-site-guard';
import { helmetPlugin } from './platform/security/helmet';
import { webAppPlugin } from './platform/web-app/web-app';
import { SERVER_VERSION } from './server-paths';

export interface AppDeps {
  /** The clock, replaceable so tests can pin time. */
  now?: () => Date;
}

function createFastify(config: Config) {
  return Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // The default for every body; upload routes raise it for themselves.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof createFastify>;

/** The whole server as a Fastify instance, not listening: main listens, tests inject. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const app = createFastify(config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config.database, config.dataDir);
  // Closing the app closes the database: PGlite checkpoints and the DATA_DIR lock is released.
  app.addHook('onClose', () => database.close());
  try {
    const sessionSecret = config.sessionSecret ?? (await loadOrCreateSessionSecret(config.dataDir));
    const now = deps.now ?? (() => new Date());

    // Cross-cutting parts first, so every route below gets their hooks.
    await app.register(errorHandlerPlugin);
    await app.register(requestIdPlugin);
    await app.register(helmetPlugin);
    await app.register(crossSiteGuardPlugin);
    await app.register(sessionCookiePlugin, { secret: sessionSecret });
    // Before any route, so it sees each one being added.
    await app.register(openApiPlugin, { version: SERVER_VERSION });

    await app.register(healthRoutes, { database, version: SERVER_VERSION });
    await app.register(identityRoutes, {
      identityService: createIdentityService({ db: database.db, now }),
    });

    // Last: it owns the catch-all 404 (JSON for /api, index.html for pages).
    await app.register(webAppPlugin, { webDistDir: config.webDistDir });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
