import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  LAW_NOTIFICATIONS_WINDOW_MONTHS,
  lawMonthsAgo,
  lawWindowStart,
  monthsAgoGroupLabel,
  plainCitation,
  statusChangedOn,
} from '@redzone/contract';
import { type Page } from '@playwright/test';
import { expect, test } from './test';

/** The records the server seeds at start-up: what the page must show, whatever today is. */
interface SeedRecord {
  id: string;
  state: string;
  title: string;
  effective_date: string;
  status: string;
  citation: string;
  source_url: string;
  topics: string[];
  verified: string;
  status_as_of: string;
}
const SEED: SeedRecord[] = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, '../../server/data/policing_law_notifications_seed.json'),
    'utf8',
  ),
) as SeedRecord[];
/** Topics that make a law high impact (docs/decisions/017). */
const HIGH_IMPACT_TOPICS = ['recording_police', 'buffer_zone', 'traffic_stop', 'identification'];
const ALL_RECORDS_MONTHS = 600;

/** When a seeded record's status last changed: the feed's window and order. */
const changedOn = (r: SeedRecord) =>
  statusChangedOn({ status: r.status, effectiveDate: r.effective_date });
const newestChangeFirst = (a: SeedRecord, b: SeedRecord) =>
  changedOn(b).localeCompare(changedOn(a)) || a.id.localeCompare(b.id);

/** The seeded records of a state within `months`, newest change first, as the server lists them. */
function expectedLaws(state: string, months: number) {
  const now = new Date();
  const since = lawWindowStart(now, months);
  return SEED.filter((r) => r.state === state && changedOn(r) >= since)
    .sort(newestChangeFirst)
    .map((r) => ({ ...r, monthsAgo: lawMonthsAgo(r.effective_date, now) }));
}

/** The state's record that changed last, as the server names it when a period is empty. */
function lastChangeOf(state: string) {
  return SEED.filter((r) => r.state === state).sort(newestChangeFirst)[0];
}

function tile(page: Page, key: 'total' | 'highImpact' | 'thisMonth') {
  return page.getByTestId(`law-tile-${key}`).getByRole('definition');
}

/**
 * The tiles, the group headings and the cards under them match `laws` exactly; with none, the
 * empty state shows the state's last change, if it has one.
 */
async function expectList(page: Page, laws: ReturnType<typeof expectedLaws>, state?: string) {
  const main = page.getByRole('main');
  await expect(tile(page, 'total')).toHaveText(String(laws.length));
  const high = laws.filter((l) => l.topics.some((t) => HIGH_IMPACT_TOPICS.includes(t)));
  await expect(tile(page, 'highImpact')).toHaveText(String(high.length));
  await expect(tile(page, 'thisMonth')).toHaveText(
    String(laws.filter((l) => l.monthsAgo === 0).length),
  );
  if (laws.length === 0) {
    await expect(main.getByText('No Recent Law Notifications', { exact: true })).toBeVisible();
    const last = state === undefined ? undefined : lastChangeOf(state);
    if (last === undefined) {
      await expect(main.getByRole('article')).toHaveCount(0);
      return;
    }
    await expect(main.getByText(/^The last change we track for .+ was on /)).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([last.title]);
    return;
  }
  const labels = [...new Set(laws.map((l) => monthsAgoGroupLabel(l.monthsAgo)))];
  const headings = main.getByRole('heading', { level: 2 }).filter({ hasText: /Month/ });
  await expect(headings).toHaveText(labels.map((label) => new RegExp(`^${label}`)));
  for (const label of labels) {
    const group = main.getByRole('region', { name: new RegExp(`^${label}`) });
    const titles = laws
      .filter((l) => monthsAgoGroupLabel(l.monthsAgo) === label)
      .map((l) => l.title);
    await expect(group.getByRole('heading', { level: 3 })).toHaveText(titles);
  }
}

