import { CONTACT_CONSENT_PATH, SmsOutboxSchema } from '@redzone/contract';
import type { App } from '../app';
import { asSession, type TestSession } from './phone-sessions';

/** `pin`: the stop PIN, needed once one is set. */
export function putCircle(app: App, owner: TestSession, phones: string[], pin?: string) {
  return app.inject({
    method: 'PUT',
    url: '/api/trusted-contacts',
    payload: {
      contacts: phones.map((phone, i) => ({ name: `Friend ${i}`, phone, relationship: 'Family' })),
      ...(pin === undefined ? {} : { pin }),
    },
    ...asSession(owner),
  });
}

export async function outboxOf(app: App, e164: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?phone=${encodeURIComponent(e164)}`,
  });
  return SmsOutboxSchema.parse(response.json());
}

/** The token of the newest confirmation link texted to a number. */
export async function consentToken(app: App, e164: string): Promise<string> {
  const pattern = new RegExp(`${CONTACT_CONSENT_PATH}#([A-Za-z0-9_-]+)`);
  for (const message of await outboxOf(app, e164)) {
    const token = pattern.exec(message.body)?.[1];
    if (token !== undefined) return token;
  }
  throw new Error(`no confirmation link texted to ${e164}`);
}

export function answerConsent(app: App, token: string, accept: boolean) {
  return app.inject({
    method: 'POST',
    url: `/api/contact-consents/${token}`,
    payload: { accept },
  });
}

/** Saves the circle (E.164 numbers) and has every contact agree: only contacts who agreed are texted. */
export async function saveConfirmedCircle(
  app: App,
  owner: TestSession,
  phones: string[],
  pin?: string,
) {
  const response = await putCircle(app, owner, phones, pin);
  if (response.statusCode !== 200) throw new Error(`circle refused: ${response.body}`);
  for (const phone of phones) {
    const answered = await answerConsent(app, await consentToken(app, phone), true);
    if (answered.statusCode !== 200) throw new Error(`consent refused: ${answered.body}`);
  }
}
