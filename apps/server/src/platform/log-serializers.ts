import type { FastifyRequest } from 'fastify';

/**
 * Path parameters that can hold a place: the agencies lookup takes "latitude,longitude" or an
 * address in its path (the spec's client puts it there). Their routes are logged as the route's
 * pattern, so the place never reaches the log.
 */
const PLACE_PARAMS = /:location\b/;

function loggedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && PLACE_PARAMS.test(pattern)) return pattern;
  return request.url.split('?')[0] ?? '';
}

/**
 * Fastify's request log line minus the query string, which can carry a phone number (the dev
 * outbox) or a position, and minus a place in the path: logs keep the path only.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedPath(request),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
