import { resolve } from 'node:path';
import { z } from 'zod';
import { keysConfig, keysEnv, keysVariables, type KeysConfig } from './keys';
import { limitsConfig, limitsEnv, limitsVariables, type LimitsConfig } from './limits';
import { type LlmConfig, checkLlm, llmConfig, llmEnv, llmVariables } from './llm';
import { mapConfig, mapEnv, mapVariables, type MapConfig } from './map';
import {
  checkMetrics,
  type MetricsConfig,
  metricsConfig,
  metricsEnv,
  metricsVariables,
} from './metrics';
import { checkPush, pushConfig, pushEnv, pushVariables, type VapidKeys } from './push';
import {
  checkRecordingStore,
  type RecordingStoreConfig,
  recordingStoreConfig,
  recordingStoreEnv,
  recordingStoreVariables,
} from './recording-store';
import { type RedisConfig, redisConfig, redisEnv, redisVariables } from './redis';
import { serverConfig, serverEnv, serverVariables, type ServerConfig } from './server';
import { checkSms, type SmsConfig, smsConfig, smsEnv, smsVariables } from './sms';
import { type StorageConfig, storageConfig, storageEnv, storageVariables } from './storage';
import { ConfigError, type ConfigVariable } from './variable';

/**
 * The one module that reads the environment (STYLE.md); everything else receives a Config. Each
 * concern owns its variables, their documentation and their checks in a file of its own; this
 * one puts them together.
 */

export { ConfigError };
export type { ConfigVariable };
export { MEMORY_DATABASE_URL } from './server';
export type { DatabaseConfig } from './server';
export { RECORDING_KEY_BYTES } from './keys';
export type { StorageLimits } from './storage';
export type { RecordingStoreConfig };
export type { SmsConfig, TwilioConfig } from './sms';
export { DEFAULT_VAPID_SUBJECT } from './push';
export type { LlmConfig, MapConfig, MetricsConfig, RedisConfig, VapidKeys };

/** Every variable the server reads, for the README (checked by readme-config.unit.test.ts). */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  ...serverVariables,
  ...keysVariables,
  ...storageVariables,
  ...recordingStoreVariables,
  ...limitsVariables,
  ...smsVariables,
  ...redisVariables,
  ...pushVariables,
  ...mapVariables,
  ...llmVariables,
  ...metricsVariables,
];

const EnvSchema = z
  .object({
    ...serverEnv,
    ...keysEnv,
    ...storageEnv,
    ...recordingStoreEnv,
    ...limitsEnv,
    ...smsEnv,
    ...redisEnv,
    ...pushEnv,
    ...mapEnv,
    ...llmEnv,
    ...metricsEnv,
  })
  .superRefine(checkRecordingStore)
  .superRefine(checkSms)
  .superRefine(checkPush)
  .superRefine(checkLlm)
  .superRefine(checkMetrics);

export type Config = ServerConfig &
  StorageConfig &
  LimitsConfig & {
    /** 64 hex characters; null: read or generate DATA_DIR/phone-data-key at start. */
    phoneDataKey: string | null;
    recordings: StorageConfig['recordings'] & {
      key: KeysConfig['recordingKey'];
      /** Where footage is kept: DATA_DIR/recordings or a bucket. */
      store: RecordingStoreConfig;
    };
    evidence: KeysConfig['evidence'];
    sms: SmsConfig;
    smsPolicy: { countries: string[]; dailyBudget: number };
    redis: RedisConfig;
    push: { vapidKeys: VapidKeys | null; subject: string };
    map: MapConfig;
    llm: LlmConfig;
    metrics: MetricsConfig;
  };

const SECRET_VARIABLES = new Set(CONFIG_VARIABLES.filter((v) => v.secret).map((v) => v.name));

function describeIssues(error: z.ZodError, env: Record<string, string | undefined>): string {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const isShown = !SECRET_VARIABLES.has(name) && env[name] !== undefined;
    const shown = isShown ? ` (got ${JSON.stringify(env[name])})` : '';
    return `  ${name} ${issue.message}${shown}`;
  });
  return `Invalid configuration:\n${lines.join('\n')}`;
}

/** Parses an environment object (process.env in main, a literal in tests); throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): Config {
  const known = Object.fromEntries(
    CONFIG_VARIABLES.map(({ name }) => [name, env[name] === '' ? undefined : env[name]]),
  );
  const parsed = EnvSchema.safeParse(known);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, known));
  const vars = parsed.data;
  const server = serverConfig(vars, cwd);
  const storage = storageConfig(vars, server.dataDir);
  const keys = keysConfig(vars);
  return {
    ...server,
    ...limitsConfig(vars),
    alertRetentionDays: storage.alertRetentionDays,
    phoneDataKey: keys.phoneDataKey,
    recordings: {
      key: keys.recordingKey,
      ...storage.recordings,
      store: recordingStoreConfig(vars),
    },
    evidence: keys.evidence,
    ...smsConfig(vars),
    redis: redisConfig(vars),
    push: pushConfig(vars),
    map: mapConfig(vars),
    llm: llmConfig(vars),
    metrics: metricsConfig(vars),
  };
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
