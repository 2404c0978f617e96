import { join, resolve } from 'node:path';
import {
  ALERT_RETENTION_DAYS_DEFAULT,
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  DEFAULT_SERVER_PORT,
  MAX_TCP_PORT,
  PHONE_DATA_KEY_BYTES,
  RECORDING_DELETE_DELAY_DAYS_DEFAULT,
  RECORDING_RETENTION_DAYS_DEFAULT,
  VERIFICATION_SENDS_PER_CLIENT_ADDRESS,
  SESSION_SECRET_MIN_LENGTH,
  LIVE_STREAMS_PER_ADDRESS_DEFAULT,
  SMS_DAILY_BUDGET_DEFAULT,
  LLM_QUESTIONS_PER_DAY_DEFAULT,
} from '@redzone/contract';
import { z } from 'zod';
import { tileImageSource } from './platform/security/tile-source';
import { DEFAULT_WEB_DIST_DIR } from './server-paths';

/** The one module that reads the environment (STYLE.md); everything else receives a Config. */

/** What one identity, one address and the disk may hold (issue 24 F-02). */
export interface StorageLimits {
  /** Bytes one identity's recordings may hold, without and with a verified phone. */
  quotaBytes: { unverified: number; verified: number };
  /** Recordings one identity may upload at once, without and with a verified phone. */
  openRecordings: { unverified: number; verified: number };
  /** Bytes one network address may upload in an hour, whoever sends them. */
  addressBytesPerHour: number;
  /** Below this much free disk, full-quality footage is refused; evidence keeps a quarter. */
  freeSpaceFloorBytes: number;
}

export const MEMORY_DATABASE_URL = 'memory://';
/** AES-256: the recording key's length. */
export const RECORDING_KEY_BYTES = 32;
/** An Ed25519 private key is a 32-byte seed. */
const EVIDENCE_SEED_BYTES = 32;
const RECORDINGS_DIR_NAME = 'recordings';
const MEGABYTE = 1024 * 1024;
/** Issue 24 F-02's defaults: a newcomer's long take with two cameras fits; a flood does not. */
const RECORDING_STORAGE_DEFAULTS = {
  quotaMb: 2048,
  verifiedQuotaMb: 20480,
  addressMbPerHour: 51200,
  freeSpaceFloorMb: 1024,
  /** Each camera of a take is one; a verified phone may have three times as many. */
  openUploads: 8,
} as const;
const VERIFIED_OPEN_UPLOADS_FACTOR = 3;

/** A whole number of megabytes, from 1 to 99,999,999. */
function megabytes(fallback: number) {
  return z
    .string()
    .regex(/^[1-9]\d{0,7}$/, 'must be a whole number of megabytes from 1 to 99999999')
    .transform(Number)
    .default(fallback);
}
const UPLOADS_DIR_NAME = 'uploads';
/** Long enough that guessing it is hopeless (openssl rand -hex 16 gives 32). */
const ADMIN_TOKEN_MIN_LENGTH = 24;
/** The same bar for the metrics token: its series reveal traffic (alerts, streams, uploads). */
const METRICS_TOKEN_MIN_LENGTH = ADMIN_TOKEN_MIN_LENGTH;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'test', 'production'] as const;
const SMS_PROVIDERS = ['console', 'twilio'] as const;
const HTTP_PROTOCOLS = ['http1', 'h2c'] as const;
const DEFAULT_TWILIO_API_BASE_URL = 'https://api.twilio.com';
const DEFAULT_REDIS_PREFIX = 'redzone:';
/**
 * A placeholder contact: FCM and Mozilla accept it, Apple's push service refuses it (403
 * BadJwtToken), so production warns until VAPID_SUBJECT names a real contact.
 */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@localhost';
/** RFC 8292 keys in base64url: a P-256 public point (65 bytes) and private scalar (32 bytes). */
const VAPID_PUBLIC_KEY_PATTERN = /^B[A-Za-z0-9_-]{86}$/;
const VAPID_PRIVATE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Longest map attribution accepted: a line under the map, not a paragraph. */
const MAP_TILE_ATTRIBUTION_MAX = 200;
/** Longest model name accepted (names like "org/model-70b-instruct-q4" are far shorter). */
const LLM_MODEL_MAX = 200;

