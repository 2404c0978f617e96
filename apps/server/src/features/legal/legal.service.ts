import { performance } from 'node:perf_hooks';
import {
  type Citation,
  LEGAL_CHAT_RATE_LIMIT,
  LEGAL_CHAT_RATE_LIMIT_WINDOW_MS,
  type LegalChatBody,
  type LegalChatResponse,
} from '@redzone/contract';
import {
  answerLegalQuestion,
  legalDisclaimer,
  type LegalLanguage,
  type LegalQuestion,
  type LegalSource,
  stateName,
  withDisclaimer,
} from '@redzone/legal';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { ChatModel } from '../../platform/llm/chat-model';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { legalPromptMessages } from './legal-prompt';
import type { LegalAnswerKind, LegalMetrics } from './legal.metrics';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export interface LegalService {
  /**
   * `limitKey`: whom the rate limit counts (the verified number's hash);
   * `language`: the request's (Accept-Language), for a question whose words do not tell.
   */
  answer(
    limitKey: string,
    body: LegalChatBody,
    language?: LegalLanguage,
  ): Promise<LegalChatResponse>;
}

function toCitation(source: LegalSource): Citation {
  return source.url === undefined
    ? { title: source.title, citation: source.citation }
    : { title: source.title, citation: source.citation, url: source.url };
}

function rateLimited(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / SECOND_MS));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const windowMinutes = LEGAL_CHAT_RATE_LIMIT_WINDOW_MS / MINUTE_MS;
  return new AppError(
    HTTP_STATUS.tooManyRequests,
    'rate_limited',
    `You can ask the law office at most ${LEGAL_CHAT_RATE_LIMIT} questions in ${windowMinutes} minutes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
}

/**
 * POST /api/legal/chat. The default engine always answers first: it chooses the law
 * and the citations. With a model configured, the model rewrites that answer from the same
 * passages; its text is used only when it arrives in time and whole, and the citations and the
 * closing disclaimer line are the engine's either way.
 */
export function createLegalService(deps: {
  model: ChatModel | null;
  limiter: RateLimiter;
  /**
   * Model answers per verified number a day; past it the corpus answers alone,
   * so nobody can turn the law office into an unbounded bill.
   */
  modelBudget?: RateLimiter;
  log: FastifyBaseLogger;
  metrics: LegalMetrics;
}): LegalService {
  const { model, limiter, modelBudget, log, metrics } = deps;
  return {
    async answer(limitKey, body, language) {
      const started = performance.now();
      const answered = (kind: LegalAnswerKind, response: LegalChatResponse) => {
        metrics.question(kind, (performance.now() - started) / 1000);
        return response;
      };
      const refusal = await limiter.take(limitKey);
      if (refusal !== null) {
        metrics.question('rate_limited', 0);
        throw rateLimited(refusal.retryAfterMs);
      }
      const question: LegalQuestion = {
        message: body.message.trim(),
        conversationHistory: body.conversationHistory,
        state: body.userLocation?.state,
        language,
      };
      const answer = answerLegalQuestion(question);
      const citations = answer.citations.map(toCitation);
      // The engine's answer in parts: the web app shows `more` behind "More".
      const engineAnswer: LegalChatResponse = {
        response: answer.response,
        citations,
        summary: answer.summary,
        more: answer.more,
        disclaimer: legalDisclaimer(answer.language),
      };
      if (model === null) return answered('corpus', engineAnswer);
      // "Not covered, ask here" and "which state are you in?" are the answer; a model
      // given nothing that answers, or missing the fact the answer turns on, would guess.
      if (!answer.isCovered || answer.clarifyingQuestion !== undefined) {
        return answered('corpus', engineAnswer);
      }
      if (modelBudget !== undefined && (await modelBudget.take(limitKey)) !== null) {
        return answered('corpus', engineAnswer);
      }
      const states = answer.states.map(stateName).join(' and ') || 'not known';
      try {
        const text = await model.complete(legalPromptMessages(question, answer, states));
        return answered('model', { response: withDisclaimer(text, answer.language), citations });
      } catch (error) {
        // The question itself is never logged: it may describe the person's own situation.
        log.warn({ err: error }, 'Legal model failed; answered from the corpus instead');
        return answered('model_failed', engineAnswer);
      }
    },
  };
}
