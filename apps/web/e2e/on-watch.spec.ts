import { expect, test } from './test';
import { phoneAt } from './helpers';

/** A place no other spec uses. */
const LOUISVILLE = { latitude: 38.2527, longitude: -85.7585 };

test('a person goes on watch until a time they chose, is told so on every page, and the watch ends by itself', async ({
  browser,
}, testInfo) => {
  const context = await phoneAt(browser, LOUISVILLE);
  const page = await context.newPage();
  await page.clock.install({ time: new Date('2026-06-01T19:00:00-05:00') });
  await page.goto('/alerts');

  const control = page.getByRole('heading', { name: 'Go on watch' });
  await control.scrollIntoViewIfNeeded();
  await page.getByLabel('Until').selectOption('1');
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/api/observer/location') && r.request().method() === 'PUT' && r.ok(),
  );
  await page.getByRole('button', { name: 'Start watching' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'On watch' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^On watch until/ })).toBeVisible();
  await reported;
  await page.screenshot({ path: testInfo.outputPath('on-watch-390.png') });

  // Still on watch on another page, loaded afresh.
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^On watch until/ })).toBeVisible();

  // An hour later it has ended by itself.
  await page.clock.fastForward('01:00:30');
  await expect(page.getByRole('link', { name: /^On watch until/ })).toBeHidden();
  await page.goto('/alerts');
  await expect(page.getByRole('button', { name: 'Start watching' })).toBeVisible();
  await context.close();
});

test('a watch can be ended early', async ({ browser }) => {
  const context = await phoneAt(browser, LOUISVILLE);
  const page = await context.newPage();
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Start watching' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'On watch' })).toBeVisible();
  await page.getByRole('button', { name: 'End watch now' }).click();
  await expect(page.getByRole('button', { name: 'Start watching' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^On watch until/ })).toBeHidden();
  await context.close();
});
