import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP_STATUS } from '../errors/app-error';
import { replyRouteNotFound } from '../errors/error-handler';
import { cacheControlFor } from './cache-control';
import { type RouteHtml, routeHtmlFrom } from './route-preload-html';

const INDEX_FILE = 'index.html';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A browser navigating (not a script or image fetch) asks for HTML. */
function isPageRequest(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app and owns the app-wide 404: unknown /api routes get the JSON error,
 * page navigations get index.html so the client router shows its own 404 page.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string }) => {
    const { webDistDir } = options;
    const hasWebApp = existsSync(join(webDistDir, INDEX_FILE));
    let routeHtml: RouteHtml | null = null;
    if (hasWebApp) {
      routeHtml = routeHtmlFrom(webDistDir, readFileSync(join(webDistDir, INDEX_FILE), 'utf8'));
      await app.register(fastifyStatic, {
        root: webDistDir,
        // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent to
        // browsers that accept them, the first load is a third of its size on a slow network.
        preCompressed: true,
        cacheControl: false,
        // @fastify/static 10 (earlier versions let encoded and dot segments past
        // route guards) hands setHeaders the reply.
        setHeaders: (reply, filePath) => {
          // The same URL may be sent compressed or not: shared caches must keep them apart.
          void reply.header('vary', 'Accept-Encoding');
          void reply.header(
            'cache-control',
            cacheControlFor(relative(webDistDir, filePath).split(sep).join('/')),
          );
        },
      });
    } else {
      app.log.warn(
        `No web app at ${webDistDir} (no ${INDEX_FILE}); serving the API only. Build apps/web or set WEB_DIST_DIR.`,
      );
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url) || !isPageRequest(request)) {
        return replyRouteNotFound(request, reply);
      }
      if (!hasWebApp) {
        return reply
          .code(HTTP_STATUS.notFound)
          .type('text/plain; charset=utf-8')
          .send(
            `The web app is not built, so there is no page here. Run "npm run build" (or set WEB_DIST_DIR); the API under /api works.`,
          );
      }
      const path = request.url.split(/[?#]/, 1)[0] ?? request.url;
      const html = routeHtml?.(path, request.headers['accept-language']) ?? null;
      if (html === null) return reply.code(HTTP_STATUS.ok).sendFile(INDEX_FILE);
      return reply
        .code(HTTP_STATUS.ok)
        .header('cache-control', cacheControlFor(INDEX_FILE))
        .header('vary', 'Accept-Encoding, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  },
  { name: 'web-app' },
);
