import { z } from 'zod';

/**
 * One environment variable the server reads: its documentation (the README's table is checked
 * against these rows) and whether its value may be echoed back in an error.
 */
export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
  /** Never shown in an error message (keys, tokens, URLs with passwords). */
  secret?: boolean;
}

export const MEGABYTE = 1024 * 1024;

/** A whole number of megabytes, from 1 to 99,999,999. */
export function megabytes(fallback: number) {
  return z
    .string()
    .regex(/^[1-9]\d{0,7}$/, 'must be a whole number of megabytes from 1 to 99999999')
    .transform(Number)
    .default(fallback);
}

/** The message of a hex key of `bytes` bytes, with the command that makes one. */
export function hexKey(bytes: number) {
  return z
    .string()
    .regex(
      new RegExp(`^[0-9a-fA-F]{${bytes * 2}}$`),
      `must be ${bytes * 2} hex characters (try: openssl rand -hex ${bytes})`,
    );
}

/** Long enough that guessing it is hopeless (openssl rand -hex 16 gives 32). */
export const TOKEN_MIN_LENGTH = 24;

export class ConfigError extends Error {
  override name = 'ConfigError';
}