/** Every variable the server reads, for the README and for `--help`-style listings. */
export const CONFIG_VARIABLES = [
  { name: 'PORT', default: String(DEFAULT_SERVER_PORT), description: 'TCP port to listen on.' },
  {
    name: 'HOST',
    default: '0.0.0.0 (127.0.0.1 while the SMS outbox is on)',
    description:
      'Address to bind; 127.0.0.1 keeps the server local. With SMS_PROVIDER=console outside production the outbox shows codes, so the default is then 127.0.0.1.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Runtime data (embedded database, generated secrets); relative to the working directory.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: PGlite in DATA_DIR/db)',
    description: 'postgres:// URL to use PostgreSQL; memory:// for a throw-away in-memory PGlite.',
  },
  { name: 'NODE_ENV', default: 'development', description: 'development, test or production.' },
  { name: 'LOG_LEVEL', default: 'info', description: `Log level: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'SESSION_SECRET',
    default: '(unset: generated into DATA_DIR/session-secret)',
    description: `Signs session cookies, at least ${SESSION_SECRET_MIN_LENGTH} characters; give every instance the same one.`,
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    description: 'The built web app to serve; without an index.html only the API is served.',
  },
  {
    name: 'PUBLIC_URL',
    default: '(unset: http://localhost:PORT)',
    description:
      'The origin people reach the app at (https://redzone.example): the link in the SMS asking a trusted contact to agree is built on it.',
  },
  {
    name: 'HTTP_PROTOCOL',
    default: 'http1',
    description:
      'http1, or h2c: HTTP/2 without TLS for a proxy that speaks it to its backends (HAProxy proto h2, Envoy, Caddy), so one connection carries many event streams; browsers cannot use h2c directly.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'The proxy addresses (comma-separated IPs or CIDRs) behind a proxy setting X-Forwarded-*: the client is the last address not on the list. true trusts any header a client forges and is warned about at start.',
  },
  {
    name: 'PHONE_DATA_KEY',
    default: '(unset: generated into DATA_DIR/phone-data-key)',
    description: `${PHONE_DATA_KEY_BYTES * 2} hex characters keying the hashes of verification codes and phone numbers and the encryption of stored numbers; give every instance the same one.`,
  },
  {
    name: 'RECORDING_KEY',
    default: '(unset: generated into DATA_DIR/recording-key)',
    description: `${RECORDING_KEY_BYTES * 2} hex characters: the AES-256-GCM key recordings are encrypted with at rest; give every instance the same one and back it up (without it no recording can be read).`,
  },
  {
    name: 'EVIDENCE_SIGNING_KEY',
    default: '(unset: generated into DATA_DIR/evidence-signing-key)',
    description: `${EVIDENCE_SEED_BYTES * 2} hex characters: the Ed25519 seed the server signs evidence acknowledgements with (issue 28); give every instance the same one, back it up, and rotate it as docs/evidence-keys.md says.`,
  },
  {
    name: 'TSA_URL',
    default: '(unset: no third-party timestamps)',
    description:
      'RFC 3161 time-stamping authorities (comma-separated http(s) URLs) that countersign each recording layer’s chain head every 10 s and at its end (issue 28); without it, evidence times rest on the server’s clock alone.',
  },
  {
    name: 'RECORDING_RETENTION_DAYS',
    default: String(RECORDING_RETENTION_DAYS_DEFAULT),
    description:
      'Recordings are deleted this many days after they were made, as the privacy policy says.',
  },
  {
    name: 'ALERT_RETENTION_DAYS',
    default: String(ALERT_RETENTION_DAYS_DEFAULT),
    description:
      'Alerts and their responses are deleted this many days after they were sent, unless a recording belongs to the alert.',
  },
  {
    name: 'RECORDING_DELETE_DELAY_DAYS',
    default: String(RECORDING_DELETE_DELAY_DAYS_DEFAULT),
    description:
      'Days between deleting a recording on a phone and its deletion on the server, so whoever takes the phone cannot erase the footage on the spot; the owner can undo it until then (issue 29).',
  },
  {
    name: 'RECORDING_QUOTA_MB',
    default: String(RECORDING_STORAGE_DEFAULTS.quotaMb),
    description:
      'Megabytes of recordings one identity without a verified phone may keep on the server; the evidence layer of a take under way gets a quarter more (issue 24 F-02).',
  },
  {
    name: 'RECORDING_QUOTA_VERIFIED_MB',
    default: String(RECORDING_STORAGE_DEFAULTS.verifiedQuotaMb),
    description: 'The same for an identity with a verified phone.',
  },
  {
    name: 'RECORDING_ADDRESS_MB_PER_HOUR',
    default: String(RECORDING_STORAGE_DEFAULTS.addressMbPerHour),
    description:
      'Megabytes of footage one network address may upload in an hour. Generous: a protest behind one carrier NAT is many phones.',
  },
  {
    name: 'RECORDING_OPEN_UPLOADS',
    default: String(RECORDING_STORAGE_DEFAULTS.openUploads),
    description:
      'Recordings one identity without a verified phone may upload at once (each camera is one; one quiet for an hour stops counting); three times as many with one.',
  },
  {
    name: 'RECORDING_FREE_SPACE_FLOOR_MB',
    default: String(RECORDING_STORAGE_DEFAULTS.freeSpaceFloorMb),
    description:
      'Below this much free disk in DATA_DIR, full-quality footage is refused with 507; evidence layers go on until a quarter of it is left. Alerts keep working.',
  },
  {
    name: 'VERIFICATION_SENDS_PER_ADDRESS',
    default: String(VERIFICATION_SENDS_PER_CLIENT_ADDRESS),
    description:
      'Verification codes one network address may ask for per hour. Raise it where many people share one address (a carrier-grade NAT, a campus, a shelter).',
  },
  {
    name: 'LIVE_STREAMS_PER_ADDRESS',
    default: String(LIVE_STREAMS_PER_ADDRESS_DEFAULT),
    description:
      'Live event streams one network address (an IPv6 /64) may hold open on one instance; beyond it 429. Raise it behind a carrier-grade NAT.',
  },
  {
    name: 'LIVE_STREAMS_MAX',
    default: '(unset: the open-file limit less 2000, at least half of it)',
    description:
      'Live event streams one instance holds open in all; beyond it 503, so the server never runs out of open files.',
  },
  {
    name: 'ADMIN_TOKEN',
    default: '(unset: video uploads disabled)',
    description: `At least ${ADMIN_TOKEN_MIN_LENGTH} characters: the bearer token the /video-management page needs to upload the homepage video.`,
  },
  {
    name: 'SMS_COUNTRIES',
    default: 'US',
    description:
      'Comma-separated ISO country codes whose numbers are verified and texted; premium-rate, toll-free and shared-cost numbers never are.',
  },
  {
    name: 'SMS_DAILY_BUDGET',
    default: String(SMS_DAILY_BUDGET_DEFAULT),
    description:
      'Texts the whole deployment sends in 24 hours; past it, texts are refused and the log says so.',
  },
  {
    name: 'SMS_PROVIDER',
    default: 'console',
    description:
      'console (messages are logged without number or code and readable at GET /api/dev/sms-outbox outside production) or twilio.',
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    default: '(unset)',
    description: 'Twilio account SID (AC followed by 32 hex characters); required for twilio.',
  },
  {
    name: 'TWILIO_AUTH_TOKEN',
    default: '(unset)',
    description: 'Twilio auth token; required for twilio.',
  },
  {
    name: 'TWILIO_FROM_NUMBER',
    default: '(unset)',
    description:
      'Sending number in E.164 (+15551234567); twilio needs it or TWILIO_MESSAGING_SERVICE_SID.',
  },
  {
    name: 'TWILIO_MESSAGING_SERVICE_SID',
    default: '(unset)',
    description: 'Messaging Service SID (MG followed by 32 hex characters); wins over the number.',
  },
  {
    name: 'TWILIO_API_BASE_URL',
    default: DEFAULT_TWILIO_API_BASE_URL,
    description: "Origin of Twilio's REST API; tests point it at a local stand-in.",
  },
  {
    name: 'REDIS_URL',
    default: '(unset: in-process)',
    description:
      'redis:// or rediss:// URL: live events go through Redis pub/sub and observer positions live in Redis, so several instances serve one city.',
  },
  {
    name: 'REDIS_PREFIX',
    default: DEFAULT_REDIS_PREFIX,
    description: 'Prefix of every Redis key and channel; instances of one deployment share it.',
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(unset: generated into DATA_DIR/vapid-keys)',
    description:
      'Web Push application server key, base64url (npx web-push generate-vapid-keys); set with VAPID_PRIVATE_KEY and give every instance the same pair.',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(unset: generated into DATA_DIR/vapid-keys)',
    description:
      'The private half of the VAPID pair, base64url; changing the pair silently ends every push subscription.',
  },
  {
    name: 'VAPID_SUBJECT',
    default: DEFAULT_VAPID_SUBJECT,
    description:
      "Contact for push services, a mailto: or https: URL; Apple's push service refuses a localhost one.",
  },
  {
    name: 'MAP_TILE_URL',
    default: DEFAULT_MAP_TILE_URL,
    description:
      'Map tiles, a Leaflet URL template with {z}, {x} and {y} ({s} only as the first host label); its origin is allowed as an image source.',
  },
  {
    name: 'MAP_TILE_ATTRIBUTION',
    default: DEFAULT_MAP_TILE_ATTRIBUTION,
    description: "Plain text shown on the map, as the tile server's licence asks.",
  },
  {
    name: 'LLM_BASE_URL',
    default: '(unset: answers from the legal corpus only)',
    description:
      'An OpenAI-compatible API (https://host/v1): the legal assistant has a model write its answers from the passages it retrieved, with their citations; on any failure it answers without it.',
  },
  {
    name: 'LLM_MODEL',
    default: '(unset)',
    description: 'The model name sent to LLM_BASE_URL; required with it.',
  },
  {
    name: 'LLM_API_KEY',
    default: '(unset)',
    description: 'Sent as a Bearer token to LLM_BASE_URL, when the API needs one.',
  },
  {
    name: 'LLM_QUESTIONS_PER_DAY',
    default: String(LLM_QUESTIONS_PER_DAY_DEFAULT),
    description:
      'Questions one verified number may have the model answer in 24 hours; past it the law office answers from the corpus alone.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description: `At least ${METRICS_TOKEN_MIN_LENGTH} characters: GET /metrics (Prometheus text) answers requests with Authorization: Bearer <token>. With neither METRICS_TOKEN nor METRICS_PORT there are no metrics.`,
  },
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    description:
      'A port of its own for GET /metrics, on HOST and apart from PORT, for a network only the scraper reaches; with METRICS_TOKEN it asks for the token too.',
  },
] as const;

export type DatabaseConfig =
  { driver: 'pglite'; dataDir: string | null } | { driver: 'postgres'; url: string };

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Exactly one of the two is set; the Messaging Service wins when both are given. */
  sender: { messagingServiceSid: string } | { fromNumber: string };
  apiBaseUrl: string;
}

export type SmsConfig = { provider: 'console' } | ({ provider: 'twilio' } & TwilioConfig);

/** The VAPID key pair in base64url; null: read or generate DATA_DIR/vapid-keys at start. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** The optional model of the legal assistant (docs/decisions/018); null: corpus answers only. */
export type LlmConfig = {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  /** Model answers per verified number a day (issue 24, F-28). */
  questionsPerDay: number;
} | null;

/** Where live events and observer positions are shared; null: in this process only. */
export type RedisConfig = { url: string; prefix: string } | null;

/**
 * GET /metrics (docs/decisions/029): on the main port behind `token`, on a port of its own, or
 * on its own port behind the token too. null: no metrics are served (the default).
 */
export type MetricsConfig = { token: string | null; port: number | null } | null;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  nodeEnv: (typeof NODE_ENVS)[number];
  logLevel: (typeof LOG_LEVELS)[number];
  /** null: read or generate DATA_DIR/session-secret at start. */
  sessionSecret: string | null;
  webDistDir: string;
  /** The origin links in SMS point to; null: http://localhost:PORT. */
  publicUrl: string | null;
  trustProxy: boolean | string[];
  /** h2c: HTTP/2 with prior knowledge, for a proxy in front (docs/deploy.md). */
  httpProtocol: (typeof HTTP_PROTOCOLS)[number];
  /** 64 hex characters; null: read or generate DATA_DIR/phone-data-key at start. */
  phoneDataKey: string | null;
  /** Bearer token for homepage video uploads; null: uploads are disabled. */
  adminToken: string | null;
  /** Verification codes one network address may ask for per window. */
  verificationSendsPerAddress: number;
  /** Event streams per address group, and in all (null: from the open-file limit at start). */
  liveStreams: { perAddress: number; max: number | null };
  /** Homepage video uploads: parts while uploading, videos once finalised. */
  uploadsDir: string;
  /** Days alerts and their responses are kept (issue 24, F-20). */
  alertRetentionDays: number;
  /** Recording evidence: the key (64 hex; null: DATA_DIR/recording-key) and days kept. */
  recordings: {
    key: string | null;
    retentionDays: number;
    /** Issue 29: days between a deletion asked for from a phone and the deletion. */
    deleteDelayDays: number;
    dir: string;
    storage: StorageLimits;
  };
  /**
   * Issue 28: the evidence signing key's seed (64 hex; null: DATA_DIR/evidence-signing-key) and
   * the RFC 3161 time-stamping authorities (none: no third-party time).
   */
  evidence: { signingKey: string | null; tsaUrls: string[] };
  sms: SmsConfig;
  /** Countries whose numbers are texted, and texts per 24 hours in all (issue 24, F-11). */
  smsPolicy: { countries: string[]; dailyBudget: number };
  redis: RedisConfig;
  push: { vapidKeys: VapidKeys | null; subject: string };
  /** The map's tiles, told to the web app by GET /api/config; tileSource goes into the CSP. */
  map: { tileUrl: string; tileAttribution: string; tileSource: string };
  llm: LlmConfig;
  metrics: MetricsConfig;
}

const PORT_MESSAGE = `must be a whole number from 0 to ${MAX_TCP_PORT}`;
const METRICS_PORT_MESSAGE = `must be a whole number from 1 to ${MAX_TCP_PORT}`;

const EnvSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, PORT_MESSAGE)
    .transform(Number)
    .refine((port) => port <= MAX_TCP_PORT, PORT_MESSAGE)
    .default(DEFAULT_SERVER_PORT),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .refine(
      (url) => url === MEMORY_DATABASE_URL || /^postgres(ql)?:\/\/./.test(url),
      `must be a postgres:// or postgresql:// URL, or ${MEMORY_DATABASE_URL}`,
    )
    .optional(),
  NODE_ENV: z.enum(NODE_ENVS, `must be one of ${NODE_ENVS.join(', ')}`).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  SESSION_SECRET: z
    .string()
    .min(SESSION_SECRET_MIN_LENGTH, `must be at least ${SESSION_SECRET_MIN_LENGTH} characters`)
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  HTTP_PROTOCOL: z
    .enum(HTTP_PROTOCOLS, `must be one of ${HTTP_PROTOCOLS.join(', ')}`)
    .default('http1'),
  PHONE_DATA_KEY: z
    .string()
    .regex(
      new RegExp(`^[0-9a-fA-F]{${PHONE_DATA_KEY_BYTES * 2}}$`),
      `must be ${PHONE_DATA_KEY_BYTES * 2} hex characters (try: openssl rand -hex ${PHONE_DATA_KEY_BYTES})`,
    )
    .optional(),
  ADMIN_TOKEN: z
    .string()
    .min(ADMIN_TOKEN_MIN_LENGTH, `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters`)
    .optional(),
  RECORDING_KEY: z
    .string()
    .regex(
      new RegExp(`^[0-9a-fA-F]{${RECORDING_KEY_BYTES * 2}}$`),
      `must be ${RECORDING_KEY_BYTES * 2} hex characters (try: openssl rand -hex ${RECORDING_KEY_BYTES})`,
    )
    .optional(),
  EVIDENCE_SIGNING_KEY: z
    .string()
    .regex(
      new RegExp(`^[0-9a-fA-F]{${EVIDENCE_SEED_BYTES * 2}}$`),
      `must be ${EVIDENCE_SEED_BYTES * 2} hex characters (try: openssl rand -hex ${EVIDENCE_SEED_BYTES})`,
    )
    .optional(),
  TSA_URL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http:// or https:// URLs' })))
    .default([]),
  VERIFICATION_SENDS_PER_ADDRESS: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1 to 999999')
    .transform(Number)
    .default(VERIFICATION_SENDS_PER_CLIENT_ADDRESS),
  LIVE_STREAMS_PER_ADDRESS: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1 to 999999')
    .transform(Number)
    .default(LIVE_STREAMS_PER_ADDRESS_DEFAULT),
  LIVE_STREAMS_MAX: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'must be a whole number from 1 to 9999999')
    .transform(Number)
    .optional(),
  ALERT_RETENTION_DAYS: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, 'must be a whole number of days from 1 to 99999')
    .transform(Number)
    .default(ALERT_RETENTION_DAYS_DEFAULT),
  RECORDING_RETENTION_DAYS: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, 'must be a whole number of days from 1 to 99999')
    .transform(Number)
    .default(RECORDING_RETENTION_DAYS_DEFAULT),
  RECORDING_DELETE_DELAY_DAYS: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number of days from 0 to 999')
    .transform(Number)
    .default(RECORDING_DELETE_DELAY_DAYS_DEFAULT),
  RECORDING_QUOTA_MB: megabytes(RECORDING_STORAGE_DEFAULTS.quotaMb),
  RECORDING_QUOTA_VERIFIED_MB: megabytes(RECORDING_STORAGE_DEFAULTS.verifiedQuotaMb),
  RECORDING_ADDRESS_MB_PER_HOUR: megabytes(RECORDING_STORAGE_DEFAULTS.addressMbPerHour),
  RECORDING_FREE_SPACE_FLOOR_MB: megabytes(RECORDING_STORAGE_DEFAULTS.freeSpaceFloorMb),
  RECORDING_OPEN_UPLOADS: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'must be a whole number from 1 to 9999')
    .transform(Number)
    .default(RECORDING_STORAGE_DEFAULTS.openUploads),
  SMS_COUNTRIES: z
    .string()
    .regex(/^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/, 'must be comma-separated two-letter country codes')
    .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
    .default(['US']),
  SMS_DAILY_BUDGET: z
    .string()
    .regex(/^[1-9]\d{0,7}$/, 'must be a whole number from 1 to 99999999')
    .transform(Number)
    .default(SMS_DAILY_BUDGET_DEFAULT),
  SMS_PROVIDER: z
    .enum(SMS_PROVIDERS, `must be one of ${SMS_PROVIDERS.join(', ')}`)
    .default('console'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex characters')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a number in E.164 form, such as +15551234567')
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG followed by 32 hex characters')
    .optional(),
  TWILIO_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(DEFAULT_TWILIO_API_BASE_URL),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/./, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
    .default(DEFAULT_REDIS_PREFIX),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(VAPID_PUBLIC_KEY_PATTERN, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(VAPID_PRIVATE_KEY_PATTERN, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/, 'must be a mailto: or https: URL')
    .default(DEFAULT_VAPID_SUBJECT),
  MAP_TILE_URL: z
    .string()
    .refine(
      (template) => tileImageSource(template) !== null,
      'must be an http:// or https:// URL template with {z}, {x} and {y} in its path ({s} only as the first label of the host)',
    )
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .max(MAP_TILE_ATTRIBUTION_MAX, `must be at most ${MAP_TILE_ATTRIBUTION_MAX} characters`)
    .default(DEFAULT_MAP_TILE_ATTRIBUTION),
  LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  LLM_MODEL: z
    .string()
    .trim()
    .min(1)
    .max(LLM_MODEL_MAX, `must be at most ${LLM_MODEL_MAX} characters`)
    .optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_QUESTIONS_PER_DAY: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1 to 999999')
    .transform(Number)
    .default(LLM_QUESTIONS_PER_DAY_DEFAULT),
  METRICS_TOKEN: z
    .string()
    .min(METRICS_TOKEN_MIN_LENGTH, `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`)
    .optional(),
  // Not 0: a port the system picks could not be written into a scrape config.
  METRICS_PORT: z
    .string()
    .regex(/^\d+$/, METRICS_PORT_MESSAGE)
    .transform(Number)
    .refine((port) => port >= 1 && port <= MAX_TCP_PORT, METRICS_PORT_MESSAGE)
    .optional(),
});

