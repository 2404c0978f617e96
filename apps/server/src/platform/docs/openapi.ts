import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas (the contract), served as JSON at
 * /api/docs/json and browsable at /api/docs. Must be registered before the routes it documents.
 * Not served in production unless API_DOCS=on: it maps every call for whoever probes a server.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { version: string; isServed: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${PRODUCT_NAME} API`,
          description: 'Errors are JSON { error, code } (plus issues for validation failures).',
          version: options.version,
        },
      },
      transform: jsonSchemaTransform,
    });
    if (!options.isServed) return;
    // Swagger UI's files are all external scripts and stylesheets, so the app's CSP covers them.
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'openapi' },
);
