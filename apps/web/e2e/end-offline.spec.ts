import { AlertListSchema } from '@redzone/contract';
import type { Page } from '@playwright/test';
import {
  phoneAt,
  sendAlertFromHome,
  setPinsInProfile,
  verifyPhoneThroughUi,
  expectToast,
} from './helpers';
import { expect, test } from './test';

/** Places no other spec uses (places.test.ts). */
const RENO = { latitude: 39.5296, longitude: -119.8138 };
const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944 };

/** The sender's alerts as the server has them, active or not, read from the phone. */
function mineAt(page: Page, place: { latitude: number; longitude: number }) {
  return async () => {
    const near = `/api/alerts?latitude=${place.latitude}&longitude=${place.longitude}`;
    const alerts = AlertListSchema.parse(await (await page.request.get(near)).json());
    return alerts.filter((alert) => alert.isMine).map((alert) => alert.status);
  };
}

/**
 * No screen may say what is not so. Ending the emergency with no network ended it on
 * the phone only, and people nearby went on seeing an active alert for up to two hours. The end
 * is now sent again until it lands, and the screen says others still see it meanwhile.
 */
test('an emergency ended offline says others still see it, and ends for them when the network is back', async ({
  browser,
}, testInfo) => {
  const context = await phoneAt(browser, RENO, {
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  await sendAlertFromHome(page);
  const mine = mineAt(page, RENO);
  expect(await mine()).toEqual(['active']);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'End Emergency' }).click();
  // The phone's part ends (no recording, no panel); the toast says the rest has not.
  await expectToast(page, 'Not ended for others yet');
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toHaveCount(0);
  const bar = page.getByText('Your alert still shows to others: it ends when the network is back.');
  await expect(bar).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('end-pending-390.png') });

  await context.setOffline(false);
  await expect(bar).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(mine).toEqual([]);
  await context.close();
});

test('after a reload lost the stop PIN, the bar asks for it and the alert then ends for others', async ({
  browser,
}, testInfo) => {
  const context = await phoneAt(browser, SACRAMENTO, {
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  await setPinsInProfile(page, { stop: '2468' });
  await sendAlertFromHome(page);
  const mine = mineAt(page, SACRAMENTO);

  // One bar of signal: the end does not get through, then the page is reloaded.
  await context.route('**/api/alerts/*/end', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await page.getByLabel('Enter your PIN to end the emergency').fill('2468');
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expectToast(page, 'Not ended for others yet');
  await context.unroute('**/api/alerts/*/end');
  await page.reload();

  // The PIN was never stored: the server asks for it, and so does the bar, until it is given.
  await expect(
    page.getByText('Your alert still shows to others. Enter your stop PIN to end it for them.'),
  ).toBeVisible({ timeout: 15_000 });
  expect(await mine()).toEqual(['active']);
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await page.screenshot({ path: testInfo.outputPath('end-needs-pin-390.png') });
  await page.getByLabel('Enter your PIN to end the emergency').fill('2468');
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expect(page.getByText(/Your alert still shows to others/)).toHaveCount(0);
  await expect.poll(mine).toEqual([]);
  await context.close();
});
