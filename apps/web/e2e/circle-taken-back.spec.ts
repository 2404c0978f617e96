import { expect, test } from './test';
import { phoneAt, readCodeFromOutbox, uniquePhone, verifyPhoneThroughUi } from './helpers';

const DULUTH = { latitude: 46.7867, longitude: -92.1005 };

/**
 * The owner whose phone was taken verifies their number on a new phone with "I lost my other
 * phone". Their circle comes back from the server with each contact's answer, and a friend added
 * there joins it rather than replacing it (the new phone's own copy was empty).
 */
test('a circle taken back from a lost phone shows on the new one, each contact with their answer', async ({
  browser,
}, testInfo) => {
  const lost = await (await phoneAt(browser, DULUTH)).newPage();
  const number = await verifyPhoneThroughUi(lost);
  const contactPhone = uniquePhone();
  const saved = await lost.request.put('/api/trusted-contacts', {
    data: { contacts: [{ name: 'Mom', phone: contactPhone, relationship: 'Family' }] },
  });
  expect(saved.status()).toBe(200);
  // The contact agrees through the link texted to them.
  const outbox = await lost.request.get(
    `/api/dev/sms-outbox?phone=${encodeURIComponent(contactPhone)}`,
  );
  const token = /#([A-Za-z0-9_-]+)/.exec(
    ((await outbox.json()) as { body: string }[])[0]?.body ?? '',
  )?.[1];
  expect(
    (
      await lost.request.post(`/api/contact-consents/${token}`, { data: { accept: true } })
    ).status(),
  ).toBe(200);

  const context = await phoneAt(browser, DULUTH);
  const page = await context.newPage();
  await page.goto('/verify-phone');
  await page.getByLabel('Phone number').fill(number);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  // The number had a code before (on the lost phone): read the new one only once it is sent.
  await expect(
    page.getByText('SMS sent successfully! Check your phone for the verification code.'),
  ).toBeVisible();
  await page.getByLabel('Verification code').fill(await readCodeFromOutbox(page, number));
  await page.getByLabel(/I lost my other phone/).check();
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Phone Verified!')).toBeVisible();

  await page.goto('/profile');
  const circle = page.locator('section', { hasText: 'Olive Branch Friends' });
  await expect(circle.getByText('Mom', { exact: true })).toBeVisible();
  await expect(circle.getByText('Agreed', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('circle-taken-back-390.png'), fullPage: true });

  await circle.getByRole('button', { name: 'Add Friend' }).click();
  await circle.getByLabel('Name', { exact: true }).fill('Ana');
  await circle.getByLabel('Phone', { exact: true }).fill(uniquePhone());
  await circle.getByLabel('Relationship').selectOption('Close Friend');
  await circle.getByRole('button', { name: 'Add Friend' }).click();
  await expect
    .poll(async () =>
      (
        (await (await page.request.get('/api/trusted-contacts')).json()) as {
          contacts: { name: string; consent: string }[];
        }
      ).contacts.map((c) => `${c.name}:${c.consent}`),
    )
    .toEqual(['Mom:confirmed', 'Ana:pending']);
  await expect(circle.getByText('Waiting for them to agree')).toBeVisible();
  await context.close();
});