async function choosePeriod(page: Page, label: string) {
  await page.getByLabel('Period', { exact: true }).selectOption({ label });
}

test('California by default: tiles and age groups match the seeded records in every period', async ({
  page,
}) => {
  await page.goto('/law-notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Law Notifications' })).toBeVisible();
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('CA');
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue(
    String(LAW_NOTIFICATIONS_WINDOW_MONTHS),
  );
  await expectList(page, expectedLaws('CA', LAW_NOTIFICATIONS_WINDOW_MONTHS), 'CA');
  // The data's own date: the newest day a record's status was checked.
  const newestCheck = SEED.map((r) => r.status_as_of)
    .sort()
    .at(-1);
  const checked = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${newestCheck}T00:00:00Z`),
  );
  await expect(page.getByText(`Law data last checked ${checked}`)).toBeVisible();

  await choosePeriod(page, 'All');
  await expect(page).toHaveURL(/\?months=600$/);
  const all = expectedLaws('CA', ALL_RECORDS_MONTHS);
  expect(all.map((l) => l.id).sort()).toEqual([
    'ca-ab2773-2024',
    'ca-sb2-2022',
    'ca-sb627-2026',
    'ca-sb805-2026',
  ]);
  await expectList(page, all);

  const card = page.getByRole('article', { name: /No Secret Police Act/ });
  await expect(card).toContainText('High impact');
  await expect(card).toContainText('Officer identification');
  await expect(card).toContainText('Bars local, federal and out-of-state officers');
  const sb627 = SEED.find((r) => r.id === 'ca-sb627-2026');
  const asOf = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${sb627?.status_as_of}T00:00:00Z`),
    );
  // A caveat in the record ("not verified") is written in plain words on the card.
  await expect(card).toContainText(
    `${plainCitation(sb627?.status ?? '')} (as of ${asOf('en-US')})`,
  );
  // Its status leaves the appeal unverified, so the card says so.
  await expect(card).toContainText('Not yet verified.');
  await expect(card).toContainText('January 1, 2026');
  await expect(card).toContainText('Cal. Penal Code § 185.5');
  const source = card.getByRole('link', { name: 'Read the source (opens in a new tab)' });
  await expect(source).toHaveAttribute(
    'href',
    'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260SB627',
  );
  await expect(source).toHaveAttribute('target', '_blank');

  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('switching the state lists that state; a record compiled from memory carries its caveat', async ({
  page,
}) => {
  await page.goto('/law-notifications?months=600');
  await expectList(page, expectedLaws('CA', ALL_RECORDS_MONTHS));
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Tennessee' });
  await expect(page).toHaveURL(/state=TN/);
  await expectList(page, expectedLaws('TN', ALL_RECORDS_MONTHS));
  await expect(page.getByText(/No Secret Police Act/)).toHaveCount(0);

  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Oregon' });
  await expectList(page, expectedLaws('OR', ALL_RECORDS_MONTHS));
  const unverified = page.getByRole('article', { name: /re-criminalizes drug possession/ });
  await expect(unverified).toContainText('Not yet verified.');
  const verified = page.getByRole('article', { name: /notice rule for recording/ });
  await expect(verified).not.toContainText('Not yet verified.');
});

test('a state with nothing in the period shows the empty state, and Show older widens it', async ({
  page,
}) => {
  await page.goto('/law-notifications?state=WY');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('WY');
  await expectList(page, [], 'WY');
  const main = page.getByRole('main');
  await expect(
    main.getByText('None of the laws we track for Wyoming took effect in this period.'),
  ).toBeVisible();
  for (const period of ['12 months', '2 years', '5 years', 'All']) {
    await main.getByRole('button', { name: 'Show older' }).click();
    await expect(page.getByLabel('Period', { exact: true }).locator('option:checked')).toHaveText(
      period,
    );
    await expectList(page, []);
  }
  await expect(main.getByText('We have no law notifications for Wyoming yet.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Show older' })).toHaveCount(0);
});

