import type { FastifyRequest } from 'fastify';
import { truncatedAddress } from './http/client-address';

/**
 * Path parameters that must not reach a log: a place (the agencies lookup takes
 * "latitude,longitude" or an address in its path, as the spec's client puts it) and a watch
 * link's token (whoever reads it could follow the alert). Their routes are logged as
 * the route's pattern.
 */
const PRIVATE_PARAMS = /:(location|token)\b/;

function loggedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && PRIVATE_PARAMS.test(pattern)) return pattern;
  return request.url.split('?')[0] ?? '';
}

/**
 * Fastify's request log line minus the query string, which can carry a phone number (the dev
 * outbox) or a position, and minus a place in the path: logs keep the path only. The client's
 * address is cut to its network (IPv4 /24, IPv6 /48) and the port dropped: an
 * exact address with a time and a path is enough to unmask who sent an anonymous report.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedPath(request),
      host: request.host,
      remoteNetwork: truncatedAddress(request.ip),
    };
  },
};

/**
 * A PIN, or a hash a PIN could be guessed from offline, never reaches a log, whatever
 * object a line is given (a request body, a route's input). Fastify does not log bodies; this
 * holds if anyone ever does.
 */
const PIN_FIELDS = ['pin', 'currentPin', 'pins'];
export const logRedaction = {
  paths: PIN_FIELDS.flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
    `req.body.${field}`,
    `request.body.${field}`,
  ]),
  censor: '[redacted]',
};
