import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { JSON_BODY_LIMIT_BYTES } from '@redzone/contract';
import Fastify, { type FastifyHttpOptions, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { handleError } from '../platform/errors/error-handler';
import { closeHttp2SessionsOnClose } from '../platform/http/close-http2-sessions';
import { UPLOAD_BODY_TIMEOUT_MS } from '../platform/http/body-timeout';
import { logRedaction, logSerializers } from '../platform/log-serializers';
import type { RateLimit } from '../platform/rate-limit/rate-limiter';

/** A socket with nothing sent either way for this long is closed. */
const CONNECTION_IDLE_TIMEOUT_MS = 60_000;

/** What tests (and benches) may replace; the running server uses none of it. */
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
  /** How often the evidence log signs a head when it grew (EVIDENCE_LOG_HEAD_INTERVAL_MS). */
  evidenceLogHeadIntervalMs?: number;
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
  /** How long one call to an S3 footage store may take (STORE_DEADLINE_MS); tests shorten it. */
  footageStoreDeadlineMs?: number;
  /** How long a JSON body may take to arrive (body-timeout.ts); tests shorten it. */
  jsonBodyTimeoutMs?: number;
}

/** The Fastify instance with the server's logging, timeouts, limits and zod type provider. */
export function createFastify(config: Config, deps: AppDeps) {
  const options: FastifyHttpOptions<Server> = {
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      redact: logRedaction,
      stream: deps.logStream,
    },
    genReqId: () => randomUUID(),
    // Opening the database (PGlite's start, migrations) and the secrets can take more than
    // avvio's default 10 s on a busy two-core machine; that is slow, not broken.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    // The default for every body; upload routes raise it for themselves.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // An idle socket is closed (event streams write a heartbeat every 15 s), and no request may
    // take longer to arrive than an upload's body may (body-timeout.ts).
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    requestTimeout: UPLOAD_BODY_TIMEOUT_MS + 30_000,
    frameworkErrors: handleError,
  };
  // Typed as HTTP/1 either way: under h2c, node:http2's compatibility request and response stand
  // in for node:http's, and the routes use only what both have (sse-stream.ts minds the rest).
  const http2 = config.httpProtocol === 'h2c' ? { http2: true } : {};
  const app = Fastify({
    ...options,
    ...http2,
  } as FastifyHttpOptions<Server>).withTypeProvider<ZodTypeProvider>();
  if (config.httpProtocol === 'h2c') closeHttp2SessionsOnClose(app);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

export type App = ReturnType<typeof createFastify>;
