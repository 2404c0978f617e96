import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/database';
import { pinHashes } from '../db/schema';
import { SESSION_COOKIE_NAME } from '../platform/identity/session-cookie';
import {
  asSession,
  latestCode,
  requestCode,
  startSession,
  type TestSession,
} from './phone-sessions';

const DAY_MS = 86_400_000;

/** The identity's PINs as if set `days` ago: PINs set lately do not guard a take-back. */
export async function agePins(db: Database, userId: string, days: number): Promise<void> {
  await db
    .update(pinHashes)
    .set({ updatedAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(pinHashes.userId, userId));
}

/**
 * "Sign out my other devices" for `e164` from a fresh session (or `fresh`, whose code was
 * already asked): the answer, and the session as its new cookie makes it.
 */
export async function takeBackFrom(app: App, e164: string, extra: object, fresh?: TestSession) {
  const phone = fresh ?? (await startSession(app));
  if (fresh === undefined) await requestCode(app, phone, e164);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/phone/verify/code',
    payload: {
      phoneNumber: e164,
      verificationCode: await latestCode(app, e164),
      signOutOtherDevices: true,
      ...extra,
    },
    ...asSession(phone),
  });
  const cookie = answer.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value;
  return { answer, phone: { ...phone, cookie: cookie ?? phone.cookie } };
}
