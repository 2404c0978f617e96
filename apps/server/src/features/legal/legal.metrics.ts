import { Counter, Histogram } from 'prom-client';
import type { Registry } from '../../platform/metrics/metrics-registry';

/**
 * How a question was answered: from the corpus alone (no model configured), in the model's words,
 * from the corpus because the model failed or was late, or not at all (over the rate limit).
 */
export type LegalAnswerKind = 'corpus' | 'model' | 'model_failed' | 'rate_limited';
const KINDS: readonly LegalAnswerKind[] = ['corpus', 'model', 'model_failed', 'rate_limited'];

/** Seconds: the corpus answers in milliseconds, a model in seconds, and is cut at 15 s. */
const ANSWER_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30];

export interface LegalMetrics {
  question(kind: LegalAnswerKind, seconds: number): void;
}

export function createLegalMetrics(registry: Registry): LegalMetrics {
  const questions = new Counter({
    name: 'redzone_legal_questions_total',
    help: 'Questions to the law office, by how they were answered: corpus, model, model_failed (the corpus answered after the model failed or timed out), rate_limited (not answered).',
    labelNames: ['answer'],
    registers: [registry],
  });
  const answerSeconds = new Histogram({
    name: 'redzone_legal_answer_seconds',
    help: 'Time to answer a law-office question, by how it was answered (rate-limited ones are not timed).',
    labelNames: ['answer'],
    buckets: ANSWER_BUCKETS,
    registers: [registry],
  });
  for (const answer of KINDS) questions.inc({ answer }, 0);
  return {
    question(kind, seconds) {
      questions.inc({ answer: kind });
      if (kind !== 'rate_limited') answerSeconds.observe({ answer: kind }, seconds);
    },
  };
}
