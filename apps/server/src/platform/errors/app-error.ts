import type { ErrorCode } from '@redzone/contract';

/**
 * An error the client is meant to see: its message is shown to the user, its code read by the
 * web app. Anything thrown that is not an AppError is a bug and answered as a bare 500.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const HTTP_STATUS = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  internalServerError: 500,
  serviceUnavailable: 503,
} as const;
