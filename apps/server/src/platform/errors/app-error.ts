import type { ApiErrorBody, ErrorCode } from '@redzone/contract';

/**
 * An error the client is meant to see: its message is shown to the user, its code read by the
 * web app. Anything thrown that is not an AppError is a bug and answered as a bare 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  /** Sent as Retry-After with a 429 or 503. */
  readonly retryAfterSeconds: number | undefined;
  /** Which fields were wrong, for a 400 the schema alone could not catch. */
  readonly issues: ApiErrorBody['issues'];

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; issues?: ApiErrorBody['issues']; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.issues = options.issues;
  }
}

export const HTTP_STATUS = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  gone: 410,
  conflict: 409,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  rangeNotSatisfiable: 416,
  unprocessableContent: 422,
  tooManyRequests: 429,
  internalServerError: 500,
  badGateway: 502,
  serviceUnavailable: 503,
  insufficientStorage: 507,
} as const;
