import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { join } from 'node:path';
import {
  ALERT_LIST_RATE_LIMIT_PER_ADDRESS,
  ALERT_RETENTION_SWEEP_MS,
  ALERT_LIST_RATE_LIMIT_PER_SESSION,
  ALERT_LIST_RATE_LIMIT_WINDOW_MS,
  JSON_BODY_LIMIT_BYTES,
  CONTACT_SMS_PER_PHONE_PER_DAY,
  CONTACTS_ALERT_RATE_LIMIT,
  CONTACTS_ALERT_RATE_LIMIT_WINDOW_MS,
  WATCH_PATH,
  LEGAL_CHAT_RATE_LIMIT,
  LEGAL_CHAT_RATE_LIMIT_WINDOW_MS,
  PIN_TRIES_LIMIT,
  PIN_TRIES_WINDOW_MS,
} from '@redzone/contract';
import Fastify, { type FastifyHttpOptions, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, DEFAULT_VAPID_SUBJECT } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { secretDependents } from './db/dependent-rows';
import { accountRoutes } from './features/account/account.routes';
import { createAccountService } from './features/account/account.service';
import { agenciesRoutes } from './features/agencies/agencies.routes';
import { loadAgencyDirectory } from './features/agencies/agency-directory';
import { createAlertsMetrics } from './features/alerts/alerts.metrics';
import { acknowledgementsRoutes } from './features/alerts/acknowledgements.routes';
import { createAcknowledgementsService } from './features/alerts/acknowledgements.service';
import { alertsRoutes } from './features/alerts/alerts.routes';
import { pinsRoutes } from './features/pins/pins.routes';
import { createPinsService } from './features/pins/pins.service';
import { replyWithFootage } from './features/recordings/footage-reply';
import { loggedFootage } from './features/recordings/footage-custody';
import { createWatchService } from './features/watch/watch.service';
import { watchRoutes } from './features/watch/watch.routes';
import { createWatchTokens } from './features/watch/watch-token';
import { createAlertsService } from './features/alerts/alerts.service';
import { impactRoutes } from './features/impact/impact.routes';
import { startExpirySweep } from './features/alerts/expiry-sweep';
import { createLiveHub } from './features/alerts/live-hub';
import { LIVE_BUS_NAME, parseLiveBusMessage } from './features/alerts/live-message';
import { liveRoutes } from './features/alerts/live.routes';
import { createStreamCaps, defaultStreamCap } from './features/alerts/stream-caps';
import { clientConfigRoutes } from './features/client-config/client-config.routes';
import { geocodeRoutes } from './features/geocode/geocode.routes';
import { healthRoutes } from './features/health/health.routes';
import { createReadinessCheck } from './features/health/readiness';
import { closeHttp2SessionsOnClose } from './platform/http/close-http2-sessions';
import { seedLawNotifications } from './features/law-notifications/law-import';
import { lawNotificationsRoutes } from './features/law-notifications/law-notifications.routes';
import { legalRoutes } from './features/legal/legal.routes';
import { createLegalMetrics } from './features/legal/legal.metrics';
import { createLegalService } from './features/legal/legal.service';
import { createLawNotificationsService } from './features/law-notifications/law-notifications.service';
import { officersRoutes } from './features/officers/officers.routes';
import { createOfficersService } from './features/officers/officers.service';
import { phoneRoutes } from './features/phone/phone.routes';
import { recordingsRoutes } from './features/recordings/recordings.routes';
import { createStorageGuard } from './features/recordings/storage-guard';
import { createDeletionNotices } from './features/recordings/deletion-notices';
import { watchZonesRoutes } from './features/watch-zones/watch-zones.routes';
import { createWatchZonesService } from './features/watch-zones/watch-zones.service';
import { createRecordingsMetrics } from './features/recordings/recordings.metrics';
import { countUnfinishedRecordings } from './features/recordings/recordings.queries';
import { createRecordingsService } from './features/recordings/recordings.service';
import { startRetentionSweep } from './features/recordings/retention-sweep';
import { createPhoneMetrics } from './features/phone/phone.metrics';
import { createPhoneVerificationService } from './features/phone/phone.service';
import { smsOutboxRoutes } from './features/phone/sms-outbox.routes';
import { createAlertPush } from './features/push/alert-push';
import { createPushMetrics } from './features/push/push.metrics';
import { pushRoutes } from './features/push/push.routes';
import { createPushSubscriptionsService } from './features/push/push.service';
import { streamUploadRoutes } from './features/stream-upload/stream-upload.routes';
import { createStreamUploadService } from './features/stream-upload/stream-upload.service';
import { videoReportsRoutes } from './features/video-reports/video-reports.routes';
import { evidenceKeysRoutes } from './features/evidence-keys/evidence-keys.routes';
import { custodyRoutes } from './features/custody/custody.routes';
import { evidenceBundleRoutes } from './features/evidence-bundle/evidence-bundle.routes';
import { createEvidenceBundleService } from './features/evidence-bundle/evidence-bundle.service';
import { createCustodyService } from './features/custody/custody.service';
import { createChainTimestamper } from './features/recordings/chain-timestamps';
import { registerEvidenceKey } from './features/evidence-keys/evidence-keys.queries';
import { loadOrCreateEvidenceSigner } from './platform/evidence/evidence-signing-key';
import { createVideoReportsService } from './features/video-reports/video-reports.service';
import { contactConsentRoutes } from './features/trusted-contacts/contact-consent.routes';
import { trustedContactsRoutes } from './features/trusted-contacts/trusted-contacts.routes';
import { createTrustedContactsService } from './features/trusted-contacts/trusted-contacts.service';
import { openApiPlugin } from './platform/docs/openapi';
import { errorHandlerPlugin, handleError } from './platform/errors/error-handler';
import { createEventBus } from './platform/events/create-event-bus';
import { createOfflineGeocoder } from './platform/geo/reverse-geocoder';
import { bodyTimeoutPlugin, UPLOAD_BODY_TIMEOUT_MS } from './platform/http/body-timeout';
import { nulCharacterGuardPlugin } from './platform/http/nul-character-guard';
import { identityRoutes } from './platform/identity/identity.routes';
import { createAdminGuard } from './platform/identity/admin-token';
import { isIdentityRevoked } from './platform/identity/identity.queries';
import { createIdentityService } from './platform/identity/identity.service';
import { createOpaqueTokens } from './platform/identity/opaque-token';
import { createVerifiedPhoneGuard } from './platform/identity/require-verified-phone';
import { sessionCookiePlugin } from './platform/identity/session-cookie';
import { loadOrCreateSessionSecret } from './platform/identity/session-secret';
import { logRedaction, logSerializers } from './platform/log-serializers';
import { countDatabaseErrorsPlugin } from './platform/metrics/count-database-errors';
import {
  createInfrastructureMetrics,
  type RedisClientName,
} from './platform/metrics/infrastructure.metrics';
import { createMetricsRegistry } from './platform/metrics/metrics-registry';
import { metricsPortPlugin } from './platform/metrics/metrics-port';
import { metricsRoutes } from './platform/metrics/metrics.routes';
import { createObserverPositions } from './platform/observers/create-observer-positions';
import { readOpenFileLimit } from './platform/system/open-file-limit';
import { startPeriodicTask } from './platform/periodic-task';
import {
  DATA_DIR_TIGHTEN_INTERVAL_MS,
  makeDataDirPrivate,
} from './platform/system/private-data-dir';
import { createPhoneCrypto } from './platform/phone/phone-crypto';
import { createChatModel } from './platform/llm/create-chat-model';
import { createRateLimiter } from './platform/rate-limit/create-rate-limiter';
import type { RateLimit } from './platform/rate-limit/rate-limiter';
import { loadOrCreateRecordingKey } from './platform/evidence/recording-key';
import { loadOrCreatePhoneDataKey } from './platform/phone/phone-data-key';
import { loadOrCreateVapidKeys } from './platform/push/vapid-keys';
import { createWebPushSender } from './platform/push/web-push-sender';
import { requestIdPlugin } from './platform/request-id';
import { crossSiteGuardPlugin } from './platform/security/cross-site-guard';
import { helmetPlugin } from './platform/security/helmet';
import { WRITE_RATE_LIMIT, writeRateLimitPlugin } from './platform/security/write-rate-limit';
import { createSmsProvider } from './platform/sms/create-sms-provider';
import { withGlobalBudget, withPhoneBudget } from './platform/sms/sms-budget';
import { createSmsMetrics } from './platform/sms/sms.metrics';
import { webAppPlugin } from './platform/web-app/web-app';
import { SERVER_VERSION } from './server-paths';