test('an empty period names the state’s last change and shows it', async ({ page }) => {
  const last = lastChangeOf('TN');
  test.skip(
    last === undefined || expectedLaws('TN', LAW_NOTIFICATIONS_WINDOW_MONTHS).length > 0,
    'Tennessee has a law in the last 6 months today',
  );
  await page.goto('/law-notifications?state=TN');
  const main = page.getByRole('main');
  await expect(main.getByText('No Recent Law Notifications', { exact: true })).toBeVisible();
  const changed = last === undefined ? '' : changedOn(last);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${changed}T00:00:00Z`),
  );
  await expect(
    main.getByText(`The last change we track for Tennessee was on ${date}:`),
  ).toBeVisible();
  await expect(main.getByRole('article', { name: last?.title })).toContainText(
    plainCitation(last?.citation ?? ''),
  );
});

test('Refresh Now asks the server again; the 90-day refetch does not spin', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/law-notifications')) requests.push(request.url());
  });
  await page.goto('/law-notifications?state=TN&months=600');
  await expectList(page, expectedLaws('TN', ALL_RECORDS_MONTHS));
  // A 7.776e9 ms interval overflows a browser timer and would refetch at once, again and again.
  await page.waitForTimeout(1_500);
  expect(requests).toHaveLength(1);

  const refetch = page.waitForResponse(
    (response) =>
      response.url().includes('/api/law-notifications?state=TN&months=600') &&
      response.status() === 200,
  );
  await page.getByRole('button', { name: 'Refresh Now' }).click();
  await refetch;
  expect(requests).toHaveLength(2);
  await expect(page.getByRole('button', { name: 'Refresh Now' })).toBeEnabled();
  await expectList(page, expectedLaws('TN', ALL_RECORDS_MONTHS));
});

test('a failed load says so and Try again loads the list', async ({ page }) => {
  let failures = 1;
  await page.route(
    (url) => url.pathname === '/api/law-notifications',
    async (route) => {
      if (failures-- > 0) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'The database is unavailable.',
            code: 'database_unavailable',
          }),
        });
      } else {
        await route.continue();
      }
    },
  );
  await page.goto('/law-notifications?state=FL&months=600');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load law notifications' });
  await expect(alert).toContainText('The database is unavailable.');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expectList(page, expectedLaws('FL', ALL_RECORDS_MONTHS));
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('groups, tiles and dates are in Spanish', async ({ page }) => {
    await page.goto('/law-notifications?months=600');
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos de leyes' })).toBeVisible();
    await expect(page.getByTestId('law-tile-highImpact')).toContainText('Alto impacto');
    const card = page.getByRole('article', { name: /No Secret Police Act/ });
    await expect(card).toContainText('Impacto alto');
    const asOf = SEED.find((r) => r.id === 'ca-sb627-2026')?.status_as_of;
    const spanishDate = new Intl.DateTimeFormat('es-MX', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${asOf}T00:00:00Z`));
    await expect(card).toContainText(`(al ${spanishDate})`);
    const months = lawMonthsAgo('2026-01-01', new Date());
    const label = months === 0 ? 'Este mes' : months === 1 ? 'Hace 1 mes' : `Hace ${months} meses`;
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${label}`) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actualizar ahora' })).toBeVisible();
    // The law's own texts come in Spanish too; its citation stays as the source writes it.
    await expect(card).toContainText('límites al uso de cubrirse la cara');
    await expect(card).toContainText('apelación sobre la prohibición de máscaras no verificado');
    await expect(card).toContainText('Cal. Penal Code § 185.5');
  });

  test('switching to English shows the laws in English', async ({ page }) => {
    await page.goto('/law-notifications?months=600');
    await expect(page.getByRole('article', { name: /límites al uso/ })).toBeVisible();
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(
      page.getByRole('article', { name: /limits on face coverings for law enforcement/ }),
    ).toBeVisible();
  });
});
