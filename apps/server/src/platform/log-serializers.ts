import type { FastifyRequest } from 'fastify';

/**
 * Fastify's request log line minus the query string, which can carry a phone number (the dev
 * outbox) or a position: logs keep the path only.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.url.split('?')[0],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
