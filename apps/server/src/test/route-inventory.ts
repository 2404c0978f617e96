import type { HTTPMethods, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  /** Fastify's form: `/api/alerts/:id/respond`, `/api/docs/*`. */
  url: string;
  /** The route said it bounds its own writes (`config: { writeRateLimit: false }`). */
  isWriteLimitExempt: boolean;
}

export const UNSAFE_METHODS: readonly HTTPMethods[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Records every route as the app adds it (pass `onRoute` to buildApp), so suites cover each
 * route the server really has and a new one cannot slip past them. HEAD routes Fastify adds
 * beside each GET are left out: they answer as the GET does, without a body.
 */
export function createRouteInventory() {
  const recorded: RegisteredRoute[] = [];
  return {
    onRoute(route: RouteOptions) {
      for (const method of [route.method].flat()) {
        recorded.push({
          method: method as HTTPMethods,
          url: route.url,
          isWriteLimitExempt: route.config?.writeRateLimit === false,
        });
      }
    },
    routes(): RegisteredRoute[] {
      const gets = new Set(recorded.filter((r) => r.method === 'GET').map((r) => r.url));
      return recorded.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
    },
  };
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** `/api/alerts/:id/end` as the OpenAPI document writes it: `/api/alerts/{id}/end`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
