import {
  LIVE_STREAMS_PER_ADDRESS_DEFAULT,
  VERIFICATION_SENDS_PER_CLIENT_ADDRESS,
} from '@redzone/contract';
import { z } from 'zod';
import type { ConfigVariable } from './variable';

/** Per-network limits: codes, live streams, and how an IPv4 network is grouped. */

export const limitsVariables: ConfigVariable[] = [
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
    name: 'ADDRESS_GROUP_IPV4_PREFIX',
    default: '24',
    description:
      'How many leading bits of an IPv4 address make one network for the upload allowance (an IPv6 address always counts by its /64). 32 counts each address alone, where many people share one network address and few share its neighbours.',
  },
];

export const limitsEnv = {
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
  ADDRESS_GROUP_IPV4_PREFIX: z
    .string()
    .regex(/^(1[6-9]|2\d|3[0-2])$/, 'must be a whole number from 16 to 32')
    .transform(Number)
    .default(24),
};

type LimitsVars = z.infer<z.ZodObject<typeof limitsEnv>>;

export interface LimitsConfig {
  /** Verification codes one network address may ask for per window. */
  verificationSendsPerAddress: number;
  /** Event streams per address group, and in all (null: from the open-file limit at start). */
  liveStreams: { perAddress: number; max: number | null };
  /** Leading bits of an IPv4 address that make one network for the upload allowance. */
  addressGroupIpv4Prefix: number;
}

export function limitsConfig(vars: LimitsVars): LimitsConfig {
  return {
    verificationSendsPerAddress: vars.VERIFICATION_SENDS_PER_ADDRESS,
    liveStreams: { perAddress: vars.LIVE_STREAMS_PER_ADDRESS, max: vars.LIVE_STREAMS_MAX ?? null },
    addressGroupIpv4Prefix: vars.ADDRESS_GROUP_IPV4_PREFIX,
  };
}
