import { STORAGE_KEYS } from '@redzone/contract';
import { settledMainText } from './helpers';
import { expect, test } from './test';

const TABS = [
  { name: 'Home', path: '/' },
  { name: 'Alerts', path: '/alerts' },
  { name: 'Law Office', path: '/law-office' },
  { name: 'Map', path: '/map' },
  { name: 'Officers', path: '/officers' },
  { name: 'Profile', path: '/profile' },
];

test('the shell shows the title, subtitle and a header button to /alkebulan', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByText('Red Zone', { exact: true })).toBeVisible();
  await expect(header.getByText('Community Safety Network')).toBeVisible();
  await header.getByRole('link', { name: /Alkebulan/ }).click();
  await expect(page).toHaveURL(/\/alkebulan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alkebulan' })).toBeVisible();
});

test('the six bottom tabs navigate to their routes', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveCount(6);
  for (const tab of TABS) {
    // The Alerts link also names its badge ("2 active alerts Alerts") when alerts are active.
    await nav.getByRole('link', { name: new RegExp(`(^| )${tab.name}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`${tab.path === '/' ? '/$' : `${tab.path}$`}`));
    await expect(nav.getByRole('link', { name: new RegExp(`(^| )${tab.name}$`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('start-up auto-accepts the permissions record and keeps the anonymous id', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const stored = await page.evaluate(
    (keys) => ({
      permissions: localStorage.getItem(keys.permissions),
      userId: localStorage.getItem(keys.userId),
    }),
    STORAGE_KEYS,
  );
  const permissions = JSON.parse(stored.permissions ?? '{}') as Record<string, unknown>;
  expect(permissions).toMatchObject({
    allAccepted: true,
    cameraAccess: true,
    communityAlerts: true,
  });
  expect(typeof permissions.acceptedAt).toBe('string');
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.userId))
    .toMatch(/^user-\d+-[A-Za-z0-9_-]+$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'redzone_session')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  });
});

test('switching to Spanish translates the shell and sets html lang', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cambiar a español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a Spanish browser starts in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/no/such/page');
  await expect(
    page.getByRole('heading', { level: 1, name: '404 Página no encontrada' }),
  ).toBeVisible();
  await context.close();
});

test('the six tabs load without a Content Security Policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const { path } of TABS) {
    await page.goto(path);
    // Every part the page loads after its start has come and drawn (the live stream stays open,
    // so the network is never quiet).
    await settledMainText(page);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
