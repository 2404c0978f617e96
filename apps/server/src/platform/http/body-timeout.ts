import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a JSON body may take to arrive: a few kilobytes, even on a poor phone link. */
export const JSON_BODY_TIMEOUT_MS = 15_000;
/** How long an upload's body (a recording chunk, a video part) may take on a slow uplink. */
export const UPLOAD_BODY_TIMEOUT_MS = 120_000;

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A client that sends a body a byte at a time held a socket and a parser forever.
 * Every request with a body must have it in within JSON_BODY_TIMEOUT_MS, or, when it is not JSON
 * (only the upload routes parse anything else), UPLOAD_BODY_TIMEOUT_MS; past it the connection is
 * cut. The handler runs once the body is in, which stops the clock.
 */
export const bodyTimeoutPlugin = fp(
  async (app: FastifyInstance, options: { jsonMs?: number; uploadMs?: number }) => {
    const jsonMs = options.jsonMs ?? JSON_BODY_TIMEOUT_MS;
    const uploadMs = options.uploadMs ?? UPLOAD_BODY_TIMEOUT_MS;
    const timers = new WeakMap<object, NodeJS.Timeout>();
    const stop = (request: object) => {
      clearTimeout(timers.get(request));
      timers.delete(request);
    };
    app.addHook('onRequest', async (request) => {
      if (!WITH_BODY.has(request.method)) return;
      const type = request.headers['content-type'] ?? '';
      const isJson = type === '' || type.startsWith('application/json');
      const timer = setTimeout(
        () => {
          request.log.warn({ url: request.routeOptions.url }, 'request body too slow; cut');
          request.raw.destroy();
        },
        isJson ? jsonMs : uploadMs,
      );
      timer.unref();
      timers.set(request, timer);
    });
    app.addHook('preValidation', async (request) => stop(request));
    app.addHook('onResponse', async (request) => stop(request));
    app.addHook('onRequestAbort', async (request) => stop(request));
  },
  { name: 'body-timeout' },
);
