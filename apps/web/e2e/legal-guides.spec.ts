import { type Page } from '@playwright/test';
import { expect, test } from './test';

const PEORIA = { latitude: 40.6936, longitude: -89.589 };

async function expectCitedSections(page: Page, headings: RegExp[]) {
  for (const heading of headings) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Open all sections' }).click();
  const sections = page.locator('[data-testid^="guide-section-"]');
  const count = await sections.count();
  expect(count).toBeGreaterThanOrEqual(headings.length);
  for (let i = 0; i < count; i += 1) {
    // Every section names its sources.
    await expect(sections.nth(i).getByTestId('citations').locator('li').first()).toBeVisible();
  }
  await expect(page.getByText('Legal information, not legal advice')).toBeVisible();
}

test('constitutional rights: the four amendments, each with what to say and sources', async ({
  page,
}) => {
  await page.goto('/constitutional-rights');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Constitutional Rights' }),
  ).toBeVisible();
  await expectCitedSections(page, [
    /Fourth Amendment/,
    /Fifth Amendment/,
    /First Amendment/,
    /Fourteenth Amendment/,
  ]);
  await expect(page.getByText('What to say').first()).toBeVisible();
  await expect(page.getByText('U.S. Const. amend. IV').first()).toBeVisible();
  await expect(page.getByText(/I am exercising my right to remain silent/).first()).toBeVisible();
});

test('California laws: the six sections, with the Vehicle Code stop-reason rule', async ({
  page,
}) => {
  await page.goto('/california-laws');
  await expectCitedSections(page, [
    /Recording police in California/,
    /Traffic stops/,
    /Search and seizure/,
    /Arrest rights/,
    /Reporting misconduct/,
    /Legal resources/,
  ]);
  await expect(page.getByText(/California is an all-party consent state/)).toBeVisible();
  await expect(page.getByText(/2806\.5/).first()).toBeVisible();
});

test('restrictions: recording limits, interference, California, and what to do', async ({
  page,
}) => {
  await page.goto('/restrictions');
  await expectCitedSections(page, [
    /Recording limits/,
    /Interference and buffer laws/,
    /California specifics/,
    /If your rights are violated/,
  ]);
});

test.describe('state laws', () => {
  test.use({ geolocation: { ...PEORIA, accuracy: 10 }, permissions: ['geolocation'] });

  test('detects Illinois from the position, and another state can be chosen', async ({ page }) => {
    await page.goto('/state-laws');
    await expect(page.getByText('Detected from your location: Illinois.')).toBeVisible();
    await expect(page.getByText(/Illinois is an all-party consent state/)).toBeVisible();
    await expect(page.getByText(/ACLU of Illinois v\. Alvarez/).first()).toBeVisible();

    await page.getByLabel('State').selectOption('TX');
    await expect(page.getByText('Showing the guide for Texas.')).toBeVisible();
    await expect(page.getByText(/Texas is a one-party consent state/)).toBeVisible();
    await expect(page.getByText(/Turner v\. Lieutenant Driver/).first()).toBeVisible();
    // The choice is in the address, so a reload keeps it.
    await page.reload();
    await expect(page.getByText(/Texas is a one-party consent state/)).toBeVisible();
  });
});

test('state laws fall back to California when the position is refused', async ({ page }) => {
  await page.goto('/state-laws');
  await expect(
    page.getByText('We could not detect your state, so this shows California. Choose yours below.'),
  ).toBeVisible();
  await expect(page.getByText(/California is an all-party consent state/)).toBeVisible();
});

test('how it works: five steps, why use, and Get Started goes home', async ({ page }) => {
  await page.goto('/how-it-works');
  const steps = page.getByRole('listitem').filter({ hasText: /^Step \d:/ });
  await expect(steps).toHaveCount(5);
  for (const title of [
    'Hold Emergency Alert',
    'Recording Starts Automatically',
    'Community Responds',
    'Know Your Rights',
    'Stay Safe and Connected',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why use Red Zone' })).toBeVisible();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a guide once visited stays readable offline', async ({ page, context }) => {
  await page.goto('/california-laws');
  await expect(page.getByText(/California is an all-party consent state/)).toBeVisible();
  // The service worker must control the page before the network goes away.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/California is an all-party consent state/)).toBeVisible();
  await page.goto('/constitutional-rights');
  await expect(page.getByRole('heading', { name: /Fifth Amendment/ })).toBeVisible();
  await context.setOffline(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guide is a list of folded sections: a title opens its points, words and sources', async ({
    page,
  }) => {
    await page.goto('/constitutional-rights');
    const fifth = page.getByTestId('guide-section-fifth-amendment');
    await expect(fifth.getByRole('button', { name: /Fifth Amendment/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(fifth.getByText('What to say')).toBeHidden();
    // The guide leads with its first section open; the rest fold to their titles.
    const fourth = page.getByTestId('guide-section-fourth-amendment');
    await expect(fourth.getByText('Key points')).toBeVisible();
    await fourth.getByRole('button', { name: /Fourth Amendment/ }).click();
    await expect(fourth.getByText('Key points')).toBeHidden();
    // Four sections folded fit about two screens, not the many they took open.
    const folded = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(folded).toBeLessThan(2 * 844);

    await fifth.getByRole('button', { name: /Fifth Amendment/ }).click();
    await expect(fifth.getByText('What to say')).toBeVisible();
    await expect(
      fifth.getByText(/I am exercising my right to remain silent/).first(),
    ).toBeVisible();
    await expect(fifth.getByTestId('citations').locator('li').first()).toBeVisible();

    await page.getByRole('button', { name: 'Open all sections' }).click();
    const open = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(open).toBeGreaterThan(2 * folded);
    await page.getByRole('button', { name: 'Fold all sections' }).click();
    await expect(fifth.getByText('What to say')).toBeHidden();
  });

  test('an address that names a section opens it, in Spanish too', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('redzone-language', 'es'));
    await page.goto('/constitutional-rights#fifth-amendment');
    const fifth = page.getByTestId('guide-section-fifth-amendment');
    await expect(fifth.getByText('Qué decir')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir todas las secciones' })).toBeVisible();
  });
});