/** A socket with nothing sent either way for this long is closed (issue 24, F-09). */
const CONNECTION_IDLE_TIMEOUT_MS = 60_000;
/** The window of the per-number SMS budget. */
const DAY_MS = 24 * 60 * 60_000;

export interface AppDeps {
  /** The clock, replaceable so tests can pin time. */
  now?: () => Date;
  /** Where log lines go (stdout by default); tests read them to check what is never logged. */
  logStream?: { write(line: string): void };
  /** An already opened database (tests read raw rows through it); the app closes it. */
  database?: DatabaseHandle;
  /** How often expired alerts are announced (ALERT_EXPIRY_SWEEP_MS); tests shorten it. */
  alertExpirySweepMs?: number;
  /** How often alerts past their retention are deleted (ALERT_RETENTION_SWEEP_MS). */
  alertRetentionSweepMs?: number;
  /** How often recordings past retention are deleted (RECORDING_RETENTION_SWEEP_MS). */
  recordingRetentionSweepMs?: number;
  /** How long the legal assistant waits for its model (LLM_REQUEST_TIMEOUT_MS); tests shorten it. */
  llmTimeoutMs?: number;
  /** Writes per identity a minute (WRITE_RATE_LIMIT); tests that seed many rows or fuzz raise it. */
  writeRateLimit?: RateLimit;
  /**
   * Alert lists per session and per address a window (ALERT_LIST_RATE_LIMIT_*); bench/alerts-list
   * raises them to measure the list itself, the limiter's cost still paid on every request.
   */
  alertListRateLimit?: { perSession: number; perAddress: number };
  /** Told of every route as it is added, so tests can cover each route the server has. */
  onRoute?: (route: RouteOptions) => void;
  /** Free disk for recordings (statfs of DATA_DIR by default); tests fill the disk with it. */
  freeDiskBytes?: () => Promise<number>;
  /** How long a JSON body may take to arrive (body-timeout.ts); tests shorten it. */
  jsonBodyTimeoutMs?: number;
}

