import { WatchZonesSchema } from '@redzone/contract';
import { expect, test } from './test';
import { verifyPhoneThroughUi } from './helpers';

/**
 * A person chooses places to be alerted about with the app closed. Profile keeps them
 * as areas about 1 km across; the exact spot never reaches the server's answer.
 */
const HOME = { latitude: 43.615, longitude: -116.2023 };
test.use({ permissions: ['geolocation'], geolocation: { ...HOME, accuracy: 10 } });

test('a verified person watches where they are now, as an area, and can stop', async ({
  page,
}, testInfo) => {
  await verifyPhoneThroughUi(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Places I watch' });
  await expect(card.getByText('You watch no places yet.')).toBeVisible();
  await card.getByLabel('Name of this place').fill('Home');
  await card.getByRole('button', { name: 'Watch where I am now' }).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Home' })).toContainText(
    'An area about 1 km across',
  );
  const stored = WatchZonesSchema.parse(
    await (await page.request.get('/api/observer/watch-zones')).json(),
  );
  expect(stored.zones).toHaveLength(1);
  expect(stored.zones[0]?.latitude).not.toBe(HOME.latitude);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('watch-zones-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('watch-zones-desktop.png') });

  await card.getByRole('button', { name: 'Stop watching all places' }).click();
  await expect(card.getByText('You watch no places yet.')).toBeVisible();
});