type EnvVars = z.infer<typeof EnvSchema>;

/** Values never echoed back in an error message. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SESSION_SECRET',
  'PHONE_DATA_KEY',
  'RECORDING_KEY',
  'EVIDENCE_SIGNING_KEY',
  'ADMIN_TOKEN',
  'TWILIO_AUTH_TOKEN',
  // A Redis URL can carry a password.
  'REDIS_URL',
  'VAPID_PRIVATE_KEY',
  'LLM_API_KEY',
  'METRICS_TOKEN',
]);

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment object (process.env in main, a literal in tests); throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): Config {
  const known = Object.fromEntries(
    CONFIG_VARIABLES.map(({ name }) => [name, env[name] === '' ? undefined : env[name]]),
  );
  const parsed = EnvSchema.superRefine(requireTwilioSettings)
    .superRefine(requireVapidPair)
    .superRefine(requireLlmModel)
    .superRefine(requireMetricsPortApart)
    .safeParse(known);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, known));
  const vars = parsed.data;
  const dataDir = resolve(cwd, vars.DATA_DIR);
  return {
    port: vars.PORT,
    // Issue 24, F-25: the console provider's outbox shows codes; by default it stays on this machine.
    host:
      vars.HOST ??
      (vars.SMS_PROVIDER === 'console' && vars.NODE_ENV !== 'production' ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    database: toDatabaseConfig(vars.DATABASE_URL, dataDir),
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    sessionSecret: vars.SESSION_SECRET ?? null,
    webDistDir: vars.WEB_DIST_DIR ? resolve(cwd, vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    publicUrl: vars.PUBLIC_URL === undefined ? null : new URL(vars.PUBLIC_URL).origin,
    trustProxy: vars.TRUST_PROXY,
    httpProtocol: vars.HTTP_PROTOCOL,
    phoneDataKey: vars.PHONE_DATA_KEY?.toLowerCase() ?? null,
    adminToken: vars.ADMIN_TOKEN ?? null,
    verificationSendsPerAddress: vars.VERIFICATION_SENDS_PER_ADDRESS,
    liveStreams: { perAddress: vars.LIVE_STREAMS_PER_ADDRESS, max: vars.LIVE_STREAMS_MAX ?? null },
    uploadsDir: join(dataDir, UPLOADS_DIR_NAME),
    alertRetentionDays: vars.ALERT_RETENTION_DAYS,
    recordings: {
      key: vars.RECORDING_KEY?.toLowerCase() ?? null,
      retentionDays: vars.RECORDING_RETENTION_DAYS,
      deleteDelayDays: vars.RECORDING_DELETE_DELAY_DAYS,
      storage: {
        quotaBytes: {
          unverified: vars.RECORDING_QUOTA_MB * MEGABYTE,
          verified: vars.RECORDING_QUOTA_VERIFIED_MB * MEGABYTE,
        },
        openRecordings: {
          unverified: vars.RECORDING_OPEN_UPLOADS,
          verified: vars.RECORDING_OPEN_UPLOADS * VERIFIED_OPEN_UPLOADS_FACTOR,
        },
        addressBytesPerHour: vars.RECORDING_ADDRESS_MB_PER_HOUR * MEGABYTE,
        freeSpaceFloorBytes: vars.RECORDING_FREE_SPACE_FLOOR_MB * MEGABYTE,
      },
      dir: join(dataDir, RECORDINGS_DIR_NAME),
    },
    evidence: {
      signingKey: vars.EVIDENCE_SIGNING_KEY?.toLowerCase() ?? null,
      tsaUrls: vars.TSA_URL,
    },
    sms: toSmsConfig(vars),
    smsPolicy: { countries: vars.SMS_COUNTRIES, dailyBudget: vars.SMS_DAILY_BUDGET },
    redis: vars.REDIS_URL === undefined ? null : { url: vars.REDIS_URL, prefix: vars.REDIS_PREFIX },
    push: { vapidKeys: toVapidKeys(vars), subject: vars.VAPID_SUBJECT },
    map: toMapConfig(vars),
    llm: toLlmConfig(vars),
    metrics: toMetricsConfig(vars),
  };
}

/** One port cannot be both: the second listen would fail after the app had started. */
function requireMetricsPortApart(vars: EnvVars, context: z.RefinementCtx): void {
  if (vars.METRICS_PORT === undefined || vars.METRICS_PORT !== vars.PORT) return;
  context.addIssue({
    code: 'custom',
    path: ['METRICS_PORT'],
    message:
      'must differ from PORT (or leave it unset to serve /metrics on PORT with METRICS_TOKEN)',
  });
}