function createFastify(config: Config, deps: AppDeps) {
  const options: FastifyHttpOptions<Server> = {
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      redact: logRedaction,
      stream: deps.logStream,
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // The default for every body; upload routes raise it for themselves.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Issue 24, F-09: an idle socket is closed (event streams write a heartbeat every 15 s), and
    // no request may take longer to arrive than an upload's body may (body-timeout.ts).
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    requestTimeout: UPLOAD_BODY_TIMEOUT_MS + 30_000,
    frameworkErrors: handleError,
  };
  // Typed as HTTP/1 either way: under h2c, node:http2's compatibility request and response stand
  // in for node:http's, and the routes use only what both have (sse-stream.ts minds the rest).
  const http2 = config.httpProtocol === 'h2c' ? { http2: true } : {};
  return Fastify({
    ...options,
    ...http2,
  } as FastifyHttpOptions<Server>).withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof createFastify>;

/** The whole server as a Fastify instance, not listening: main listens, tests inject. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const app = createFastify(config, deps);
  if (config.httpProtocol === 'h2c') closeHttp2SessionsOnClose(app);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await makeDataDirPrivate(config.dataDir);
  const database = deps.database ?? (await openDatabase(config.database, config.dataDir));
  // Closing the app closes the database: PGlite checkpoints and the DATA_DIR lock is released.
  app.addHook('onClose', () => database.close());
  // Issue 24, F-18: what PGlite just created (0666 whatever the umask) is made private, and again
  // every few minutes for the files it adds.
  const tightenDataDir = () => makeDataDirPrivate(config.dataDir);
  await tightenDataDir();
  const stopTightening = startPeriodicTask(tightenDataDir, {
    intervalMs: DATA_DIR_TIGHTEN_INTERVAL_MS,
    log: app.log,
    failure: 'DATA_DIR permissions not tightened',
  });
  app.addHook('onClose', async () => stopTightening());
  try {
    // Issue 24, F-08: a generated secret that went missing is restored, never silently replaced.
    const dependents = secretDependents(database.db, config.recordings.dir);
    const sessionSecret =
      config.sessionSecret ??
      (await loadOrCreateSessionSecret(config.dataDir, dependents.sessionSecret));
    const now = deps.now ?? (() => new Date());
    const metricsRegistry = createMetricsRegistry({ processMetrics: config.metrics !== null });
    const infrastructureMetrics = createInfrastructureMetrics(metricsRegistry, {
      dataDir: config.dataDir,
      freeSpaceFloorBytes: config.recordings.storage.freeSpaceFloorBytes,
    });
    const phoneKeys = createPhoneCrypto(
      await loadOrCreatePhoneDataKey(config.phoneDataKey, config.dataDir, dependents.phoneDataKey),
    );
    const { sms: provider, outbox } = createSmsProvider(config.sms, { log: app.log, now });
    const smsMetrics = createSmsMetrics(metricsRegistry);
    // Issue 24, F-10: with `true`, the leftmost X-Forwarded-For entry is the client, and a client
    // writes that one itself; every per-address limit would count what it chose.
    if (config.trustProxy === true) {
      app.log.warn(
        'TRUST_PROXY=true believes any X-Forwarded-For a client sends: per-address limits can be dodged. Set TRUST_PROXY to the proxy addresses instead (docs/deploy.md).',
      );
    }
    if (config.sms.provider === 'console' && config.nodeEnv === 'production') {
      app.log.warn('SMS_PROVIDER=console in production: verification codes reach nobody.');
    }
    const vapidKeys = await loadOrCreateVapidKeys(config.push.vapidKeys, config.dataDir);
    if (config.push.subject === DEFAULT_VAPID_SUBJECT && config.nodeEnv === 'production') {
      app.log.warn(
        'VAPID_SUBJECT is a placeholder: Apple devices get no alert pushes until it is set.',
      );
    }
    // An empty database gets the shipped law notifications; later starts change nothing.
    await seedLawNotifications(database.db, { now: now() });
    const requireVerifiedPhone = createVerifiedPhoneGuard({ db: database.db });
    const geocoder = createOfflineGeocoder();
    const reportLiveError = (error: unknown, message: string) =>
      app.log.error({ err: error }, message);
    const reportRedisError = (client: RedisClientName) => (error: unknown, message: string) => {
      infrastructureMetrics.redisError(client);
      reportLiveError(error, message);
    };
    // Issue 24, F-11: every text of the deployment counts against one daily budget.
    const smsBudgetLimiter = await createRateLimiter(
      config.redis,
      { limit: config.smsPolicy.dailyBudget, windowMs: DAY_MS },
      { name: 'sms-budget', now, onError: reportRedisError('rate_limit') },
    );
    app.addHook('onClose', () => smsBudgetLimiter.close());
    const sms = withGlobalBudget(provider, { limiter: smsBudgetLimiter, log: app.log });
    // In-process, or Redis when REDIS_URL is set (DESIGN.md "Runtime modes").
    const liveBus = await createEventBus(config.redis, {
      name: LIVE_BUS_NAME,
      parse: parseLiveBusMessage,
      onError: reportLiveError,
      onRedisError: reportRedisError('events'),
    });
    app.addHook('onClose', () => liveBus.close());
    const observerPositions = await createObserverPositions(config.redis, {
      now,
      secret: sessionSecret,
      onError: reportRedisError('positions'),
    });
    app.addHook('onClose', () => observerPositions.close());
    const legalChatLimiter = await createRateLimiter(
      config.redis,
      { limit: LEGAL_CHAT_RATE_LIMIT, windowMs: LEGAL_CHAT_RATE_LIMIT_WINDOW_MS },
      { name: 'legal-chat', now, onError: reportRedisError('rate_limit') },
    );
    app.addHook('onClose', () => legalChatLimiter.close());
    const llmBudgetLimiter =
      config.llm === null
        ? null
        : await createRateLimiter(
            config.redis,
            { limit: config.llm.questionsPerDay, windowMs: DAY_MS },
            { name: 'llm-budget', now, onError: reportRedisError('rate_limit') },
          );
    app.addHook('onClose', async () => llmBudgetLimiter?.close());
    const writeLimiter = await createRateLimiter(
      config.redis,
      deps.writeRateLimit ?? WRITE_RATE_LIMIT,
      { name: 'writes', now, onError: reportRedisError('rate_limit') },
    );
    app.addHook('onClose', () => writeLimiter.close());
    // Web Push for observers whose tab is closed: sent once, by the instance that wrote the event.
    const watchZonesService = createWatchZonesService({ db: database.db, clock: now });
    const pushSender = createWebPushSender({
      keys: vapidKeys,
      subject: config.push.subject,
      onThreadError: (error) =>
        app.log.warn({ error: error.name }, 'push encryption thread failed; others take its work'),
    });
    const alertPush = createAlertPush({
      db: database.db,
      positions: observerPositions,
      zones: watchZonesService,
      sender: pushSender,
      log: app.log,
      metrics: createPushMetrics(metricsRegistry),
    });
    const contactsAlertLimiter = await createRateLimiter(
      config.redis,
      { limit: CONTACTS_ALERT_RATE_LIMIT, windowMs: CONTACTS_ALERT_RATE_LIMIT_WINDOW_MS },
      { name: 'contacts-alerts', now, onError: reportRedisError('rate_limit') },
    );
    app.addHook('onClose', () => contactsAlertLimiter.close());
    // Issue 24, F-13: every text to a contact's number counts against that number's day.
    const contactSmsLimiter = await createRateLimiter(
      config.redis,
      { limit: CONTACT_SMS_PER_PHONE_PER_DAY, windowMs: DAY_MS },
      { name: 'contact-sms', now, onError: reportRedisError('rate_limit') },
    );
    app.addHook('onClose', () => contactSmsLimiter.close());
    const contactSms = withPhoneBudget(smsMetrics.counted(sms, 'alert_contact'), {
      limiter: contactSmsLimiter,
      hashOf: (phone) => phoneKeys.lookupHash(phone),
    });
    const trustedContactsService = createTrustedContactsService({
      db: database.db,
      keys: phoneKeys,
      sms: contactSms,
      publicOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
      smsCountries: config.smsPolicy.countries,
      clock: now,
      log: app.log,
    });
    const listLimiters = {
      bySession: await createRateLimiter(
        config.redis,
        {
          limit: deps.alertListRateLimit?.perSession ?? ALERT_LIST_RATE_LIMIT_PER_SESSION,
          windowMs: ALERT_LIST_RATE_LIMIT_WINDOW_MS,
        },
        { name: 'alert-lists', now, onError: reportRedisError('rate_limit') },
      ),
      byAddress: await createRateLimiter(
        config.redis,
        {
          limit: deps.alertListRateLimit?.perAddress ?? ALERT_LIST_RATE_LIMIT_PER_ADDRESS,
          windowMs: ALERT_LIST_RATE_LIMIT_WINDOW_MS,
        },
        { name: 'alert-lists-address', now, onError: reportRedisError('rate_limit') },
      ),
    };
    app.addHook('onClose', async () => {
      await listLimiters.bySession.close();
      await listLimiters.byAddress.close();
    });
    const alertsMetrics = createAlertsMetrics(metricsRegistry);
    const watchTokens = createWatchTokens(sessionSecret);
    const watchLinkOf = (alertId: string) =>
      `${config.publicUrl ?? `http://localhost:${config.port}`}${WATCH_PATH}#${watchTokens.tokenFor(alertId)}`;
    const acknowledgementsService = createAcknowledgementsService({
      db: database.db,
      bus: liveBus,
      clock: now,
      positions: observerPositions,
      zones: watchZonesService,
      log: app.log,
    });
    // Issue 29: PIN tries per identity, whichever act they guard (ending an alert, changing them).
    const pinTriesLimiter = await createRateLimiter(
      config.redis,
      { limit: PIN_TRIES_LIMIT, windowMs: PIN_TRIES_WINDOW_MS },
      { name: 'pin-tries', now, onError: reportRedisError('rate_limit') },
    );
    app.addHook('onClose', () => pinTriesLimiter.close());
    const pinsService = createPinsService({ db: database.db, clock: now, tries: pinTriesLimiter });
    const alertsService = createAlertsService({
      pins: pinsService,
      watchLinkOf,
      onResponded: (userId, alertId) => acknowledgementsService.responded(userId, alertId),
      db: database.db,
      bus: liveBus,
      clock: now,
      contacts: trustedContactsService,
      positions: observerPositions,
      contactsAlertLimiter,
      sms: contactSms,
      geocoder,
      log: app.log,
      metrics: alertsMetrics,
      listeners: [alertPush.listener],
    });
    const liveHub = createLiveHub({
      db: database.db,
      bus: liveBus,
      positions: observerPositions,
      concerningAlerts: alertsService.concerning,
      clock: now,
      log: app.log,
      metrics: alertsMetrics,
    });
    const stopExpirySweep = startExpirySweep(alertsService, app.log, deps.alertExpirySweepMs);
    const accountService = createAccountService({
      pins: pinsService,
      db: database.db,
      clock: now,
      alertRetentionDays: config.alertRetentionDays,
    });
    const stopAlertRetention = startPeriodicTask(() => accountService.purgeOldAlerts(), {
      intervalMs: deps.alertRetentionSweepMs ?? ALERT_RETENTION_SWEEP_MS,
      log: app.log,
      failure: 'alert retention sweep failed',
    });
    const phoneService = createPhoneVerificationService({
      db: database.db,
      sms: smsMetrics.counted(sms, 'verification'),
      clock: now,
      keys: phoneKeys,
      sendsPerClientAddress: config.verificationSendsPerAddress,
      smsCountries: config.smsPolicy.countries,
      metrics: createPhoneMetrics(metricsRegistry),
    });
    const custody = createCustodyService({ db: database.db, clock: now });
    const timestamper = createChainTimestamper({
      db: database.db,
      urls: config.evidence.tsaUrls,
      clock: now,
      log: app.log,
    });
    const evidenceSigner = await loadOrCreateEvidenceSigner(
      config.evidence.signingKey,
      config.dataDir,
      dependents.evidenceSigningKey,
    );
    // Published before the first signature with it: a verifier never meets an unknown key.
    await registerEvidenceKey(database.db, evidenceSigner, now());
    const recordingsService = createRecordingsService({
      db: database.db,
      recordingsDir: config.recordings.dir,
      key: await loadOrCreateRecordingKey(
        config.recordings.key,
        config.dataDir,
        dependents.recordingKey,
      ),
      signer: evidenceSigner,
      timestamper,
      retentionDays: config.recordings.retentionDays,
      clock: now,
      log: app.log,
      deletion: {
        delayDays: config.recordings.deleteDelayDays,
        keys: {
          hash: (id, code) => phoneKeys.hashCode(`recording deletion:${id}`, code),
          matches: (id, code, hash) =>
            phoneKeys.isCodeMatch(`recording deletion:${id}`, code, hash),
        },
        notices: createDeletionNotices({
          sms: smsMetrics.counted(sms, 'recording_deletion'),
          log: app.log,
          verifiedNumberOf: (userId) => phoneService.verifiedNumberOf(userId),
          // Only contacts who confirmed (issue 24 F-13), through the same per-number budget.
          contactNumbersOf: (userId) => trustedContactsService.confirmedPhones(userId),
        }),
      },
      metrics: createRecordingsMetrics(metricsRegistry, {
        unfinishedUploads: () =>
          countUnfinishedRecordings(database.db).catch((error: unknown) => {
            infrastructureMetrics.databaseError('scrape');
            throw error;
          }),
      }),
    });
    const stopRetentionSweep = startRetentionSweep(
      recordingsService,
      app.log,
      deps.recordingRetentionSweepMs,
    );
    // Open event streams would keep the server from closing; the sweep must not outlive the db.
    app.addHook('preClose', async () => {
      stopExpirySweep();
      stopAlertRetention();
      stopRetentionSweep();
      liveHub.closeAll();
      // Pushes under way finish (each has a timeout) before the database they update closes.
      await alertPush.idle();
      await pushSender.close?.();
      // Likewise the chain heads being timestamped (each request has a timeout).
      await timestamper.idle();
    });

    // Cross-cutting parts first, so every route below gets their hooks.
    await app.register(errorHandlerPlugin);
    await app.register(countDatabaseErrorsPlugin, { metrics: infrastructureMetrics });
    await app.register(requestIdPlugin);
    await app.register(helmetPlugin, { mapTileSource: config.map.tileSource });
    await app.register(crossSiteGuardPlugin);
    await app.register(nulCharacterGuardPlugin);
    await app.register(bodyTimeoutPlugin, { jsonMs: deps.jsonBodyTimeoutMs });
    await app.register(sessionCookiePlugin, {
      secret: sessionSecret,
      isRevoked: (userId) => isIdentityRevoked(database.db, userId),
    });
    // After the cookie plugin: writes are counted per session.
    await app.register(writeRateLimitPlugin, { limiter: writeLimiter });
    // Before any route, so it sees each one being added.
    await app.register(openApiPlugin, { version: SERVER_VERSION });

    await app.register(healthRoutes, {
      database,
      version: SERVER_VERSION,
      readiness: createReadinessCheck({
        database,
        // The bus's connection stands for Redis: the positions and limits use the same server.
        pingRedis: config.redis === null ? null : () => liveBus.ping(),
        log: app.log,
        onDatabaseError: () => infrastructureMetrics.databaseError('readiness'),
      }),
    });
    // Off by default (docs/decisions/029): on a port of its own when METRICS_PORT is set, else
    // on this one behind METRICS_TOKEN.
    if (config.metrics?.port != null) {
      await app.register(metricsPortPlugin, {
        registry: metricsRegistry,
        token: config.metrics.token,
        host: config.host,
        port: config.metrics.port,
      });
    } else if (config.metrics?.token != null) {
      await app.register(metricsRoutes, { registry: metricsRegistry, token: config.metrics.token });
    }
    await app.register(clientConfigRoutes, {
      map: config.map,
      retentionDays: config.recordings.retentionDays,
      deleteDelayDays: config.recordings.deleteDelayDays,
    });
    await app.register(accountRoutes, { accountService });
    await app.register(pinsRoutes, { pinsService });
    await app.register(identityRoutes, {
      identityService: createIdentityService({ db: database.db, now }),
    });
    await app.register(phoneRoutes, {
      phoneService,
    });
    await app.register(trustedContactsRoutes, { trustedContactsService, requireVerifiedPhone });
    await app.register(contactConsentRoutes, { trustedContactsService });
    await app.register(impactRoutes, { db: database.db });
    await app.register(watchZonesRoutes, { watchZonesService, requireVerifiedPhone });
    await app.register(alertsRoutes, { alertsService, requireVerifiedPhone, listLimiters });
    await app.register(acknowledgementsRoutes, { acknowledgementsService });
    await app.register(watchRoutes, {
      watchService: createWatchService({
        tokens: watchTokens,
        clock: now,
        alertOf: (alertId) => alertsService.forWatch(alertId),
        recordingsOf: (senderId) => recordingsService.list(senderId),
      }),
      // Issue 28: what the contacts watch through the link goes into the custody log too.
      replyWithEvidence: (request, reply, { senderId, alertId }, recordingId) =>
        replyWithFootage(
          request,
          reply,
          loggedFootage(
            custody,
            {
              actor: { kind: 'watchLink', alertId },
              layer: 'evidence',
              isDownload: request.query.download === '1',
            },
            (range) => recordingsService.layerFootage(senderId, recordingId, 'evidence', range),
          ),
        ),
    });
    await app.register(liveRoutes, {
      liveHub,
      streamCaps: createStreamCaps({
        perAddress: config.liveStreams.perAddress,
        total: config.liveStreams.max ?? defaultStreamCap(readOpenFileLimit()),
      }),
    });
    await app.register(evidenceKeysRoutes, { db: database.db });
    await app.register(custodyRoutes, { recordingsService, custody });
    await app.register(evidenceBundleRoutes, {
      evidenceBundleService: createEvidenceBundleService({
        db: database.db,
        recordings: recordingsService,
        custody,
        signer: evidenceSigner,
        clock: now,
      }),
    });
    // One guard for everything that fills DATA_DIR's disk: the evidence layer keeps priority.
    const storageGuard = createStorageGuard({
      db: database.db,
      dataDir: config.dataDir,
      limits: config.recordings.storage,
      log: app.log,
      ...(deps.freeDiskBytes === undefined ? {} : { freeBytes: deps.freeDiskBytes }),
    });
    await app.register(recordingsRoutes, {
      recordingsService,
      custody,
      storageGuard,
    });
    await app.register(streamUploadRoutes, {
      streamUploadService: createStreamUploadService({
        db: database.db,
        uploadsDir: config.uploadsDir,
        uploadsEnabled: config.adminToken !== null,
        clock: now,
        storeOnDisk: (bytes, write) => storageGuard.storeOther(bytes, write),
      }),
      requireAdmin: createAdminGuard(config.adminToken),
      videosDir: join(config.uploadsDir, 'videos'),
    });
    await app.register(pushRoutes, {
      pushSubscriptionsService: createPushSubscriptionsService({
        db: database.db,
        clock: now,
        allowLocalhost: config.nodeEnv !== 'production',
      }),
      vapidPublicKey: vapidKeys.publicKey,
    });
    await app.register(officersRoutes, {
      officersService: createOfficersService({
        db: database.db,
        clock: now,
        tokens: createOpaqueTokens(sessionSecret),
      }),
      requireVerifiedPhone,
    });
    await app.register(lawNotificationsRoutes, {
      lawNotificationsService: createLawNotificationsService({ db: database.db, clock: now }),
    });
    await app.register(legalRoutes, {
      legalService: createLegalService({
        model: createChatModel(config.llm, deps.llmTimeoutMs),
        limiter: legalChatLimiter,
        modelBudget: llmBudgetLimiter ?? undefined,
        log: app.log,
        metrics: createLegalMetrics(metricsRegistry),
      }),
      requireVerifiedPhone,
    });
    await app.register(geocodeRoutes, { geocoder });
    await app.register(agenciesRoutes, { geocoder });
    await app.register(videoReportsRoutes, {
      videoReportsService: createVideoReportsService({
        db: database.db,
        agencies: loadAgencyDirectory,
        clock: now,
        custody,
      }),
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
