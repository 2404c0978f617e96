import { randomUUID } from 'node:crypto';
import { JSON_BODY_LIMIT_BYTES } from '@redzone/contract';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { healthRoutes } from './features/health/health.routes';
import { phoneRoutes } from './features/phone/phone.routes';
import { createPhoneVerificationService } from './features/phone/phone.service';
import { smsOutboxRoutes } from './features/phone/sms-outbox.routes';
import { trustedContactsRoutes } from './features/trusted-contacts/trusted-contacts.routes';
import { createTrustedContactsService } from './features/trusted-contacts/trusted-contacts.service';
import { openApiPlugin } from './platform/docs/openapi';
import { errorHandlerPlugin } from './platform/errors/error-handler';
import { identityRoutes } from './platform/identity/identity.routes';
import { createIdentityService } from './platform/identity/identity.service';
import { createVerifiedPhoneGuard } from './platform/identity/require-verified-phone';
import { sessionCookiePlugin } from './platform/identity/session-cookie';
import { loadOrCreateSessionSecret } from './platform/identity/session-secret';
import { logSerializers } from './platform/log-serializers';
import { createPhoneCrypto } from './platform/phone/phone-crypto';
import { loadOrCreatePhoneDataKey } from './platform/phone/phone-data-key';
import { requestIdPlugin } from './platform/request-id';
import { crossSiteGuardPlugin } from './platform/security/cross-site-guard';
import { helmetPlugin } from './platform/security/helmet';
import { createSmsProvider } from './platform/sms/create-sms-provider';
import { webAppPlugin } from './platform/web-app/web-app';
import { SERVER_VERSION } from './server-paths';

export interface AppDeps {
  /** The clock, replaceable so tests can pin time. */
  now?: () => Date;
  /** Where log lines go (stdout by default); tests read them to check what is never logged. */
  logStream?: { write(line: string): void };
  /** An already opened database (tests read raw rows through it); the app closes it. */
  database?: DatabaseHandle;
}

function createFastify(config: Config, deps: AppDeps) {
  return Fastify({
    logger: { level: config.logLevel, serializers: logSerializers, stream: deps.logStream },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // The default for every body; upload routes raise it for themselves.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof createFastify>;

/** The whole server as a Fastify instance, not listening: main listens, tests inject. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const app = createFastify(config, deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openDatabase(config.database, config.dataDir));
  // Closing the app closes the database: PGlite checkpoints and the DATA_DIR lock is released.
  app.addHook('onClose', () => database.close());
  try {
    const sessionSecret = config.sessionSecret ?? (await loadOrCreateSessionSecret(config.dataDir));
    const now = deps.now ?? (() => new Date());
    const phoneKeys = createPhoneCrypto(
      await loadOrCreatePhoneDataKey(config.phoneDataKey, config.dataDir),
    );
    const { sms, outbox } = createSmsProvider(config.sms, { log: app.log, now });
    if (config.sms.provider === 'console' && config.nodeEnv === 'production') {
      app.log.warn('SMS_PROVIDER=console in production: verification codes reach nobody.');
    }
    const requireVerifiedPhone = createVerifiedPhoneGuard({ db: database.db });

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
    await app.register(phoneRoutes, {
      phoneService: createPhoneVerificationService({
        db: database.db,
        sms,
        clock: now,
        keys: phoneKeys,
      }),
    });
    await app.register(trustedContactsRoutes, {
      trustedContactsService: createTrustedContactsService({ db: database.db, keys: phoneKeys }),
      requireVerifiedPhone,
    });
    // The outbox shows codes in clear: development with the console provider only (DESIGN.md).
    if (outbox !== null && config.nodeEnv !== 'production') {
      await app.register(smsOutboxRoutes, { outbox });
    }

    // Last: it owns the catch-all 404 (JSON for /api, index.html for pages).
    await app.register(webAppPlugin, { webDistDir: config.webDistDir });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
