import { z } from 'zod';
import type { ConfigVariable } from './variable';

/** Redis, when instances share live events, observer positions and short limits. */

const DEFAULT_REDIS_PREFIX = 'redzone:';

export const redisVariables: ConfigVariable[] = [
  {
    name: 'REDIS_URL',
    default: '(unset: in-process)',
    description:
      'redis:// or rediss:// URL: live events go through Redis pub/sub and observer positions live in Redis, so several instances serve one city.',
    secret: true,
  },
  {
    name: 'REDIS_PREFIX',
    default: DEFAULT_REDIS_PREFIX,
    description: 'Prefix of every Redis key and channel; instances of one deployment share it.',
  },
];

export const redisEnv = {
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/./, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
    .default(DEFAULT_REDIS_PREFIX),
};

type RedisVars = z.infer<z.ZodObject<typeof redisEnv>>;

/** Where live events and observer positions are shared; null: in this process only. */
export type RedisConfig = { url: string; prefix: string } | null;

export function redisConfig(vars: RedisVars): RedisConfig {
  return vars.REDIS_URL === undefined ? null : { url: vars.REDIS_URL, prefix: vars.REDIS_PREFIX };
}
