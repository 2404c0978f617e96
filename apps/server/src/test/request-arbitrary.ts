import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { RECORDING_CHUNK_SHA256_HEADER } from '@redzone/contract';
import {
  type FieldHints,
  fromJsonSchema,
  type JsonSchema,
  nastyText,
  wrongValue,
} from './json-schema-arbitrary';
import {
  contentType,
  type HeaderContext,
  headersArbitrary,
  headerText,
  JSON_TYPE,
} from './header-arbitraries';

/** One operation of the server's OpenAPI document (GET /api/docs/json), as far as it is read. */
export interface OpenApiOperation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface RouteUnderTest {
  method: HTTPMethods;
  /** Fastify's form: `/api/alerts/:id/respond`, `/api/docs/*`. */
  url: string;
  /** Its OpenAPI operation; null for routes the document hides (the docs UI's own files). */
  operation: OpenApiOperation | null;
}

export interface RequestContext extends HeaderContext {
  /** Values worth trying per body field, query parameter and path parameter name. */
  hints: FieldHints;
}

/** Percent-encodes every byte but unreserved ones, as a browser would, whatever the text holds. */
function encodeComponent(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9_.~-]/.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Path segments a router or a decoder may choke on, sent as they are. */
const rawSegment = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%FF%FE',
  '..',
  '%2e%2e',
  '%2F',
  '%ZZ',
  ';x=1',
  'x'.repeat(2000),
  '%F0%9F%9A%A8',
);

const toText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function paramArbitrary(name: string, schema: JsonSchema, hints: FieldHints): fc.Arbitrary<string> {
  const hint = hints[name];
  const encoded = fc
    .oneof(fromJsonSchema(schema, {}, 2), nastyText)
    .map((value) => encodeComponent(toText(value) ?? ''));
  const choices: fc.Arbitrary<string>[] = [encoded, rawSegment];
  if (hint !== undefined) choices.push(hint.map((value) => encodeComponent(toText(value) ?? '')));
  return fc.oneof(...choices);
}

function pathArbitrary(route: RouteUnderTest, hints: FieldHints): fc.Arbitrary<string> {
  const schemas = new Map(
    (route.operation?.parameters ?? [])
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [parameter.name, parameter.schema]),
  );
  const parts = route.url.split(/(:[A-Za-z0-9_]+|\*)/).filter((part) => part !== '');
  return fc
    .tuple(
      ...parts.map((part) => {
        if (part === '*') {
          return fc
            .array(fc.oneof(nastyText.map(encodeComponent), rawSegment), { maxLength: 3 })
            .map((segments) => segments.join('/'));
        }
        if (!part.startsWith(':')) return fc.constant(part);
        const name = part.slice(1);
        return paramArbitrary(name, schemas.get(name) ?? {}, hints);
      }),
    )
    .map((values) => values.join(''));
}

/** Query strings ill-formed in the ways parsers get wrong. */
const rawQuery = fc.oneof(
  fc.constantFrom(
    'a=%ZZ',
    '%',
    '&&&=&',
    'a[b][c]=1',
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'latitude=1&latitude=2&longitude=3',
    `search=${'y'.repeat(5000)}`,
    'latitude=NaN&longitude=Infinity',
    'latitude=0x10&longitude=1e3',
  ),
  headerText.map(encodeComponent).map((text) => `q=${text}`),
);

