import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { closeRecorder, holdAlertButton, phoneAt, verifyPhoneThroughUi } from './helpers';

/**
 * The accessibility findings: every route names its document, the navigation's labels
 * are at least 12 px, nothing scrolls sideways at 200% text size, and no two landmarks of a kind
 * share a name; contrast holds where the review found it did not.
 */

const PATHS = [
  '/',
  '/alerts',
  '/map',
  '/officers',
  '/profile',
  '/law-office',
  '/law-notifications',
  '/california-laws',
  '/state-laws',
  '/constitutional-rights',
  '/restrictions',
  '/how-it-works',
  '/downloads',
  '/privacy',
  '/terms',
  '/verify-phone',
  '/alkebulan',
  '/partnership',
  '/demo',
  '/video-management',
  '/features',
  '/founders',
];

/** A place no other spec uses: an alert there raises no other journey's urgent modal. */
const JUNEAU = { latitude: 58.3019, longitude: -134.4197 };

async function heading(page: Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await expect(h1).toBeVisible();
  return (await h1.textContent())?.trim() ?? '';
}

test('every route has its own document title, naming its page', async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  for (const path of PATHS) {
    await page.goto(path);
    const name = await heading(page);
    await expect(page).toHaveTitle(path === '/' ? 'Red Zone' : `${name} – Red Zone`);
    titles.set(path, await page.title());
  }
  expect(new Set(titles.values()).size).toBe(PATHS.length);
});

test('nothing scrolls sideways at 200% text size, and the navigation labels are 12 px or more', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A browser's text-size setting scales the root font size: every rem-based size follows.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%';
    });
  });
  const overflowing: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    await heading(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (sideways > 1) overflowing.push(`${path} (${sideways}px)`);
  }
  expect(overflowing).toEqual([]);

  await page.goto('/');
  // The bottom bar draws a frame after the page (docs/decisions/073).
  const links = page.getByRole('navigation', { name: /main/i }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const sizes = await links.evaluateAll((found) =>
    found.map((link) => parseFloat(getComputedStyle(link).fontSize)),
  );
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(24); // 12 px at 200%
});

test('at normal text size no word is broken in the middle to make room', async ({ page }) => {
  test.setTimeout(180_000);
  // Long words may break at 200% (index.css), but never at the size most people read.
  const broken: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    await heading(page);
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Plain words only: a browser breaks after a hyphen or a slash anyway.
        for (const match of text.matchAll(/[\p{L}\p{N}]{4,}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) out.push(match[0]);
        }
      }
      return out;
    });
    broken.push(...found.map((word) => `${path}: ${word}`));
  }
  expect(broken).toEqual([]);
});

for (const path of ['/', '/alerts', '/profile', '/law-office', '/features']) {
  test(`${path}: landmarks are uniquely named and text has AA contrast`, async ({ page }) => {
    await page.goto(path);
    await heading(page);
    if (path === '/law-office') {
      // A question and its answer, so their timestamps are on the page.
      await page.getByLabel('Your question').fill('Can I record the police?');
      await page.getByLabel('Your question').press('Enter');
      await expect(page.locator('time').nth(1)).toBeVisible();
    }
    const results = await new AxeBuilder({ page })
      .withRules(['landmark-unique', 'color-contrast', 'landmark-no-duplicate-banner'])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('the button while alerting and the open recorder with its Real Cameras badge keep AA contrast', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await phoneAt(browser, JUNEAU, {
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  // The alert's answer held back, so the button stays in its alerting state while axe looks.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/api/alerts', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const contrast = async () =>
    (await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()).violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`,
    );

  await page.goto('/');
  await holdAlertButton(page, 3300);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByText('Real Cameras', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recorder-open-390x844.png') });
  expect(await contrast()).toEqual([]);
  // Badge, REC timer and controls together are wider than a phone: Hide stays on screen.
  const hide = await recorder
    .getByRole('button', { name: 'Hide recorder (keeps recording)' })
    .boundingBox();
  expect((hide?.x ?? 0) + (hide?.width ?? Infinity)).toBeLessThanOrEqual(390);

  await closeRecorder(page);
  const button = page.locator('button[aria-describedby="alert-button-hint"]');
  await expect(button).toContainText('Please wait…');
  await page.screenshot({ path: test.info().outputPath('alerting-390x844.png') });
  expect(await contrast()).toEqual([]);

  release();
  await expect(button).toContainText('Emergency Active');
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await context.close();
});
