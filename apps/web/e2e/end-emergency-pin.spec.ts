import { AlertListSchema } from '@redzone/contract';
import { expect, test } from '@playwright/test';
import { closeRecorder, holdAlertButton, phoneAt, verifyPhoneThroughUi } from './helpers';

/** A place no other spec uses, so no other journey's urgent modal covers these screens. */
const ALBUQUERQUE = { latitude: 35.0844, longitude: -106.6504 };

/**
 * Issue 29: with a stop PIN set, ending the emergency asks for it; the duress PIN shows what
 * ending shows while the alert and the recording go on, and observers see the alert marked duress.
 */
test('End Emergency asks for the stop PIN; the duress PIN pretends to end it and marks the alert duress for observers', async ({
  browser,
}, testInfo) => {
  const context = await phoneAt(browser, ALBUQUERQUE, {
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  await page.goto('/profile');
  const pins = page.getByRole('region', { name: 'Stop and duress PINs' });
  await pins.getByLabel('Stop PIN (4 to 8 digits)').fill('2468');
  await pins.getByLabel('Duress PIN (optional, different)').fill('1357');
  await pins.getByRole('button', { name: 'Save PINs' }).click();
  await expect(pins.getByText('A stop PIN and a duress PIN are set.')).toBeVisible();

  await page.goto('/');
  await holdAlertButton(page, 3300);
  await expect(page.getByText('Red Zone Alert Sent').first()).toBeVisible({ timeout: 10_000 });
  await closeRecorder(page);
  const end = page.getByRole('button', { name: 'End Emergency' });
  await end.click();
  const pin = page.getByLabel('Enter your PIN to end the emergency');
  await pin.fill('0000');
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expect(page.getByText('That PIN did not stop the recording.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toBeVisible();

  await pin.fill('1357');
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expect(page.getByRole('heading', { name: 'Emergency Alert Ended' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('duress-ended-390.png') });
  // Underneath, the alert is still on and marked duress; the recording goes on.
  const near = `/api/alerts?latitude=${ALBUQUERQUE.latitude}&longitude=${ALBUQUERQUE.longitude}`;
  await expect
    .poll(async () => {
      const mine = AlertListSchema.parse(await (await page.request.get(near)).json());
      return mine.filter((a) => a.isMine).map((a) => ({ status: a.status, duress: a.isDuress }));
    })
    .toEqual([{ status: 'active', duress: true }]);

  // An observer nearby sees it marked, told not to call.
  const observerContext = await phoneAt(browser, ALBUQUERQUE);
  const observer = await observerContext.newPage();
  await observer.goto('/alerts');
  await expect(
    observer
      .getByText(
        'Duress: they were made to pretend to stop. Their recording goes on in secret: do not call their phone.',
      )
      .first(),
  ).toBeVisible({ timeout: 10_000 });
  await observer.screenshot({ path: testInfo.outputPath('duress-observer-390.png') });

  // The owner leaves the dark screen and ends it for real with the stop PIN.
  await page.getByRole('button', { name: 'Done' }).click();
  await page.locator('[data-dark-screen]').dblclick();
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await page.getByLabel('Enter your PIN to end the emergency').fill('2468');
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expect(page.getByText('Emergency Alert Ended').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toHaveCount(0);
  await observerContext.close();
  await context.close();
});