function toMetricsConfig(vars: EnvVars): MetricsConfig {
  const { METRICS_TOKEN: token, METRICS_PORT: port } = vars;
  if (token === undefined && port === undefined) return null;
  return { token: token ?? null, port: port ?? null };
}

/** A model URL without a model name is a start-up error, not a failure at the first question. */
function requireLlmModel(vars: EnvVars, context: z.RefinementCtx): void {
  if (vars.LLM_BASE_URL === undefined || vars.LLM_MODEL !== undefined) return;
  context.addIssue({
    code: 'custom',
    path: ['LLM_MODEL'],
    message: 'is required with LLM_BASE_URL',
  });
}

function toLlmConfig(vars: EnvVars): LlmConfig {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model } = vars;
  if (baseUrl === undefined || model === undefined) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: vars.LLM_API_KEY ?? null,
    questionsPerDay: vars.LLM_QUESTIONS_PER_DAY,
  };
}

function toMapConfig(vars: EnvVars): Config['map'] {
  const tileSource = tileImageSource(vars.MAP_TILE_URL);
  // The schema has refused templates without a source already; this narrows the type.
  if (tileSource === null) throw new ConfigError('Invalid configuration: MAP_TILE_URL');
  return { tileUrl: vars.MAP_TILE_URL, tileAttribution: vars.MAP_TILE_ATTRIBUTION, tileSource };
}

