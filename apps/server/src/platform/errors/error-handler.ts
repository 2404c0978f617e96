import type { ApiErrorBody, ErrorCode } from '@redzone/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, HTTP_STATUS } from './app-error';

/** Fastify's own request errors, turned into our codes and messages a person can read. */
const FASTIFY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: HTTP_STATUS.badRequest,
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: HTTP_STATUS.badRequest,
    code: 'invalid_json',
    message: 'The request body is empty but says it is JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: HTTP_STATUS.payloadTooLarge,
    code: 'body_too_large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: HTTP_STATUS.unsupportedMediaType,
    code: 'unsupported_media_type',
    message: 'This content type is not accepted here.',
  },
  // The router's own refusals, which reach us through the frameworkErrors option.
  FST_ERR_BAD_URL: {
    status: HTTP_STATUS.badRequest,
    code: 'bad_request',
    message: 'The address is not valid: it has a broken %-escape.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: HTTP_STATUS.uriTooLong,
    code: 'bad_request',
    message: 'A part of the address is too long.',
  },
};

type IssueList = NonNullable<ApiErrorBody['issues']>;

function toBody(error: AppError): ApiErrorBody {
  const body: ApiErrorBody = { error: error.message, code: error.code };
  return error.issues === undefined ? body : { ...body, issues: error.issues };
}

/** An error as it leaves: status, the one body shape, and headers such as Retry-After. */
export interface ErrorReply {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
}

const VALIDATION_PLACES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'URL',
  headers: 'request headers',
};

function validationIssues(error: FastifyError): IssueList {
  return (error.validation ?? []).map((issue) => ({
    // Array indexes come back as numbers, as in a zod issue path.
    path: issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message: issue.message ?? 'is invalid',
  }));
}

function validationMessage(error: FastifyError, issues: IssueList): string {
  const place = VALIDATION_PLACES[error.validationContext ?? ''] ?? 'request';
  const details = issues.map((issue) =>
    [issue.path.join('.'), issue.message].filter(Boolean).join(': '),
  );
  return `Invalid ${place}: ${details.join('; ')}`;
}

/** Maps any error to its answer, logging what an operator needs to see. */
export function toErrorReply(error: FastifyError, request: FastifyRequest): ErrorReply {
  if (error instanceof AppError) {
    // A deliberate 5xx (a provider that failed) still deserves a line in the log, with its cause.
    if (error.status >= HTTP_STATUS.internalServerError) {
      request.log.warn({ err: error.cause ?? error }, error.message);
    }
    const headers: Record<string, string> =
      error.retryAfterSeconds === undefined
        ? {}
        : { 'retry-after': String(error.retryAfterSeconds) };
    return { status: error.status, body: toBody(error), headers };
  }
  if (error.validation) {
    const issues = validationIssues(error);
    const body: ApiErrorBody = {
      error: validationMessage(error, issues),
      code: 'validation_failed',
      issues,
    };
    return { status: HTTP_STATUS.badRequest, body, headers: {} };
  }
  const known = FASTIFY_ERRORS[error.code];
  if (known) {
    return { status: known.status, body: { error: known.message, code: known.code }, headers: {} };
  }
  const status = error.statusCode ?? HTTP_STATUS.internalServerError;
  // Other 4xx come from Fastify or its plugins describing the request itself; safe to repeat.
  if (status >= HTTP_STATUS.badRequest && status < HTTP_STATUS.internalServerError) {
    return { status, body: { error: error.message, code: 'bad_request' }, headers: {} };
  }
  // A 5xx is a bug: the log gets everything (with the request id), the client nothing internal.
  request.log.error({ err: error }, 'unexpected error');
  return {
    status: HTTP_STATUS.internalServerError,
    body: { error: 'Internal server error', code: 'internal_error' },
    headers: {},
  };
}

/**
 * Also Fastify's `frameworkErrors` option: a URL the router cannot decode or a path parameter
 * over its length never reaches a route or the error handler, and would leave in Fastify's shape.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorReply(error, request);
  return reply.code(status).headers(headers).send(body);
}

/** The one error handler (STYLE.md "Errors"): every failure leaves as ApiErrorBody JSON. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);

export function replyRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiErrorBody = {
    error: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    code: 'route_not_found',
  };
  return reply.code(HTTP_STATUS.notFound).send(body);
}
