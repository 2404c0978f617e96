import { STORAGE_KEYS } from '@redzone/contract';
import { expect, test } from './test';
import { readCodeFromOutbox, uniquePhone, verifyPhoneThroughUi, expectToast } from './helpers';

test('the send button waits for 10 characters and the code field keeps 6 digits only', async ({
  page,
}) => {
  await page.goto('/verify-phone');
  await expect(page.getByText('Law office access')).toBeVisible();
  await expect(page.getByText('Your number is encrypted.')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send Verification Code' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Phone number').fill('213555012');
  await expect(send).toBeDisabled();
  // Typed without punctuation, read back as a US number is read.
  const phone = uniquePhone();
  await page.getByLabel('Phone number').fill(phone.replace(/\D/g, ''));
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(
    page.getByText(`Step 2: enter the 6-digit code we sent to ${phone}.`, { exact: true }),
  ).toBeVisible();
  const code = page.getByLabel('Verification code');
  await code.fill('12a34-5678');
  await expect(code).toHaveValue('123456');
  await code.fill('12345');
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  await page.getByRole('button', { name: 'Change Phone Number' }).click();
  await expect(page.getByLabel('Phone number')).toBeVisible();
});

test('a wrong code shows the server error and a nonsense number is refused clearly', async ({
  page,
}) => {
  await page.goto('/verify-phone');
  await page.getByLabel('Phone number').fill('12345abc9999');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('alert')).toContainText(/valid phone number/i);

  const phone = uniquePhone();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const real = await readCodeFromOutbox(page, phone);
  const wrong = real === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid verification code');
});

test('verifying through the dev outbox marks the session verified and goes to Profile', async ({
  page,
}) => {
  const phone = await verifyPhoneThroughUi(page);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5000 });
  await expect(page.getByText('Profile Setup Complete')).toBeVisible();
  const record = await page.evaluate(
    (key) => localStorage.getItem(key),
    STORAGE_KEYS.verifiedPhone,
  );
  expect(JSON.parse(record ?? '{}')).toMatchObject({
    phoneNumber: phone,
    isPhoneVerified: true,
    verificationTier: 'phone',
    canPost: true,
  });
  const session = (await (await page.request.get('/api/session')).json()) as {
    isPhoneVerified: boolean;
  };
  expect(session.isPhoneVerified).toBe(true);
});

test('Olive Branch friends: add, remove, at most 4, and synced to the server once verified', async ({
  page,
}) => {
  await verifyPhoneThroughUi(page);
  await page.goto('/profile');
  const circle = page.locator('section', { hasText: 'Olive Branch Friends' });

  await circle.getByRole('button', { name: 'Add Friend' }).click();
  await circle.getByRole('button', { name: 'Add Friend' }).click();
  await expectToast(page, 'Missing information');
  await expectToast(page, 'Please fill in all fields');

  for (let i = 1; i <= 4; i += 1) {
    if (i > 1) await circle.getByRole('button', { name: 'Add Friend' }).click();
    await circle.getByLabel('Name', { exact: true }).fill(`Friend ${i}`);
    await circle.getByLabel('Phone', { exact: true }).fill(`(310) 555-01${String(40 + i)}`);
    await circle.getByLabel('Relationship').selectOption('Family');
    await circle.getByRole('button', { name: 'Add Friend' }).click();
    await expect(circle.getByText(`Friend ${i}`, { exact: true })).toBeVisible();
  }
  await expect(circle.getByRole('button', { name: 'Add Friend' })).toHaveCount(0);
  await expect(circle.getByText('Your circle is full (4 friends).')).toBeVisible();

  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/trusted-contacts')).json()) as {
            contacts: unknown[];
          }
        ).contacts.length,
    )
    .toBe(4);

  await circle.getByRole('button', { name: 'Remove Friend 2' }).click();
  await expect(circle.getByText('Friend 2', { exact: true })).toHaveCount(0);
  await expect(circle.getByRole('button', { name: 'Add Friend' })).toBeVisible();
  await expect
    .poll(async () =>
      (
        (await (await page.request.get('/api/trusted-contacts')).json()) as {
          contacts: { name: string }[];
        }
      ).contacts.map((c) => c.name),
    )
    .toEqual(['Friend 1', 'Friend 3', 'Friend 4']);

  await page.reload();
  await expect(circle.getByText('Friend 3', { exact: true })).toBeVisible();
});

test('Your Impact is counted, not typed in; the settings are the real ones', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('Complete Profile Setup')).toBeVisible();
  // Push reflects a real subscription: none yet. Auto-Record, which nothing read, is gone.
  await expect(page.getByRole('switch', { name: 'Push Notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Location Sharing' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Auto-Record' })).toHaveCount(0);
  const impact = page.locator('section', { hasText: 'Your Impact' });
  await expect(impact.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(impact.locator('dd')).toHaveText(['0', '0', '0']);
});
