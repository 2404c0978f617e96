import { expect, test } from './test';
import jsQR from 'jsqr';
import { expectNoSeriousAxeViolations } from './helpers';

const ROUTES: { path: string; heading: string; key: string | RegExp }[] = [
  { path: '/', heading: 'Red Zone', key: 'Legal Your Rights' },
  { path: '/privacy', heading: 'Privacy Policy', key: 'Our privacy promise' },
  { path: '/terms', heading: 'Terms of Service', key: 'Prohibited activities' },
  { path: '/alkebulan', heading: 'Alkebulan', key: 'Technology stack' },
  { path: '/partnership', heading: 'Partnership', key: 'Technology partnership' },
  { path: '/demo', heading: 'Request a Demo', key: 'Session details' },
  { path: '/founders', heading: 'Founders', key: /Red Zone was started/ },
  { path: '/features', heading: 'Features', key: '5/8 features ready to use' },
  { path: '/downloads', heading: 'Downloads', key: 'Roadmap' },
];

for (const route of ROUTES) {
  test(`${route.path} renders its content and passes axe`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByText(route.key).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('Home tiles and links each reach a real page', async ({ page }) => {
  const targets: { name: string; path: string; heading: string }[] = [
    { name: 'Legal Your Rights', path: '/constitutional-rights', heading: 'Constitutional Rights' },
    { name: 'Community Observers', path: '/map', heading: 'Map' },
    {
      name: 'Law Office AI legal assistant (not a lawyer)',
      path: '/law-office',
      heading: 'Law Office',
    },
    { name: 'How It Works', path: '/how-it-works', heading: 'How It Works' },
    { name: 'Law Updates', path: '/law-notifications', heading: 'Law Notifications' },
    { name: 'Meet the Founders', path: '/founders', heading: 'Founders' },
    { name: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
    { name: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
    { name: 'Features', path: '/features', heading: 'Features' },
    { name: 'Downloads', path: '/downloads', heading: 'Downloads' },
    { name: 'Install App', path: '/downloads', heading: 'Downloads' },
  ];
  for (const target of targets) {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: target.name, exact: false })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${target.path}(\\?.*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  }
});

test('Home shows the video poster, profile, address line, LIVE and OFFLINE, 911 and vote.gov', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('redzone-profile', JSON.stringify({ name: 'Ada Lovelace' }));
  });
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByText('Ada Lovelace')).toBeVisible();
  await expect(main.getByText('Emergency alerts available')).toBeVisible();
  await expect(main.getByRole('status', { name: 'Connection status: LIVE' })).toBeVisible();
  await context.setOffline(true);
  await expect(main.getByRole('status', { name: 'Connection status: OFFLINE' })).toBeVisible();
  await context.setOffline(false);
  await expect(main.getByRole('status', { name: 'Connection status: LIVE' })).toBeVisible();

  await expect(main.getByRole('link', { name: /Call 911/ })).toHaveAttribute('href', 'tel:911');
  const vote = main.getByRole('link', { name: /Register to Vote/ });
  await expect(vote).toHaveAttribute('href', 'https://vote.gov/');
  await expect(vote).toHaveAttribute('target', '_blank');
  // No uploaded video in this run: the poster image holds the space, with its size.
  const poster = main.locator('img[src="/video-poster.svg"]').first();
  await expect(poster).toHaveAttribute('width', '1280');
});

test('Home tabs: Legal Rights, CA Laws navigates, Community coming soon, Recordings', async ({
  page,
}) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist');
  await expect(page.getByText('You may stay silent.', { exact: false })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Community' }).click();
  await expect(page.getByText('Coming soon')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Recordings' }).click();
  await expect(page.getByRole('heading', { name: 'Recordings' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'CA Laws' }).click();
  await expect(page).toHaveURL(/\/california-laws$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'California State Laws' }),
  ).toBeVisible();
});

test('the Live Recording tile opens the recorder', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Live Recording/ }).click();
  await expect(page.getByRole('dialog', { name: 'Emergency Recorder' })).toBeVisible();
});

test('the QR code is drawn locally and decodes to the app URL', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:'))
      outside.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: /QR code to download/ }).click();
  const image = page.getByRole('dialog').getByRole('img', { name: /QR code for/ });
  await expect(image).toBeVisible();
  const decoded = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, pixels: Array.from(data.data) };
  });
  expect(decoded).not.toBeNull();
  const result = jsQR(Uint8ClampedArray.from(decoded!.pixels), decoded!.width, decoded!.height);
  expect(result?.data).toBe(`${baseURL}/`);
  expect(outside).toEqual([]);
  await expectNoSeriousAxeViolations(page);
});

