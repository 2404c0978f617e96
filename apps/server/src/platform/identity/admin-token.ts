import type { FastifyRequest } from 'fastify';
import { AppError, HTTP_STATUS } from '../errors/app-error';
import { createBearerTokenCheck } from './bearer-token';

export type AdminGuard = (request: FastifyRequest) => void;

/**
 * DESIGN.md departure: uploads need `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured
 * token nobody may upload, and the answer says so instead of pretending the token is wrong.
 */
export function createAdminGuard(adminToken: string | null): AdminGuard {
  const hasToken = adminToken === null ? null : createBearerTokenCheck(adminToken);
  return (request) => {
    if (hasToken === null) {
      throw new AppError(
        HTTP_STATUS.serviceUnavailable,
        'uploads_disabled',
        'Video uploads are turned off on this server: it has no ADMIN_TOKEN. Ask its operator to set one.',
      );
    }
    if (!hasToken(request)) {
      throw new AppError(
        HTTP_STATUS.unauthorized,
        'admin_token_invalid',
        'The admin token is missing or wrong. Enter the token the server was started with.',
      );
    }
  };
}
