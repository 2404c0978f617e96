import { SmsOutboxSchema } from '@redzone/contract';
import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A valid US number unique to this run, as a person would type it. */
export function uniquePhone(): string {
  counter += 1;
  const line = String((Date.now() + counter * 37) % 10_000).padStart(4, '0');
  const exchange = 200 + ((Date.now() / 10_000 + counter * 13) % 700);
  return `(213) ${Math.floor(exchange)}-${line}`;
}

/** Reads the newest code the console SMS provider "sent" to this number (dev outbox). */
export async function readCodeFromOutbox(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
      );
      const messages = SmsOutboxSchema.parse(await response.json());
      code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Verifies this page's session through the /verify-phone screen, as a person would. */
export async function verifyPhoneThroughUi(page: Page, phone = uniquePhone()): Promise<string> {
  await page.goto('/verify-phone');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(
    page.getByText('SMS sent successfully! Check your phone for the verification code.'),
  ).toBeVisible();
  const code = await readCodeFromOutbox(page, phone);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Phone Verified!')).toBeVisible();
  return phone;
}