/** Half a key pair is a start-up error: the generated pair would silently replace it. */
function requireVapidPair(vars: EnvVars, context: z.RefinementCtx): void {
  const hasPublic = vars.VAPID_PUBLIC_KEY !== undefined;
  if (hasPublic === (vars.VAPID_PRIVATE_KEY !== undefined)) return;
  const [missing, given] = hasPublic
    ? ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY']
    : ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'];
  context.addIssue({ code: 'custom', path: [missing], message: `is required with ${given}` });
}

function toVapidKeys(vars: EnvVars): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = vars;
  return publicKey === undefined || privateKey === undefined ? null : { publicKey, privateKey };
}

/** Choosing twilio without what it needs is a start-up error, not a failure at the first send. */
function requireTwilioSettings(vars: EnvVars, context: z.RefinementCtx): void {
  if (vars.SMS_PROVIDER !== 'twilio') return;
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const).filter(
    (name) => vars[name] === undefined,
  );
  for (const name of missing) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: 'is required when SMS_PROVIDER=twilio',
    });
  }
  if (vars.TWILIO_FROM_NUMBER === undefined && vars.TWILIO_MESSAGING_SERVICE_SID === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['TWILIO_FROM_NUMBER'],
      message: 'or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio',
    });
  }
}

function toSmsConfig(vars: EnvVars): SmsConfig {
  if (vars.SMS_PROVIDER === 'console') return { provider: 'console' };
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = vars;
  const messagingServiceSid = vars.TWILIO_MESSAGING_SERVICE_SID;
  const fromNumber = vars.TWILIO_FROM_NUMBER;
  const sender =
    messagingServiceSid !== undefined
      ? { messagingServiceSid }
      : fromNumber !== undefined
        ? { fromNumber }
        : null;
  // requireTwilioSettings has refused these cases already; this narrows the types.
  if (accountSid === undefined || authToken === undefined || sender === null) {
    throw new ConfigError('Invalid configuration: incomplete Twilio settings');
  }
  const apiBaseUrl = vars.TWILIO_API_BASE_URL.replace(/\/+$/, '');
  return { provider: 'twilio', accountSid, authToken, sender, apiBaseUrl };
}

function toDatabaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { driver: 'pglite', dataDir: join(dataDir, 'db') };
  if (url === MEMORY_DATABASE_URL) return { driver: 'pglite', dataDir: null };
  return { driver: 'postgres', url };
}

function describeIssues(error: z.ZodError, env: Record<string, string | undefined>): string {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const isShown = !SECRET_VARIABLES.has(name) && env[name] !== undefined;
    const shown = isShown ? ` (got ${JSON.stringify(env[name])})` : '';
    return `  ${name} ${issue.message}${shown}`;
  });
  return `Invalid configuration:\n${lines.join('\n')}`;
}

/** For main: a bad value is a clear message and exit code 1, not a stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * The folder a command was typed in: npm runs a workspace's scripts inside the workspace and
 * keeps the folder it started from in INIT_CWD. Command-line tools resolve paths from there.
 */
export function commandDir(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): string {
  return env.INIT_CWD ? resolve(env.INIT_CWD) : cwd;
}
