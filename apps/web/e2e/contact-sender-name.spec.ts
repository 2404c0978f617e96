import { SmsOutboxSchema } from '@redzone/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { phoneAt, uniquePhone, verifyPhoneThroughUi } from './helpers';

const JACKSON = { latitude: 32.2988, longitude: -90.1848 };

async function textsTo(page: Page, phone: string): Promise<string[]> {
  const digits = `+1${phone.replace(/\D/g, '')}`;
  const response = await page.request.get(
    `/api/dev/sms-outbox?phone=${encodeURIComponent(digits)}`,
  );
  return SmsOutboxSchema.parse(await response.json()).map((message) => message.body);
}

/**
 * Texts that said only "someone added this number" read like a scam. The person chooses, where
 * they add contacts, to be named by their first name; the new contact's text says it, and so does
 * the page its link opens, in the contact's own language.
 */
test('the first name chosen in the contacts editor is in the invitation and on the consent page', async ({
  browser,
}, testInfo) => {
  const owner = await (await phoneAt(browser, JACKSON)).newPage();
  const number = await verifyPhoneThroughUi(owner);
  await owner.goto('/profile');
  const circle = owner.locator('section', { hasText: 'Olive Branch Friends' });
  const choice = circle.getByRole('group', { name: 'How your texts name you' });

  // No name on this Profile: the number is offered, and nothing is chosen until saved.
  await expect(choice.getByRole('radio', { name: `My number, ${number}` })).toBeChecked();
  await expect(choice.getByText('Not chosen yet', { exact: false })).toBeVisible();

  await choice.getByRole('radio', { name: 'My first name' }).check();
  const firstName = choice.getByRole('textbox', { name: 'First name' });
  await firstName.fill('Call 2135550123');
  const contact = uniquePhone();
  await circle.getByRole('button', { name: 'Add Friend' }).click();
  await circle.getByLabel('Name', { exact: true }).fill('Mom');
  await circle.getByLabel('Phone', { exact: true }).fill(contact);
  await circle.getByLabel('Relationship').selectOption('Family');
  await circle.getByRole('button', { name: 'Add Friend' }).click();
  // Refused before anything is sent: the contact waits, and nobody is texted.
  await expect(choice.getByRole('alert')).toHaveText(/cannot go in a text/);
  expect(await textsTo(owner, contact)).toEqual([]);

  await firstName.fill('María');
  await circle.getByRole('button', { name: 'Add Friend' }).click();
  await expect(circle.getByText('Mom', { exact: true })).toBeVisible();
  await expect(choice.getByText('Your texts now name you: María')).toBeVisible();
  await circle.screenshot({ path: testInfo.outputPath('sender-name-profile-390.png') });

  let invitation = '';
  await expect
    .poll(async () => {
      invitation = (await textsTo(owner, contact))[0] ?? '';
      return invitation;
    })
    .toMatch(/^Red Zone: María added this number as a trusted contact, /);
  const link = /\/contact-consent#[A-Za-z0-9_-]+/.exec(invitation)?.[0];
  expect(link).toBeDefined();

  const mom = await (await phoneAt(browser, JACKSON, { locale: 'es-MX' })).newPage();
  await mom.goto(link ?? '/contact-consent');
  await expect(
    mom.getByText('María agregó su número como contacto de confianza en Red Zone.', {
      exact: false,
    }),
  ).toBeVisible();
  await mom.screenshot({ path: testInfo.outputPath('sender-name-consent-es-390.png') });
  await mom.getByRole('button', { name: 'Aceptar', exact: true }).click();
  await expect(mom.getByText('Gracias.', { exact: false })).toBeVisible();

  await owner.reload();
  await expect(circle.getByText('Agreed', { exact: true })).toBeVisible();
});
