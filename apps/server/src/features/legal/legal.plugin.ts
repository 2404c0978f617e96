import { LEGAL_CHAT_RATE_LIMIT, LEGAL_CHAT_RATE_LIMIT_WINDOW_MS } from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChatModel } from '../../platform/llm/create-chat-model';
import { createLegalMetrics } from './legal.metrics';
import { legalRoutes } from './legal.routes';
import { createLegalService } from './legal.service';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The law office: answers from the legal corpus, worded by a model when LLM_BASE_URL is set
 * (within a daily budget per verified number), for verified phones.
 */
export const legalPlugin = fp(
  async (app: FastifyInstance) => {
    const { llm } = app.config;
    await app.register(legalRoutes, {
      legalService: createLegalService({
        model: createChatModel(llm, app.appDeps.llmTimeoutMs),
        limiter: await app.createLimiter('legal-chat', {
          limit: LEGAL_CHAT_RATE_LIMIT,
          windowMs: LEGAL_CHAT_RATE_LIMIT_WINDOW_MS,
        }),
        modelBudget:
          llm === null
            ? undefined
            : await app.createLimiter('llm-budget', {
                limit: llm.questionsPerDay,
                windowMs: DAY_MS,
              }),
        log: app.log,
        metrics: createLegalMetrics(app.metrics.registry),
      }),
      requireVerifiedPhone: app.requireVerifiedPhone,
    });
  },
  { name: 'legal', dependencies: ['limiters', 'metrics', 'identity'] },
);
