import { SessionSchema, STORAGE_KEYS } from '@redzone/contract';
import { expect, test } from './test';
import { expectToast, fakePushService, verifyPhoneThroughUi } from './helpers';

/**
 * The Push Notifications switch really subscribes (or says why it cannot), and the
 * former "Development Testing" controls are real and ask first.
 */

test('the Push Notifications switch subscribes this browser with the server', async ({ page }) => {
  await fakePushService(page, 'https://fcm.googleapis.com/fcm/send/e2e-abc123');
  await page.context().grantPermissions(['notifications']);
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: 'Push Notifications' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await toggle.click();
  const response = await saved;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toMatchObject({
    endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-abc123',
  });
  await expect(toggle).toBeChecked();
  await expectToast(page, 'Push alerts are on for this browser.');
});

test('on an iPhone in a Safari tab, the switch says to add Red Zone to the Home Screen', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });
  await context.addInitScript(() => {
    // Safari in a tab has no Push API.
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const page = await context.newPage();
  await page.goto('/profile');
  await expect(page.getByRole('switch', { name: 'Push Notifications' })).toBeDisabled();
  await expect(page.getByText(/tap Share, then Add to Home Screen/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('push-ios-390x844.png') });
  await context.close();
});

test('Sign Out asks first, then this device forgets its identity; Clear profile asks first', async ({
  page,
}) => {
  await verifyPhoneThroughUi(page);
  const before = SessionSchema.parse(await (await page.request.get('/api/session')).json());
  expect(before.isPhoneVerified).toBe(true);
  await page.evaluate((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        name: 'Maya',
        oliveBranchFriends: [{ name: 'Ana', phone: '+13105550142', relationship: 'Family' }],
      }),
    );
  }, STORAGE_KEYS.profile);
  await page.goto('/profile');
  await expect(page.getByText('Development Testing')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear profile' }).click();
  const clear = page.getByRole('alertdialog', { name: 'Clear the profile on this device?' });
  await clear.getByRole('button', { name: 'Cancel' }).click();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.profile)).toContain(
    'Maya',
  );

  await page.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out of this device?' });
  await expect(dialog).toContainText('download any copy you need first');
  const signedOut = page.waitForResponse(
    (r) => r.url().endsWith('/api/session') && r.request().method() === 'DELETE',
  );
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  expect((await signedOut).status()).toBe(204);
  await expect(page).toHaveURL(/\/$/);
  const after = SessionSchema.parse(await (await page.request.get('/api/session')).json());
  expect(after.userId).not.toBe(before.userId);
  expect(after.isPhoneVerified).toBe(false);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.verifiedPhone)).toBe(
    null,
  );
});

test('the name is said to stay on this phone: no alert and no text to a contact carries it (EN and ES)', async ({
  page,
}) => {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  // Decision 041 took the name out of the contacts' SMS; decision 080 lets the person choose
  // how those texts name them, in the contacts editor, and this name is not sent on its own.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Kept on this phone and shown only here and on Home. Alerts never carry it. The texts Red Zone sends your trusted contacts name you only as you choose under Olive Branch Friends.',
  );
  await page.screenshot({ path: test.info().outputPath('profile-name-390x844.png') });
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
    /^Se guarda en este teléfono y solo se muestra aquí y en Inicio\. Las alertas nunca lo llevan/,
  );
});
