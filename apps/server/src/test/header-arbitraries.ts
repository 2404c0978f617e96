import fc from 'fast-check';
import { SESSION_COOKIE_NAME } from '../platform/identity/session-cookie';

/** Who the random requests come from, as far as their headers tell. */
export interface HeaderContext {
  /** The session requests come from; null: none, as a first visit or a script. */
  session: { cookie: string; remoteAddress: string } | null;
  /** Another session's id, to forge in a `user-id` header or cookie. */
  otherUserId: string;
  adminToken: string;
}

const HEADER_CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  '\t',
  'é',
  'ÿ',
];
/** Any text Node lets through as a header value (printable ASCII, tab, Latin-1). */
export const headerText = fc.string({ unit: fc.constantFrom(...HEADER_CHARACTERS), maxLength: 60 });

export const JSON_TYPE = 'application/json';

export const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant(JSON_TYPE) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/json;;;',
      'application/vnd.api+json',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/xml',
      'video/webm',
      '*/*',
      ';',
    ),
  },
  { weight: 1, arbitrary: headerText },
);

function cookieArbitrary(context: HeaderContext): fc.Arbitrary<string | undefined> {
  const own =
    context.session === null
      ? null
      : `${SESSION_COOKIE_NAME}=${encodeURIComponent(context.session.cookie)}`;
  const garbage = fc.oneof(
    headerText,
    fc.constantFrom(
      `${SESSION_COOKIE_NAME}=%ZZ`,
      `${SESSION_COOKIE_NAME}=`,
      `${SESSION_COOKIE_NAME}=${context.otherUserId}`,
      `${SESSION_COOKIE_NAME}=${context.otherUserId}.forged-signature`,
      `${SESSION_COOKIE_NAME}="unterminated`,
      ';;;=;',
    ),
  );
  if (own === null) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: garbage },
    );
  }
  const tampered = fc.nat().map((at) => {
    const chars = [...own];
    const index =
      SESSION_COOKIE_NAME.length + 1 + (at % (chars.length - SESSION_COOKIE_NAME.length - 1));
    chars[index] = chars[index] === 'A' ? 'B' : 'A';
    return chars.join('');
  });
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: garbage.map((extra) => `${extra}; ${own}`) },
    { weight: 1, arbitrary: tampered },
    { weight: 1, arbitrary: garbage },
  );
}

const origin = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constant('http://localhost:80') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://localhost:8081'),
  },
  { weight: 1, arbitrary: headerText },
);

const acceptLanguage = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('es', 'en-US,en;q=0.9', 'zh-Hant-TW;q=0.1, *;q=0', ';q=xyz'),
  headerText,
);

const accept = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('text/html', 'application/json', '*/*', 'text/event-stream'),
  },
  { weight: 1, arbitrary: headerText },
);

const range = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'bytes=0-10',
      'bytes=-5',
      'bytes=abc',
      'bytes=99999999999-',
      'bytes=5-1',
      'bytes=0-1,3-4',
    ),
  },
  { weight: 1, arbitrary: headerText },
);

/**
 * The headers a browser, a script or an attacker may send, each mostly absent or ordinary and
 * otherwise odd: cookies (tampered, forged, garbage), Origin, languages, Accept, Range, a forged
 * `user-id`, the admin token right and wrong, Last-Event-ID. Content-Type is apart: it goes with
 * a body.
 */
export function headersArbitrary(
  context: HeaderContext,
): fc.Arbitrary<Partial<Record<string, string>>> {
  const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
  return fc.record({
    cookie: cookieArbitrary(context),
    origin,
    'accept-language': acceptLanguage,
    accept,
    range,
    'user-id': optional(fc.oneof(fc.constant(context.otherUserId), headerText)),
    authorization: fc.oneof(
      fc.constant(undefined),
      fc.constant(`Bearer ${context.adminToken}`),
      fc.constant(`Bearer ${context.adminToken}x`),
      headerText,
    ),
    'last-event-id': fc.option(headerText, { freq: 4, nil: undefined }),
  });
}
