import { expect, test } from './test';

/**
 * Issue 29: on a fresh profile, the readiness check says what a stop will need and what is
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
  const pins = page.getByRole('region', { name: 'Stop and duress PINs' });
  await pins.getByLabel('Stop PIN (4 to 8 digits)').fill('2468');
  await pins.getByRole('button', { name: 'Save PINs' }).click();
  // Saved once the server has them too (issue 29), a moment after the tap.
  await expect(pins.getByText('A stop PIN is set.')).toBeVisible();
  await card.getByRole('button', { name: 'Check again' }).click();
  await expect(item('Stop PIN set')).toHaveAttribute('data-ready', 'yes');
  await expect(item('Location allowed')).toHaveAttribute('data-ready', 'yes');
});
