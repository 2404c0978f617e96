import { join, resolve } from 'node:path';
import { DEFAULT_SERVER_PORT, MAX_TCP_PORT, SESSION_SECRET_MIN_LENGTH } from '@redzone/contract';
import { z } from 'zod';
import { DEFAULT_WEB_DIST_DIR } from '../server-paths';
import { type ConfigVariable, TOKEN_MIN_LENGTH } from './variable';

/** The process: where it listens and keeps its data, how it logs, what it trusts. */

export const MEMORY_DATABASE_URL = 'memory://';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'test', 'production'] as const;
export const HTTP_PROTOCOLS = ['http1', 'h2c'] as const;
const UPLOADS_DIR_NAME = 'uploads';
const PORT_MESSAGE = `must be a whole number from 0 to ${MAX_TCP_PORT}`;

export const serverVariables: ConfigVariable[] = [
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
    secret: true,
  },
  { name: 'NODE_ENV', default: 'development', description: 'development, test or production.' },
  { name: 'LOG_LEVEL', default: 'info', description: `Log level: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'SESSION_SECRET',
    default: '(unset: generated into DATA_DIR/session-secret)',
    description: `Signs session cookies, at least ${SESSION_SECRET_MIN_LENGTH} characters; give every instance the same one.`,
    secret: true,
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
    name: 'ADMIN_TOKEN',
    default: '(unset: video uploads disabled)',
    description: `At least ${TOKEN_MIN_LENGTH} characters: the bearer token the /video-management page needs to upload the homepage video.`,
    secret: true,
  },
  {
    name: 'API_DOCS',
    default: 'on (off when NODE_ENV=production)',
    description:
      'on or off: the API description at /api/docs. Off in production unless set on: it maps every call for whoever probes the server.',
  },
];

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const serverEnv = {
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
  ADMIN_TOKEN: z
    .string()
    .min(TOKEN_MIN_LENGTH, `must be at least ${TOKEN_MIN_LENGTH} characters`)
    .optional(),
  API_DOCS: z.enum(['on', 'off'], 'must be on or off').optional(),
};

type ServerVars = z.infer<z.ZodObject<typeof serverEnv>> & { SMS_PROVIDER: string };

export type DatabaseConfig =
  { driver: 'pglite'; dataDir: string | null } | { driver: 'postgres'; url: string };

export interface ServerConfig {
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
  /** Bearer token for homepage video uploads; null: uploads are disabled. */
  adminToken: string | null;
  /** Homepage video uploads: parts while uploading, videos once finalised. */
  uploadsDir: string;
  /** Whether /api/docs describes the API. */
  apiDocs: boolean;
}

function toDatabaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { driver: 'pglite', dataDir: join(dataDir, 'db') };
  if (url === MEMORY_DATABASE_URL) return { driver: 'pglite', dataDir: null };
  return { driver: 'postgres', url };
}

export function serverConfig(vars: ServerVars, cwd: string): ServerConfig {
  const dataDir = resolve(cwd, vars.DATA_DIR);
  return {
    port: vars.PORT,
    // The console provider's outbox shows codes: by default it stays on this machine.
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
    adminToken: vars.ADMIN_TOKEN ?? null,
    uploadsDir: join(dataDir, UPLOADS_DIR_NAME),
    apiDocs: vars.API_DOCS === undefined ? vars.NODE_ENV !== 'production' : vars.API_DOCS === 'on',
  };
}