function queryArbitrary(route: RouteUnderTest, hints: FieldHints): fc.Arbitrary<string> {
  const parameters = (route.operation?.parameters ?? []).filter((p) => p.in === 'query');
  const fromSchema = fc
    .record(
      Object.fromEntries(
        parameters.map((parameter) => {
          const hint = hints[parameter.name];
          const value = fromJsonSchema(parameter.schema, {}, 2);
          return [parameter.name, hint === undefined ? value : fc.oneof(value, hint)];
        }),
      ),
      { requiredKeys: [] },
    )
    .map((values) =>
      Object.entries(values)
        .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(toText(value) ?? '')}`)
        .join('&'),
    );
  return fc.oneof(
    { weight: 4, arbitrary: fromSchema },
    { weight: 1, arbitrary: rawQuery },
    { weight: 1, arbitrary: fc.tuple(fromSchema, rawQuery).map(([a, b]) => `${a}&${b}`) },
  );
}

/** Deeply nested JSON, once plain and once with a prototype key at the bottom. */
function nested(depth: number, bottom: string): string {
  return '{"a":'.repeat(depth) + bottom + '}'.repeat(depth);
}

const HUGE_BODY = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) });

function bodyArbitrary(route: RouteUnderTest, hints: FieldHints): fc.Arbitrary<string | Buffer> {
  const schema = route.operation?.requestBody?.content[JSON_TYPE]?.schema;
  const fromSchema =
    schema === undefined ? fc.jsonValue({ maxDepth: 3 }) : fromJsonSchema(schema, hints, 1);
  return fc.oneof(
    { weight: 12, arbitrary: fromSchema.map((value) => JSON.stringify(value) ?? '') },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.array(fromSchema, { maxLength: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: wrongValue.map((value) => JSON.stringify(value) ?? 'undefined') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        nested(5_000, '1'),
        nested(5_000, '{"__proto__":{"polluted":1}}'),
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '['.repeat(100_000) + ']'.repeat(100_000),
        '{"a":1,"a":2}',
        '{"a":1}garbage',
        '\ufeff{}',
        '',
        ' ',
        'null',
        '"\\ud800"',
        '{"latitude":1e400}',
      ),
    },
    { weight: 1, arbitrary: headerText },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: fc.constant(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d])) },
    { weight: 1, arbitrary: fc.constant(HUGE_BODY) },
  );
}

function headerParamsArbitrary(
  route: RouteUnderTest,
  hints: FieldHints,
): fc.Arbitrary<Partial<Record<string, string>>> {
  const parameters = (route.operation?.parameters ?? []).filter((p) => p.in === 'header');
  return fc.record(
    Object.fromEntries(
      parameters.map((parameter) => {
        const hint = hints[parameter.name];
        const value = fromJsonSchema(parameter.schema, {}, 2).map((v) =>
          // Header values cannot hold line breaks or characters past Latin-1; Node refuses to send them.
          (toText(v) ?? '').replace(/[^\t\x20-\x7e\xa0-\xff]/g, '?'),
        );
        return [parameter.name, hint === undefined ? value : fc.oneof(value, hint.map(String))];
      }),
    ),
    { requiredKeys: [] },
  );
}

/**
 * Random requests for one route: its path parameters, query string, headers and body each mostly
 * shaped by the route's own schemas (so requests reach the services) and otherwise malformed.
 */
export function requestArbitrary(
  route: RouteUnderTest,
  context: RequestContext,
): fc.Arbitrary<InjectOptions> {
  const isWrite = route.method !== 'GET';
  return fc
    .record({
      path: pathArbitrary(route, context.hints),
      query: fc.option(queryArbitrary(route, context.hints), { freq: 3 }),
      body: fc.oneof(
        { weight: isWrite ? 1 : 8, arbitrary: fc.constant(undefined) },
        { weight: isWrite ? 8 : 1, arbitrary: bodyArbitrary(route, context.hints) },
      ),
      contentType,
      headers: headersArbitrary(context),
      headerParams: headerParamsArbitrary(route, context.hints),
      isSha256OfBody: fc.boolean(),
      remoteAddress: fc.oneof(
        { weight: 3, arbitrary: fc.constant(context.session?.remoteAddress) },
        { weight: 1, arbitrary: fc.ipV4() },
      ),
    })
    .map((parts) => {
      const headers: Record<string, string> = {};
      const set = (name: string, value: string | null | undefined) => {
        if (value !== null && value !== undefined) headers[name] = value;
      };
      for (const [name, value] of Object.entries(parts.headerParams)) set(name, value);
      for (const [name, value] of Object.entries(parts.headers)) set(name, value);
      set('content-type', parts.body === undefined ? undefined : parts.contentType);
      if (parts.isSha256OfBody && parts.body !== undefined) {
        set(RECORDING_CHUNK_SHA256_HEADER, createHash('sha256').update(parts.body).digest('hex'));
      }
      const query = parts.query === null ? '' : `?${parts.query}`;
      return {
        method: route.method,
        url: `${parts.path}${query}`,
        headers,
        payload: parts.body,
        remoteAddress: parts.remoteAddress,
      } satisfies InjectOptions;
    });
}
