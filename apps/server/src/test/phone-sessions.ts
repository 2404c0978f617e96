import { randomInt } from 'node:crypto';
import { SessionSchema, SmsOutboxSchema, VERIFICATION_CODE_LENGTH } from '@redzone/contract';
import type { InjectOptions } from 'fastify';
import type { App } from '../app';
import { SESSION_COOKIE_NAME } from '../platform/identity/session-cookie';
import { normalizePhoneNumber } from '../platform/phone/phone-number';

/**
 * Helpers for suites that need sessions and phone numbers. Numbers and client addresses are
 * random: on PostgreSQL every test file shares one database, and the send limits count per
 * number and per address.
 */

export interface TestSession {
  userId: string;
  cookie: string;
  /** Each session gets its own address, so the per-address send limit counts it alone. */
  remoteAddress: string;
}

const AREA_CODES = ['213', '310', '312', '415', '512', '617', '646', '702', '206', '303'];

/** A valid US number as a person would type it, "(213) 555-0123" style, and its E.164 form. */
export function randomPhone(): { typed: string; e164: string } {
  for (;;) {
    const area = AREA_CODES[randomInt(AREA_CODES.length)] ?? '213';
    const exchange = String(randomInt(200, 1000));
    const line = String(randomInt(10_000)).padStart(4, '0');
    const typed = `(${area}) ${exchange}-${line}`;
    const e164 = normalizePhoneNumber(typed);
    if (e164 !== null) return { typed, e164 };
  }
}

export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function startSession(app: App): Promise<TestSession> {
  const response = await app.inject({ method: 'GET', url: '/api/session' });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value;
  if (cookie === undefined) throw new Error('no session cookie set');
  const { userId } = SessionSchema.parse(response.json());
  return { userId, cookie, remoteAddress: randomAddress() };
}

/** Inject options that make a request come from this session. */
export function asSession(session: TestSession): Pick<InjectOptions, 'cookies' | 'remoteAddress'> {
  return {
    cookies: { [SESSION_COOKIE_NAME]: session.cookie },
    remoteAddress: session.remoteAddress,
  };
}

export function requestCode(app: App, session: TestSession, phoneNumber: string) {
  return app.inject({
    method: 'POST',
    url: '/api/phone/verify',
    payload: { phoneNumber },
    ...asSession(session),
  });
}

export function submitCode(
  app: App,
  session: TestSession,
  phoneNumber: string,
  verificationCode: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/phone/verify/code',
    payload: { phoneNumber, verificationCode },
    ...asSession(session),
  });
}

/** The newest code texted to a number, read from the development outbox. */
export async function latestCode(app: App, e164: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?phone=${encodeURIComponent(e164)}`,
  });
  const [newest] = SmsOutboxSchema.parse(response.json());
  const code = newest?.body.match(new RegExp(`\\b(\\d{${VERIFICATION_CODE_LENGTH}})\\b`))?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${e164}`);
  return code;
}

/** A new session whose phone is verified through the real endpoints. */
export async function startVerifiedSession(app: App): Promise<TestSession & { e164: string }> {
  const session = await startSession(app);
  const { typed, e164 } = randomPhone();
  const sent = await requestCode(app, session, typed);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const verified = await submitCode(app, session, typed, await latestCode(app, e164));
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { ...session, e164 };
}

/** A code other than `code`, same length. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10 ** VERIFICATION_CODE_LENGTH).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}
