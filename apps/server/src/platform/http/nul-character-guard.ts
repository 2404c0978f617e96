import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, HTTP_STATUS } from '../errors/app-error';

const NUL = '\u0000';

type Path = (string | number)[];

/** A value met on the way down, with how it was reached (not a copied path: bodies nest deep). */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): Path {
  const path: Path = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) {
    path.push(at.key);
  }
  return path.reverse();
}

/**
 * The path of the first string holding NUL inside a parsed value, or null. Iterative, with its
 * own stack: a body nested 100,000 levels deep must not overflow the call stack.
 */
function findNul(value: unknown): Path | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const child = { value: item, key, parent: visit };
        if (key.includes(NUL)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}

const PLACES = { params: 'URL', querystring: 'query string', body: 'request body' } as const;

/**
 * PostgreSQL text cannot hold the NUL character: a NUL in a path parameter, the query string or a
 * JSON body would reach the database as a query error and a 500. No field has a use for it, so
 * it is refused as a validation failure before any route's own validation runs.
 */
export const nulCharacterGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const values = { params: request.params, querystring: request.query, body: request.body };
      for (const place of Object.keys(PLACES) as (keyof typeof PLACES)[]) {
        const path = findNul(values[place]);
        if (path === null) continue;
        throw new AppError(
          HTTP_STATUS.badRequest,
          'validation_failed',
          `Invalid ${PLACES[place]}: text cannot contain the NUL character.`,
          { issues: [{ path, message: 'must not contain the NUL character' }] },
        );
      }
    });
  },
  { name: 'nul-character-guard' },
);
