import { randomUUID } from 'node:crypto';
import { expectToast, fakePushService, verifyPhoneThroughUi } from './helpers';
import { expect, test } from './test';

/**
 * On a fresh profile, the readiness check says what a stop will need and what is
 * missing, each with the tap that fixes it, and follows as things are fixed.
 */
test('a fresh profile sees what is missing, and the check follows as things are fixed', async ({
  page,
}, testInfo) => {
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Ready for a stop?' });
  const item = (title: string) => card.getByRole('listitem').filter({ hasText: title });
  await expect(item('Phone verified')).toHaveAttribute('data-ready', 'no');
  await expect(item('Phone verified').getByRole('link', { name: 'Verify' })).toBeVisible();
  await expect(item('Stop PIN set')).toHaveAttribute('data-ready', 'no');
  await expect(item('Installed on the Home Screen')).toHaveAttribute('data-ready', 'no');
  await expect(item('Location allowed')).toHaveAttribute('data-ready', 'no');
  await page.screenshot({ path: testInfo.outputPath('readiness-fresh-390.png'), fullPage: true });

  await page.context().grantPermissions(['geolocation']);
  // PINs guard an account with a verified phone.
  await verifyPhoneThroughUi(page);
  await page.goto('/profile');
  const pins = page.getByRole('region', { name: 'Stop and duress PINs' });
  await pins.getByLabel('Stop PIN (4 to 8 digits)').fill('2468');
  await pins.getByRole('button', { name: 'Save PINs' }).click();
  // Saved once the server has them, a moment after the tap.
  await expect(pins.getByText('A stop PIN is set.')).toBeVisible();
  await card.getByRole('button', { name: 'Check again' }).click();
  await expect(item('Stop PIN set')).toHaveAttribute('data-ready', 'yes');
  await expect(item('Location allowed')).toHaveAttribute('data-ready', 'yes');
});

/**
 * "Alerts can reach you with the app closed" is true only with a live push subscription:
 * notification permission alone, with the switch off (or its subscribing failed), is not it.
 */
test('says alerts cannot reach a closed app until this browser holds a push subscription', async ({
  page,
}) => {
  // An endpoint of its own: a copy of this test running beside it (--repeat-each) must not
  // subscribe the same one.
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-readiness-${randomUUID()}`;
  await fakePushService(page, endpoint);
  await page.context().grantPermissions(['notifications']);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Ready for a stop?' });
  const notifications = card.getByRole('listitem').filter({ hasText: 'Notifications allowed' });
  await expect(notifications).toHaveAttribute('data-ready', 'no');
  await expect(notifications).toContainText('Turn on Push Notifications');

  const pushSwitch = page.getByRole('switch', { name: 'Push Notifications' });
  await pushSwitch.click();
  // The switch turns on once the browser holds the subscription: on a loaded machine the service
  // worker and the push service take their time, so the app's own state is waited for first.
  await expect(pushSwitch).toBeChecked({ timeout: 45_000 });
  await expectToast(page, 'Push alerts are on for this browser.');
  await card.getByRole('button', { name: 'Check again' }).click();
  await expect(notifications).toHaveAttribute('data-ready', 'yes');

  // The server forgets a subscription its push service says is gone (404, 410) while the browser
  // still holds it: alerts reach nobody, and the check says so.
  const forgotten = await page.request.delete('/api/push/subscriptions', { data: { endpoint } });
  expect(forgotten.status()).toBe(204);
  await card.getByRole('button', { name: 'Check again' }).click();
  await expect(notifications).toHaveAttribute('data-ready', 'no');
});

/**
 * A first-time Home says what is left to get ready, under the button, and leads to the check;
 * the count follows what is done, in English and in Spanish.
 */
test('Home says how much is ready under the button and leads to the check', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 43.5446, longitude: -96.7311, accuracy: 10 },
  });
  const page = await context.newPage();
  await page.goto('/');
  const getReady = page.getByRole('link', { name: /^Get ready \(\d of 7 done\)$/ });
  await expect(getReady).toBeVisible();
  // What the browser allows without asking counts already (this Chromium's fake camera does).
  const doneNow = async () => Number(/\((\d) of 7/.exec((await getReady.textContent()) ?? '')?.[1]);
  const before = await doneNow();
  expect(before).toBeLessThanOrEqual(1);
  await page.screenshot({ path: testInfo.outputPath('home-get-ready-390.png') });

  await context.grantPermissions(['geolocation']);
  await verifyPhoneThroughUi(page);
  // Home counts what the check on Profile shows done: the same seven.
  await page.goto('/profile');
  const rows = page.getByRole('region', { name: 'Ready for a stop?' }).getByRole('listitem');
  await expect(rows).toHaveCount(7);
  // The check draws before the session is read; it counts once the phone shows as verified.
  await expect(rows.filter({ hasText: 'Phone verified' })).toHaveAttribute('data-ready', 'yes');
  const done = await rows.and(page.locator('[data-ready="yes"]')).count();
  expect(done).toBeGreaterThan(before);
  await page.goto('/');
  await expect(getReady).toHaveText(`Get ready (${done} of 7 done)`);
  await getReady.click();
  await expect(page).toHaveURL(/\/profile#readiness$/);
  await expect(page.getByRole('region', { name: 'Ready for a stop?' })).toBeInViewport();

  await page.evaluate(() => localStorage.setItem('redzone-language', 'es'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: `Prepárese (${done} de 7 listos)` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-get-ready-es-390.png') });
  await context.close();
});
