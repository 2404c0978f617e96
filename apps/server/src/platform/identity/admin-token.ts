import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, HTTP_STATUS } from '../errors/app-error';

export type AdminGuard = (request: FastifyRequest) => void;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * DESIGN.md departure: uploads need `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured
 * token nobody may upload, and the answer says so instead of pretending the token is wrong.
 */
export function createAdminGuard(adminToken: string | null): AdminGuard {
  const expected = adminToken === null ? null : digest(adminToken);
  return (request) => {
    if (expected === null) {
      throw new AppError(
        HTTP_STATUS.serviceUnavailable,
        'uploads_disabled',
        'Video uploads are turned off on this server: it has no ADMIN_TOKEN. Ask its operator to set one.',
      );
    }
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    // Comparing digests keeps the comparison's time independent of where the texts differ.
    if (given === '' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError(
        HTTP_STATUS.unauthorized,
        'admin_token_invalid',
        'The admin token is missing or wrong. Enter the token the server was started with.',
      );
    }
  };
}
