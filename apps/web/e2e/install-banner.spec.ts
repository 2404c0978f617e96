import { type Page } from '@playwright/test';
import { expect, test } from './test';

const INSTALL_DELAY_MS = 3000;

async function firePrompt(page: Page) {
  // The banner listens once the shell has mounted.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = () => Promise.resolve();
    event.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(event);
  });
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Install Red Zone' });

test('the install banner appears 3 s after the install prompt and lists the three promises', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await firePrompt(page);
  const started = Date.now();
  await expect(banner(page)).toBeVisible({ timeout: INSTALL_DELAY_MS + 3000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(INSTALL_DELAY_MS - 300);
  await expect(banner(page).getByText('Works offline during emergencies')).toBeVisible();
  await expect(banner(page).getByText('Quick access from home screen')).toBeVisible();
  await expect(banner(page).getByText('No app store required')).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Install App' })).toBeVisible();
});

test('a dismissed banner stays hidden for the rest of the session', async ({ page }) => {
  await page.goto('/');
  await firePrompt(page);
  await banner(page).getByRole('button', { name: 'Dismiss' }).first().click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await firePrompt(page);
  await page.waitForTimeout(INSTALL_DELAY_MS + 500);
  await expect(banner(page)).toBeHidden();
});

test('a desktop browser without an install prompt shows no banner', async ({ page }) => {
  await page.goto('/');
  await page.waitForTimeout(INSTALL_DELAY_MS + 500);
  await expect(banner(page)).toBeHidden();
});

test('on a phone without a prompt, Install App shows the manual instructions', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(banner(page)).toBeVisible({ timeout: INSTALL_DELAY_MS + 3000 });
  const messages: string[] = [];
  page.once('dialog', (alert) => {
    messages.push(alert.message());
    void alert.dismiss();
  });
  await banner(page).getByRole('button', { name: 'Install App' }).click();
  await expect.poll(() => messages.length).toBe(1);
  expect(messages[0]).toContain('Share');
  expect(messages[0]).toContain('Add to Home Screen');
  await context.close();
});

test('the install-instructions dialog steps through steps 0 to 2 and has the three tabs', async ({
  page,
}) => {
  await page.goto('/');
  await firePrompt(page);
  await banner(page).getByRole('button', { name: 'How to install' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install Red Zone' });
  await expect(dialog.getByRole('tab')).toHaveText([
    'Add to Home',
    'iOS (coming soon)',
    'Android APK (coming soon)',
  ]);
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
});