test('policies show their dates and go back to the app', async ({ page }) => {
  for (const path of ['/privacy', '/terms']) {
    await page.goto(path);
    await expect(page.getByText('Effective date: September 2, 2025')).toBeVisible();
    await expect(page.getByText('Last updated: November 28, 2026')).toBeVisible();
    await page.getByRole('link', { name: 'Back to App' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/privacy');
  for (const section of [
    'Our privacy promise',
    'Information we collect',
    'How we use information',
    'Security',
    'Your rights',
    'App store compliance',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/AES-256-GCM/).first()).toBeVisible();
  await expect(page.getByText(/90 days/).first()).toBeVisible();
  await page.goto('/terms');
  for (const section of [
    'About Red Zone',
    'Acceptable use',
    'Prohibited activities',
    'Safety',
    'User responsibilities',
    'Emergency features (Red Zone)',
    'Age requirement',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
});

test('company pages link to each other', async ({ page }) => {
  await page.goto('/alkebulan');
  await page.getByRole('link', { name: 'Partnership' }).click();
  await expect(page).toHaveURL(/\/partnership$/);
  await page.getByRole('main').getByRole('link', { name: 'Request a Demo' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByText('Length: 30-45 minutes')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Alkebulan' }).click();
  await expect(page).toHaveURL(/\/alkebulan$/);
});

test('features: cards expand, labels, and the four shortcuts', async ({ page }) => {
  await page.goto('/features');
  const cards = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(cards).toHaveCount(8);
  await expect(page.getByText('Production Ready', { exact: true })).toHaveCount(5);
  await expect(page.getByText('Beta Testing', { exact: true })).toHaveCount(3);
  const first = page.getByRole('button', { name: /Red Zone Alert/ });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Observers within 100 yards/)).toBeVisible();
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  for (const [name, path] of [
    ['Law Office', '/law-office'],
    ['Officers', '/officers'],
    ['Alerts', '/alerts'],
    ['Home', '/'],
  ] as const) {
    await expect(shortcuts.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
});

test('downloads: web install instructions, native apps coming soon, help tabs', async ({
  page,
}) => {
  await page.goto('/downloads');
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  // Headless Chromium offers no install prompt here: the instructions show instead.
  await expect(page.getByText(/does not offer a one-click install/)).toBeVisible();
  const comingSoon = page.getByRole('button', { name: 'Coming Soon' });
  await expect(comingSoon).toHaveCount(2);
  for (const button of await comingSoon.all()) await expect(button).toBeDisabled();
  // No dates promised that passed long ago.
  await expect(page.getByText('Not scheduled', { exact: true })).toHaveCount(3);
  await expect(page.getByText(/2025/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Installation Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'How to install Red Zone' });
  for (const tab of ['Mobile', 'Desktop', 'Tablet']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(dialog.getByRole('tabpanel')).toBeVisible();
  }
  await expect(dialog.getByText(/address bar/)).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Desktop' }).click();
  await expect(dialog.getByText(/address bar/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('founders: without a video, no button that does nothing; the poster shows', async ({
  page,
}) => {
  await page.goto('/founders');
  await expect(page.getByRole('heading', { name: 'Founders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable Audio & Video' })).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
});

test('no contact loop and no setting names: Partnership, Demo and Founders offer a message the operator reads', async ({
  page,
}) => {
  for (const path of ['/partnership', '/demo', '/founders']) {
    await page.goto(path);
    await expect(
      page.getByRole('form', { name: 'Write to the people who run Red Zone here' }),
      path,
    ).toBeVisible();
    await expect(page.getByText(/VITE_|docs\/deploy/), path).toHaveCount(0);
  }
  await expect(page.getByText(/^Our names are not published on this page yet/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Write to the people who run Red Zone here' });
  await form.getByLabel('Your message').fill('Can our neighborhood group partner with you?');
  await form.getByLabel(/How to answer you/).fill('group@example.org');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText('Sent. The people who run this installation read these messages.'),
  ).toBeVisible();
});

test.describe('the permissions screen (flag off by default)', () => {
  test('is not shown without its flag', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Red Zone' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept All' })).toHaveCount(0);
  });

  test('needs every required permission before Continue', async ({ page }) => {
    await page.goto('/?flag=permissions-screen');
    await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(9);
    await expect(page.getByRole('group')).toHaveCount(4);
    const blocked = page.getByRole('button', {
      name: 'Accept All Required Permissions to Continue',
    });
    await expect(blocked).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    for (const box of await boxes.all()) await box.check();
    await page.getByRole('checkbox', { name: 'Camera Access' }).uncheck();
    await expect(blocked).toBeDisabled();
    await page.getByRole('button', { name: 'Accept All', exact: true }).click();
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('redzone-permissions'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ allAccepted: true, cameraAccess: true });
  });
});

test('the language switch names itself with its visible text', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'ES, Cambiar a español' });
  await expect(button).toHaveText('ES');
});

test("a first visit to /alerts lists the page's own chunk and its texts in the HTML", async ({
  request,
}) => {
  const response = await request.get('/alerts', { headers: { accept: 'text/html' } });
  const html = await response.text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(preloads.some((href) => /^\/assets\/alerts-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
  expect(preloads.some((href) => /^\/assets\/pages\.en-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
  // Each of them is served.
  for (const href of preloads) expect((await request.get(href ?? '')).status()).toBe(200);
});
