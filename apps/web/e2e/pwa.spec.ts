import { expect, test } from './test';

test('the web manifest is valid and its icons are PNGs', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Red Zone',
    short_name: 'Red Zone',
    display: 'standalone',
    start_url: '/',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toContain('image/png');
    const bytes = await response.body();
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  }
});

test('a reload with no network still shows the shell', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled yet; once the worker has claimed the page, go offline.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/officers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Public Officials Report Card' }),
  ).toBeVisible();
  await context.setOffline(false);
});
