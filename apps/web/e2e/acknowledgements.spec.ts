import { type Browser } from '@playwright/test';
import { expect, test } from './test';
import {
  closeRecorder,
  holdAlertButton,
  phoneAt,
  verifyPhoneThroughUi,
  expectToast,
} from './helpers';

/** Places no other spec uses, so no other journey's alert interrupts this one. */
const KANSAS_CITY = { latitude: 39.0997, longitude: -94.5786 };
const METERS_PER_DEGREE_LATITUDE = 111_320;
const sixtyMetersNorth = {
  ...KANSAS_CITY,
  latitude: KANSAS_CITY.latitude + 60 / METERS_PER_DEGREE_LATITUDE,
};

async function personAt(browser: Browser, position: { latitude: number; longitude: number }) {
  const context = await phoneAt(browser, position);
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  return { context, page };
}

test('the person in trouble sees who saw the alert and who is on the way; observers see someone is coming', async ({
  browser,
}, testInfo) => {
  const sender = await personAt(browser, KANSAS_CITY);
  const observer = await personAt(browser, sixtyMetersNorth);

  const reported = observer.page.waitForResponse(
    (r) => r.url().endsWith('/api/observer/location') && r.request().method() === 'PUT' && r.ok(),
  );
  await observer.page.goto('/alerts');
  await reported;

  await sender.page.goto('/');
  const acknowledged = observer.page.waitForResponse(
    (r) => r.url().endsWith('/acknowledge') && r.request().method() === 'POST',
  );
  await holdAlertButton(sender.page, 3300);

  // Seen full screen is acknowledged: the sender's count says so, live, before anyone responds.
  const modal = observer.page.getByRole('dialog', { name: 'RED ZONE ALERT' });
  await expect(modal).toBeVisible({ timeout: 10_000 });
  expect((await acknowledged).status()).toBe(204);
  await closeRecorder(sender.page);
  const counts = sender.page.getByTestId('acknowledgement-counts');
  await expect(counts).toHaveText('1 notified, 0 on the way', { timeout: 5000 });

  // "I'm on the way": 60 m on foot is under a minute: there, or nearly, and said as a range only.
  await modal.getByRole('button', { name: 'Respond' }).click();
  await expect(observer.page).toHaveURL(/\/map\?navigate=true$/);
  await expect(counts).toHaveText('1 notified, 1 on the way (one is there, or nearly)', {
    timeout: 5000,
  });
  await counts.scrollIntoViewIfNeeded();
  await sender.page.screenshot({ path: testInfo.outputPath('sender-counts-390.png') });

  await observer.page.goto('/alerts');
  const card = observer.page.locator('main li', { hasText: 'Kansas City' });
  await expect(card.getByText('Someone is on the way')).toBeVisible();
  await observer.page.screenshot({ path: testInfo.outputPath('observer-someone-390.png') });

  await sender.page.getByRole('button', { name: 'End Emergency' }).click();
  await expectToast(sender.page, 'Emergency Alert Ended');
  await sender.context.close();
  await observer.context.close();
});
