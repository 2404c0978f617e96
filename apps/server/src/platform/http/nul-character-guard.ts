import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, HTTP_STATUS } from '../errors/app-error';

const NUL = '\u0000';
/** Half of a UTF-16 pair without its other half: no UTF-8 text, so PostgreSQL refuses it too. */
// Without the `u` flag the pattern sees UTF-16 code units, which is what a lone half is.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Flaw = 'nul' | 'surrogate';

function flawOf(text: string): Flaw | null {
  if (text.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

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
 * The first string inside a parsed value that PostgreSQL cannot store, with its path, or null.
 * Iterative, with its own stack: a body nested 100,000 levels deep must not overflow the stack.
 */
function findUnstorable(value: unknown): { path: Path; flaw: Flaw } | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const flaw = flawOf(current);
      if (flaw !== null) return { path: pathOf(visit), flaw };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const child = { value: item, key, parent: visit };
        const flaw = flawOf(key);
        if (flaw !== null) return { path: pathOf(child), flaw };
        pending.push(child);
      }
    }
  }
  return null;
}

const PLACES = { params: 'URL', querystring: 'query string', body: 'request body' } as const;

const FLAWS = {
  nul: {
    says: 'text cannot contain the NUL character',
    issue: 'must not contain the NUL character',
  },
  surrogate: {
    says: 'text must be valid Unicode (half of a character pair came alone)',
    issue: 'must be valid Unicode',
  },
} as const;

/**
 * PostgreSQL text cannot hold the NUL character or a lone UTF-16 surrogate (JSON's "\ud800"): in
 * a path parameter, the query string or a JSON body either would reach the database as a query
 * error and a 500. No field has a use for them, so they are refused as a validation failure
 * before any route's own validation runs.
 */
export const nulCharacterGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const values = { params: request.params, querystring: request.query, body: request.body };
      for (const place of Object.keys(PLACES) as (keyof typeof PLACES)[]) {
        const found = findUnstorable(values[place]);
        if (found === null) continue;
        const { says, issue } = FLAWS[found.flaw];
        throw new AppError(
          HTTP_STATUS.badRequest,
          'validation_failed',
          `Invalid ${PLACES[place]}: ${says}.`,
          { issues: [{ path: found.path, message: issue }] },
        );
      }
    });
  },
  { name: 'nul-character-guard' },
);
