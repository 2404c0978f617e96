import { SmsOutboxSchema } from '@redzone/contract';
import { clickButton, fillField, mark, seeText, waitUntil } from './page-queries';
import type { Phone } from './phone';

/** The alert button, found by its hint: its name turns into the countdown while held. */
export const ALERT_BUTTON = 'button[aria-describedby="alert-button-hint"]';

let numbers = 0;

/** A valid US number of its own for each verification in a run. */
export function uniquePhone(): string {
  numbers += 1;
  const line = String((Date.now() + numbers * 37) % 10_000).padStart(4, '0');
  return `(213) ${200 + ((numbers * 13) % 700)}-${line}`;
}

export async function homeRenders(phone: Phone): Promise<void> {
  await phone.goto('/');
  await mark(phone, 'button', /^Red Zone Alert/);
  await seeText(phone, 'Hold for 3 seconds');
  await mark(phone, 'link', 'Alerts');
}

/** The newest code the console SMS provider "sent" to `number` (the dev outbox). */
async function codeFromOutbox(phone: Phone, number: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(
      new URL(`/api/dev/sms-outbox?phone=${encodeURIComponent(number)}`, phone.baseUrl),
    );
    const messages = SmsOutboxSchema.parse(await response.json());
    const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code was sent to ${number}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Verifies this browser's session on /verify-phone, as a person would. */
export async function verifyPhone(phone: Phone, number = uniquePhone()): Promise<void> {
  await phone.goto('/verify-phone');
  await fillField(phone, 'Phone number', number);
  await clickButton(phone, 'Send Verification Code');
  await seeText(phone, 'SMS sent successfully! Check your phone for the verification code.');
  await fillField(phone, 'Verification code', await codeFromOutbox(phone, number));
  await clickButton(phone, 'Verify Code');
  await seeText(phone, 'Phone Verified!');
}

/** The header's switch turns the app Spanish, lazily loaded texts included, and back. */
export async function switchesToSpanishAndBack(phone: Phone): Promise<void> {
  await phone.goto('/');
  await clickButton(phone, /^ES\b/);
  await waitUntil(phone, 'html lang="es"', `return document.documentElement.lang === 'es';`);
  await mark(phone, 'link', 'Alertas');
  await seeText(phone, 'Mantenga presionado 3 segundos');
  // A page whose texts come in their own chunk.
  await phone.goto('/verify-phone');
  await mark(phone, 'field', 'Número de teléfono');
  await clickButton(phone, /^EN\b/);
  await mark(phone, 'field', 'Phone number');
}

/** A verified person asks the Law Office and gets an answer with its citations. */
export async function lawOfficeAnswers(phone: Phone): Promise<void> {
  await phone.goto('/law-office');
  await mark(phone, 'heading', 'Law Office');
  await fillField(phone, 'Your question', 'Do I have to answer police questions?');
  await clickButton(phone, 'Send');
  await waitUntil(
    phone,
    'an answer with citations',
    `const answer = document.querySelector('li[data-role="assistant"]:not([data-greeting])');
     // From the server's assistant: a verified phone is not answered offline.
     return answer !== null
       && /silent/i.test(answer.textContent ?? '')
       && !/Offline answer/.test(answer.textContent ?? '')
       && answer.querySelector('[data-testid="citations"] li') !== null;`,
    [],
    20_000,
  );
}
