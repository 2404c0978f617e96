import {
  LEGAL_CHAT_RATE_LIMIT,
  LEGAL_CHAT_RATE_LIMIT_WINDOW_MS,
  LegalChatBodySchema,
  LegalChatResponseSchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VerifiedPhoneGuard } from '../../platform/identity/require-verified-phone';
import { acceptedLegalLanguage } from './accept-language';
import type { LegalService } from './legal.service';

const WINDOW_MINUTES = LEGAL_CHAT_RATE_LIMIT_WINDOW_MS / 60_000;

/**
 * P2 §7 POST /api/legal/chat: verified phones only (P2 §6), limited per identity. Answers in the
 * question's language, or in the Accept-Language when its words do not tell.
 */
export const legalRoutes: FastifyPluginAsyncZod<{
  legalService: LegalService;
  requireVerifiedPhone: VerifiedPhoneGuard;
}> = async (app, { legalService, requireVerifiedPhone }) => {
  app.post(
    '/api/legal/chat',
    {
      schema: {
        tags: ['legal'],
        summary: `Ask the law office (verified phone): an answer from the legal corpus for your state, with its citations, ending with a not-legal-advice line, in the question's language (English or Spanish; Accept-Language when the question does not tell); ${LEGAL_CHAT_RATE_LIMIT} questions per ${WINDOW_MINUTES} minutes (429 with Retry-After)`,
        body: LegalChatBodySchema,
        response: { 200: LegalChatResponseSchema },
      },
    },
    async (request, reply) => {
      // Counted per verified number, however many identities it was verified on.
      const { phoneHash } = await requireVerifiedPhone(request);
      reply.header('cache-control', 'no-store');
      const language = acceptedLegalLanguage(request.headers['accept-language']);
      return legalService.answer(phoneHash, request.body, language);
    },
  );
};
