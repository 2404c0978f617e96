import {
  EmptyQuerySchema,
  SendCodeBodySchema,
  VerificationFailureSchema,
  VerificationResultSchema,
  VerificationStatusSchema,
  VerifyCodeBodySchema,
} from '@redzone/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { toErrorReply } from '../../platform/errors/error-handler';
import {
  readSessionUserId,
  requireIdentity,
  setSessionCookie,
} from '../../platform/identity/session-cookie';
import { PHONE_INVALID_MESSAGE } from '../../platform/phone/phone-number';
import type { PhoneVerificationService } from './phone.service';

const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from the SMS.';

/** Both verify calls answer failures in the result shape, so their schemas are shared. */
const RESULT_RESPONSES = {
  200: VerificationResultSchema,
  '4xx': VerificationFailureSchema,
  '5xx': VerificationFailureSchema,
};

/**
 * A malformed phone number or code in the body is the user's typo, not a broken client: it gets
 * the same answer as a number that parses but is not valid.
 */
function asVerificationError(error: FastifyError): FastifyError {
  if (!error.validation || error.validationContext !== 'body') return error;
  const fields = error.validation.map((issue) => issue.instancePath.split('/')[1]);
  if (fields.includes('phoneNumber')) {
    return new AppError(HTTP_STATUS.badRequest, 'phone_invalid', PHONE_INVALID_MESSAGE);
  }
  if (fields.includes('verificationCode')) {
    return new AppError(HTTP_STATUS.badRequest, 'code_invalid', CODE_FORMAT_MESSAGE);
  }
  return error;
}

/** P2 §3/§8: the client reads `success` and `error` from every answer of the verify calls. */
function replyVerificationFailure(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { status, body, headers } = toErrorReply(asVerificationError(error), request);
  return reply
    .code(status)
    .headers(headers)
    .send({ success: false as const, ...body });
}

/** The two calls of the verification card, with their own error answers (P2 §3/§8). */
const verificationRoutes: FastifyPluginAsyncZod<{
  phoneService: PhoneVerificationService;
}> = async (app, { phoneService }) => {
  app.setErrorHandler(replyVerificationFailure);

  app.post(
    '/api/phone/verify',
    {
      schema: {
        tags: ['phone'],
        summary: 'Text a 6-digit code to the number (valid 10 minutes; sends are limited)',
        body: SendCodeBodySchema,
        response: RESULT_RESPONSES,
      },
    },
    async (request) =>
      phoneService.sendCode({
        identityId: requireIdentity(request),
        clientAddress: request.ip,
        phoneNumber: request.body.phoneNumber,
      }),
  );

  app.post(
    '/api/phone/verify/code',
    {
      schema: {
        tags: ['phone'],
        summary: "Check the code; on success this session's identity is verified",
        body: VerifyCodeBodySchema,
        response: RESULT_RESPONSES,
      },
    },
    async (request, reply) => {
      const identityId = requireIdentity(request);
      const { identityId: boundId, ...result } = await phoneService.verifyCode({
        identityId,
        phoneNumber: request.body.phoneNumber,
        verificationCode: request.body.verificationCode,
        signOutOtherDevices: request.body.signOutOtherDevices === true,
        stopPin: request.body.stopPin,
        clientAddress: request.ip,
      });
      // Another number than this identity's: this phone goes on as the new identity.
      if (boundId !== identityId) setSessionCookie(request, reply, boundId);
      return result;
    },
  );
};

export const phoneRoutes: FastifyPluginAsyncZod<{
  phoneService: PhoneVerificationService;
}> = async (app, { phoneService }) => {
  app.get(
    '/api/user/verification-status',
    {
      schema: {
        tags: ['phone'],
        summary: "This session's phone verification, the number masked but its last 4 digits",
        querystring: EmptyQuerySchema,
        response: { 200: VerificationStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return phoneService.status(readSessionUserId(request));
    },
  );

  // Its own scope, so its error handler applies to these two routes only.
  await app.register(verificationRoutes, { phoneService });
};
