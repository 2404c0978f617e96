import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document states the contract) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
}

/** Values worth trying for named fields (an existing id, a real phone number), by field name. */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

/** Longest random text put in a field; longer limits are probed by `wrongValue`'s huge strings. */
const TEXT_MAX = 40;
/** Over every field limit of the contract, but far under the 1 MB body limit. */
const LONG_TEXT = 'x'.repeat(20_000);
/** Digits of a number JSON can carry but no field means. */
const ODD_NUMBERS = [0, -0, -1, 1e308, -1e308, 5e-324, 2 ** 53, 2 ** 63, 0.1, 1.5, -90.000001];

/** Text to break things: control characters, NUL, lone surrogates, RTL marks, emoji, SQL, HTML. */
export const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: TEXT_MAX }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '👮🏽‍♀️🚨',
    "'; drop table alerts; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '${jndi:ldap://x}',
    '\r\n\t',
    'null',
    'NaN',
    '-1',
    '1e400',
    LONG_TEXT,
  ),
);

/** Any JSON value but what the schema asks for, or text that can break storage. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nastyText,
  fc.constantFrom(...ODD_NUMBERS),
  fc.constantFrom(null, true, false, [], {}),
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? TEXT_MAX, TEXT_MAX));
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern !== undefined) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length <= (schema.maxLength ?? Infinity));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
  );
}

function numberArbitrary(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  if (isInteger) {
    return fc.integer({
      min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(
  schema: JsonSchema,
  hints: FieldHints,
  mutationWeight: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => {
        const valid = fromJsonSchema(property, hints, mutationWeight);
        const hint = hints[name];
        return [name, hint === undefined ? valid : fc.oneof(valid, hint)];
      }),
    ),
    { requiredKeys: schema.required ?? [] },
  );
  if (mutationWeight === 0) return record;
  // Unknown keys, prototype names among them, next to the known ones.
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'userId')),
    wrongValue,
    { maxKeys: 2 },
  );
  return fc.oneof(
    { weight: 4, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known })),
    },
  );
}

function validArbitrary(
  schema: JsonSchema,
  hints: FieldHints,
  mutationWeight: number,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) {
    return fc.oneof(...alternatives.map((s) => fromJsonSchema(s, hints, mutationWeight)));
  }
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}, hints, mutationWeight), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectArbitrary(schema, hints, mutationWeight);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values for a JSON schema: mostly valid, so requests get past validation into the services,
 * and with weight `mutationWeight` against 10 a wrong value at any level. 0: always valid.
 */
export function fromJsonSchema(
  schema: JsonSchema,
  hints: FieldHints = {},
  mutationWeight = 1,
): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, hints, mutationWeight);
  const maybeNull = schema.nullable === true ? fc.oneof(valid, fc.constant(null)) : valid;
  if (mutationWeight === 0) return maybeNull;
  return fc.oneof(
    { weight: 10, arbitrary: maybeNull },
    { weight: mutationWeight, arbitrary: wrongValue },
  );
}
