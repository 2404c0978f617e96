import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`. Digests are compared, so the
 * comparison takes the same time wherever the texts differ and whatever their lengths.
 */
export function createBearerTokenCheck(token: string): (request: FastifyRequest) => boolean {
  const expected = digest(token);
  return (request) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    return given !== '' && timingSafeEqual(digest(given), expected);
  };
}
