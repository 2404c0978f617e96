import { LLM_QUESTIONS_PER_DAY_DEFAULT } from '@redzone/contract';
import { z } from 'zod';
import type { ConfigVariable } from './variable';

/** The optional model that words the law office's answers (docs/decisions/018). */

/** Longest model name accepted (names like "org/model-70b-instruct-q4" are far shorter). */
const LLM_MODEL_MAX = 200;

export const llmVariables: ConfigVariable[] = [
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
    secret: true,
  },
  {
    name: 'LLM_QUESTIONS_PER_DAY',
    default: String(LLM_QUESTIONS_PER_DAY_DEFAULT),
    description:
      'Questions one verified number may have the model answer in 24 hours; past it the law office answers from the corpus alone.',
  },
];

export const llmEnv = {
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
};

type LlmVars = z.infer<z.ZodObject<typeof llmEnv>>;

/** null: corpus answers only. */
export type LlmConfig = {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  /** Model answers per verified number a day. */
  questionsPerDay: number;
} | null;

/** A model URL without a model name is a start-up error, not a failure at the first question. */
export function checkLlm(vars: LlmVars, context: z.RefinementCtx): void {
  if (vars.LLM_BASE_URL === undefined || vars.LLM_MODEL !== undefined) return;
  context.addIssue({
    code: 'custom',
    path: ['LLM_MODEL'],
    message: 'is required with LLM_BASE_URL',
  });
}

export function llmConfig(vars: LlmVars): LlmConfig {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model } = vars;
  if (baseUrl === undefined || model === undefined) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: vars.LLM_API_KEY ?? null,
    questionsPerDay: vars.LLM_QUESTIONS_PER_DAY,
  };
}
