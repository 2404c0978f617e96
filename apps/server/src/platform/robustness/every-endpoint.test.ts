import { randomUUID } from 'node:crypto';
import { ApiErrorBodySchema, ERROR_CODES } from '@redzone/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app';
import { SESSION_COOKIE_NAME } from '../identity/session-cookie';
import { createAlert, randomPlace } from '../../test/alerts';
import { createIsolatedTestApp } from '../../test/create-test-app';
import type { FieldHints } from '../../test/json-schema-arbitrary';
import { createOfficer, createReport, uniqueCity } from '../../test/officers';
import {
  asSession,
  randomPhone,
  requestCode,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { startUpload } from '../../test/recordings';
import {
  type OpenApiOperation,
  type RequestContext,
  requestArbitrary,
  type RouteUnderTest,
} from '../../test/request-arbitrary';
import {
  createRouteInventory,
  openApiPath,
  type RegisteredRoute,
  routeKey,
  UNSAFE_METHODS,
} from '../../test/route-inventory';
import { changedKeys, createStoredDataSnapshot, type StoredData } from '../../test/stored-data';
import { describeApi } from '../../test/test-database';

/**
 * Robustness: every route the server registers gets random and malformed requests,
 * as a verified session and as a visitor without one. Whatever arrives, the answer is never a
 * 5xx, every 4xx is the contract's JSON error, and a 4xx leaves every table and every file under
 * DATA_DIR as it was. Routes come from the app itself (onRoute), so a new one is covered at once.
 */

/** Runs per route and per kind of visitor: with about 50 routes, some 3,000 requests in all. */
const RUNS_PER_ROUTE = 30;
/**
 * The same requests on every run unless told otherwise, so CI is red only for a change that
 * broke something: a random seed found a defect by chance and cost a landing that had nothing to
 * do with it. `FUZZ_SEED=random` explores (a failure prints its seed); `FUZZ_SEED=<n>` repeats.
 */
const FUZZ_SEED = process.env.FUZZ_SEED ?? '20261127';
const SEED = FUZZ_SEED === 'random' ? undefined : Number(FUZZ_SEED);
const ADMIN_TOKEN = 'robustness-suite-admin-token-0123456789';
/** High enough that the write limit never answers for the fuzzed routes; it has its own suite. */
const UNLIMITED_WRITES = { limit: 1_000_000, windowMs: 60_000 };

/** Routes no random request is sent to, with the reason; each is tested on its own below. */
const NOT_FUZZED: Record<string, string> = {
  'GET /api/events':
    'server-sent events: a 200 stream never ends, so inject would wait on it forever; its refusals are tested below',
};

/**
 * Routes that serve files (the docs UI's, the finished homepage videos), which the API document
 * leaves out; they get the same random requests, without schemas to shape them.
 */
const FILE_ROUTES = /^(GET|HEAD) (\/api\/docs(\/|$)|\/media\/videos\/)/;

/**
 * 4xx answers that store something on purpose, per route and error code: a wrong verification
 * code is counted against the code (DESIGN.md: codes "allow few attempts"), and a deletion code
 * is sent and its tries counted the same way.
 */
const STORES_ON_4XX: Record<string, { codes: string[]; tables: string[] }> = {
  'POST /api/phone/verify/code': {
    codes: ['code_invalid', 'code_attempts_exceeded'],
    tables: ['public.phone_verification_codes'],
  },
  // Deleting an alert's or a complaint's recording texts a code (stored hashed on the
  // row) and counts each wrong try against it.
  'DELETE /api/recordings/:id': {
    codes: ['deletion_code_required', 'deletion_code_invalid'],
    tables: ['public.recordings'],
  },
  // Finishing an upload that holds nothing removes it (never a 0-byte receipt).
  'POST /api/recordings/:id/finish': { codes: ['recording_empty'], tables: ['public.recordings'] },
  'POST /api/recordings/:id/layers/:layer/finish': {
    codes: ['recording_empty'],
    tables: ['public.recordings'],
  },
};

/** The contract's error shape, exactly: a known code and no other fields. */
const ErrorAnswerSchema = ApiErrorBodySchema.extend({
  code: z.enum(ERROR_CODES),
  // The two verify calls answer failures in their result shape (P2 §3/§8).
  success: z.literal(false).optional(),
}).strict();

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const SETTLE_POLL_MS = 5;
const SETTLE_POLLS = 50;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isPageNavigation(request: InjectOptions): boolean {
  const accept = (request.headers as Record<string, string> | undefined)?.accept ?? '';
  return !String(request.url).startsWith('/api') && accept.includes('text/html');
}

describeApi('every endpoint under random input', () => {
  const inventory = createRouteInventory();
  let app: App;
  let snapshot: () => Promise<StoredData>;
  let routes: RegisteredRoute[];
  let document: OpenApiDocument;
  let verified: TestSession & { e164: string };
  let other: TestSession;
  let hints: FieldHints;

  beforeAll(async () => {
    const isolated = await createIsolatedTestApp(
      { ADMIN_TOKEN },
      { onRoute: inventory.onRoute, writeRateLimit: UNLIMITED_WRITES },
    );
    app = isolated.app;
    await app.ready();
    snapshot = createStoredDataSnapshot(isolated);
    routes = inventory.routes();
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();

    verified = await startVerifiedSession(app);
    other = await startSession(app);
    // Things that exist, so random requests also reach the code behind a found id.
    const alert = await createAlert(app, verified, randomPlace());
    const officer = await createOfficer(app, verified, uniqueCity());
    const report = await createReport(app, verified, officer.id);
    const recording = await startUpload(app, verified, { id: randomUUID() });
    const stream = await app.inject({
      method: 'POST',
      url: '/api/stream-upload/init',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { filename: 'home.mp4', fileSize: 1000, totalChunks: 1 },
    });
    const streamId: string = stream.json().streamId;
    const agencies = await app.inject({
      method: 'GET',
      url: '/api/law-enforcement-agencies?location=Chicago%2C%20IL',
    });
    const agencyIds: string[] = agencies.json().map((agency: { id: string }) => agency.id);
    const videoReport = await app.inject({
      method: 'POST',
      url: '/api/video-reports',
      payload: {
        recordingId: recording.recordingId,
        agencyId: agencyIds[0],
        crimeType: 'excessive_force',
        incidentDate: new Date().toISOString(),
        officerBadgeNumber: null,
        officerName: 'Ünïcödé 👮 名前',
        incidentDescription: 'Pushed to the ground\twithout warning.',
        witnessCount: 2,
        isAnonymous: false,
      },
      ...asSession(verified),
    });
    if (videoReport.statusCode !== 201) throw new Error(`video report: ${videoReport.body}`);
    const ids = [
      alert.id,
      officer.id,
      report.id,
      recording.recordingId,
      streamId,
      videoReport.json().id,
    ];
    // A number with a code waiting, so random codes for it are counted as wrong attempts.
    const pending = randomPhone();
    await requestCode(app, verified, pending.typed);
    const phones = [verified.e164, pending.typed, randomPhone().typed, randomPhone().e164];
    hints = {
      id: fc.constantFrom(...ids),
      alertId: fc.constantFrom(...ids),
      recordingId: fc.constantFrom(...ids),
      streamId: fc.constantFrom(streamId),
      'x-stream-id': fc.constantFrom(streamId),
      'x-chunk-index': fc.constantFrom(0, 1),
      agencyId: fc.constantFrom(...agencyIds.slice(0, 3), 'no-such-agency'),
      phoneNumber: fc.constantFrom(...phones),
      phone: fc.constantFrom(...phones),
      state: fc.constantFrom('CA', 'California', 'ny', 'ZZ'),
      location: fc.constantFrom('Chicago, IL', '90210', 'Springfield'),
      index: fc.constantFrom(0, 1, 2),
    };
  });
  afterAll(() => app?.close());

  function operationOf(route: RegisteredRoute): OpenApiOperation | null {
    return document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] ?? null;
  }

  it('finds every route the server registers, each documented with its schemas', () => {
    const keys = routes.map(routeKey);
    // The skip list names routes that exist: a stale entry would hide nothing and mislead.
    expect(keys).toEqual(expect.arrayContaining(Object.keys(NOT_FUZZED)));
    const undocumented = routes
      .filter((route) => operationOf(route) === null)
      .map(routeKey)
      .filter((key) => !FILE_ROUTES.test(key));
    expect(undocumented).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  /** What was stored after the last answer settled: the next request's "before". */
  let stored: StoredData | null = null;

  async function settled(): Promise<StoredData> {
    let last = await snapshot();
    for (let poll = 0; poll < SETTLE_POLLS; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
      const next = await snapshot();
      if (changedKeys(last, next).length === 0) return next;
      last = next;
    }
    throw new Error('stored data kept changing after the answer');
  }

  /** One request and every promise the suite makes about its answer. */
  async function checkAnswer(
    route: RegisteredRoute,
    request: InjectOptions,
    isSession: boolean,
  ): Promise<void> {
    const before = stored ?? (await settled());
    // Until this answer is judged, nothing is known about what is stored.
    stored = null;
    const response = await app.inject(request);
    const status = response.statusCode;
    const shown = `${String(request.method)} ${String(request.url).slice(0, 200)} -> ${status} ${response.body.slice(0, 300)}`;
    if (status >= 500) throw new Error(`a 5xx answer: ${shown}`);
    if (status < 400) {
      // Without a session only the admin token can write: a forged user-id or cookie cannot.
      const headers = (request.headers ?? {}) as Record<string, string>;
      const isAdmin = headers.authorization === `Bearer ${ADMIN_TOKEN}`;
      if (!isSession && !isAdmin && UNSAFE_METHODS.includes(route.method)) {
        throw new Error(`a write without a session succeeded: ${shown}`);
      }
      stored = await settled();
      return;
    }
    // A HEAD answer has no body to hold the error, and a page the browser navigates to outside
    // /api gets the web app's own not-found page, not the API's error.
    const hasErrorBody = request.method !== 'HEAD' && !isPageNavigation(request);
    const body = hasErrorBody ? ErrorAnswerSchema.safeParse(parseJson(response.body)) : null;
    if (body?.success === false) throw new Error(`not the JSON error shape: ${shown}`);
    if (body !== null && !/^application\/json/.test(String(response.headers['content-type']))) {
      throw new Error(`an error that is not JSON: ${shown}`);
    }
    const after = await snapshot();
    const allowed = STORES_ON_4XX[routeKey(route)];
    const code = body?.data?.code ?? '';
    const changed = changedKeys(before, after).filter(
      (key) => !(allowed?.codes.includes(code) && allowed.tables.includes(key)),
    );
    if (changed.length > 0) throw new Error(`a 4xx changed ${changed.join(', ')}: ${shown}`);
    stored = after;
  }

  async function fuzzEveryRoute(context: RequestContext): Promise<string[]> {
    const failures: string[] = [];
    for (const route of routes) {
      if (routeKey(route) in NOT_FUZZED) continue;
      const underTest: RouteUnderTest = { ...route, operation: operationOf(route) };
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(underTest, context), (request) =>
          checkAnswer(route, request, context.session !== null),
        ),
        { numRuns: RUNS_PER_ROUTE, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      if (details.failed) {
        const error = details.errorInstance;
        const message = error instanceof Error ? error.message : String(error);
        const request = JSON.stringify(details.counterexample?.[0]) ?? '';
        failures.push(
          `${routeKey(route)}: ${message.slice(0, 600)}\n  request: ${request.slice(0, 1000)}\n  (seed ${details.seed}, path "${details.counterexamplePath ?? ''}")`,
        );
      }
    }
    return failures;
  }

  it('never fails a verified session, whatever it sends', { timeout: 300_000 }, async () => {
    const failures = await fuzzEveryRoute({
      session: verified,
      otherUserId: other.userId,
      adminToken: ADMIN_TOKEN,
      hints,
    });
    expect(failures).toEqual([]);
    // Bodies and query strings carried __proto__ and constructor.prototype keys.
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it(
    'never fails a visitor without a session, whatever it sends',
    { timeout: 300_000 },
    async () => {
      const failures = await fuzzEveryRoute({
        session: null,
        otherUserId: verified.userId,
        adminToken: ADMIN_TOKEN,
        hints,
      });
      expect(failures).toEqual([]);
      expect(Object.prototype).not.toHaveProperty('polluted');
    },
  );

  it('answers a method a route does not have with a JSON 4xx that stores nothing', async () => {
    const before = await settled();
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    const has = new Set(routes.map(routeKey));
    // The docs UI's files answer overlapping paths (HEAD /api/docs/ and GET /api/docs/*).
    const apiUrls = routes
      .map((route) => route.url)
      .filter((url) => !FILE_ROUTES.test(`GET ${url}`));
    for (const url of new Set(apiUrls)) {
      for (const method of methods.filter((m) => !has.has(`${m} ${url}`))) {
        const path = url.replace(/:[A-Za-z0-9_]+|\*/g, 'x');
        const response = await app.inject({ method, url: path, ...asSession(verified) });
        // Mostly 404, but GET /api/stream-upload/init is GET /api/stream-upload/:id, say.
        expect(response.statusCode, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
        expect(ErrorAnswerSchema.safeParse(response.json()).success, `${method} ${path}`).toBe(
          true,
        );
      }
    }
    expect(changedKeys(before, await snapshot())).toEqual([]);
  });

  it('refuses bad requests for the event stream with a JSON 4xx', async () => {
    const own = { cookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(verified.cookie)}` };
    const refusals = [
      { url: '/api/events' },
      { url: '/api/events', headers: { cookie: `${SESSION_COOKIE_NAME}=%ZZ` } },
      { url: '/api/events', headers: { 'user-id': verified.userId } },
      { url: '/api/events?lastEventId=abc', headers: own },
      { url: '/api/events?lastEventId=1&lastEventId=2', headers: own },
      { url: `/api/events?lastEventId=${'9'.repeat(40)}`, headers: own },
    ];
    for (const { url, headers } of refusals) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(ErrorAnswerSchema.safeParse(response.json()).success, url).toBe(true);
    }
  });
});
