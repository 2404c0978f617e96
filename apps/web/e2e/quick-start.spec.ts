import { expect, test } from '@playwright/test';

/**
 * Issue 29: in a stop there is no time to unlock, find the app and hunt for a button. The
 * home-screen icon's "Start recording" shortcut opens `/record?start=1`, which records at once.
 */
test.use({ permissions: ['camera', 'microphone', 'geolocation'] });

test('the manifest offers "Start recording", and its link opens the recorder already recording', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    shortcuts?: { name: string; url: string }[];
  };
  expect(manifest.shortcuts).toContainEqual(
    expect.objectContaining({ name: 'Start recording', url: '/record?start=1' }),
  );

  await page.goto('/record?start=1');
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder).toBeVisible();
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeEnabled({
    timeout: 10_000,
  });
  await expect(recorder.getByRole('timer')).toBeVisible();
  // Home is underneath: closing the recorder lands there, and the address is Home's.
  await expect(page).toHaveURL(/\/$/);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
});
