import { MAX_TCP_PORT } from '@redzone/contract';
import { z } from 'zod';
import { type ConfigVariable, TOKEN_MIN_LENGTH } from './variable';

/** Prometheus metrics: off by default (docs/decisions/029). */

const METRICS_PORT_MESSAGE = `must be a whole number from 1 to ${MAX_TCP_PORT}`;

export const metricsVariables: ConfigVariable[] = [
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description: `At least ${TOKEN_MIN_LENGTH} characters: GET /metrics (Prometheus text) answers requests with Authorization: Bearer <token>. With neither METRICS_TOKEN nor METRICS_PORT there are no metrics.`,
    secret: true,
  },
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    description:
      'A port of its own for GET /metrics, on HOST and apart from PORT, for a network only the scraper reaches; with METRICS_TOKEN it asks for the token too.',
  },
];

export const metricsEnv = {
  METRICS_TOKEN: z
    .string()
    .min(TOKEN_MIN_LENGTH, `must be at least ${TOKEN_MIN_LENGTH} characters`)
    .optional(),
  // Not 0: a port the system picks could not be written into a scrape config.
  METRICS_PORT: z
    .string()
    .regex(/^\d+$/, METRICS_PORT_MESSAGE)
    .transform(Number)
    .refine((port) => port >= 1 && port <= MAX_TCP_PORT, METRICS_PORT_MESSAGE)
    .optional(),
};

type MetricsVars = z.infer<z.ZodObject<typeof metricsEnv>> & { PORT: number };

/**
 * GET /metrics: on the main port behind `token`, on a port of its own, or on its own port behind
 * the token too. null: no metrics are served (the default).
 */
export type MetricsConfig = { token: string | null; port: number | null } | null;

/** One port cannot be both: the second listen would fail after the app had started. */
export function checkMetrics(vars: MetricsVars, context: z.RefinementCtx): void {
  if (vars.METRICS_PORT === undefined || vars.METRICS_PORT !== vars.PORT) return;
  context.addIssue({
    code: 'custom',
    path: ['METRICS_PORT'],
    message:
      'must differ from PORT (or leave it unset to serve /metrics on PORT with METRICS_TOKEN)',
  });
}

export function metricsConfig(vars: MetricsVars): MetricsConfig {
  const { METRICS_TOKEN: token, METRICS_PORT: port } = vars;
  if (token === undefined && port === undefined) return null;
  return { token: token ?? null, port: port ?? null };
}
