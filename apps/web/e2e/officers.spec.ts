import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectToast, setPinsInProfile, verifyPhoneThroughUi } from './helpers';

const BURBANK = { latitude: 34.1808, longitude: -118.309 };

/** A name no other run or test has used, letters only (it is searched for as words). */
function uniqueSurname(): string {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `Quill${letters}`;
}

async function personInBurbank(browser: Browser, { verified }: { verified: boolean }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: { ...BURBANK, accuracy: 10 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  if (verified) await verifyPhoneThroughUi(page);
  return { context, page };
}

async function openOfficers(page: Page) {
  await page.goto('/officers');
  await expect(page.getByRole('heading', { name: 'Public Officials Report Card' })).toBeVisible();
  // The filters start at the detected location (the server's geocoder answers for Burbank).
  await expect(page.getByLabel('City')).toHaveValue('Burbank');
  await expect(page.getByLabel('State')).toHaveValue('California');
}

function searchBox(page: Page) {
  return page.getByLabel('Search by name, badge number or department');
}

/** WCAG 2.1 A and AA, as axe-core checks them, on the page's own content (not the app shell). */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function createOfficer(page: Page, surname: string, badge: string) {
  await searchBox(page).fill(`Dana ${surname}`);
  await expect(page.getByText('No public officials found in this area')).toBeVisible();
  await page.getByRole('button', { name: 'Create Officer Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Officer Profile' });
  await expect(dialog.getByLabel('Location')).toHaveValue('Burbank, California');
  await dialog.getByRole('button', { name: 'Create & Rate' }).click();
  await expectToast(page, 'Please fill in all required fields.');
  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByLabel('Last name').fill(surname);
  await dialog.getByLabel('Badge number').fill(badge);
  await dialog.getByLabel('Rank').selectOption('Sergeant');
  await dialog.getByRole('button', { name: 'Create & Rate' }).click();
  await expectToast(page, 'Officer Profile Created');
  await expectToast(page, `Dana ${surname} has been added. You can now rate them.`);
  // Creation selects the new officer (P2 §4).
  await expect(page.getByRole('heading', { name: `Dana ${surname}` })).toBeVisible();
}

test('search, create an officer, file a graded report, see the grade, delete the report and the officer', async ({
  browser,
}) => {
  const { context, page } = await personInBurbank(browser, { verified: true });
  const surname = uniqueSurname();
  const badge = String(Math.floor(Math.random() * 900_000) + 100_000);
  await openOfficers(page);
  await createOfficer(page, surname, badge);

  await expect(page.getByText('Sergeant · Badge #' + badge)).toBeVisible();
  await expect(page.getByText('Burbank Police Department')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Grade summary' });
  await expect(summary.getByText('Not yet rated')).toBeVisible();
  await expect(page.getByText('No reports yet. Be the first to rate this official.')).toBeVisible();

  const form = page.getByRole('form', { name: `Rate Dana ${surname}` });
  await form.getByLabel('Title').fill('Calm and clear');
  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(page, 'Please fill in all required fields.');
  await form.getByRole('radio', { name: 'Grade A', exact: true }).check();
  await form.getByLabel('Interaction type').selectOption('traffic_stop');
  await form.getByLabel('Description').fill('Explained the stop and my rights, no raised voices.');
  await form.getByLabel('Post anonymously').check();
  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(page, 'Report Submitted');

  const reports = page.getByRole('list', { name: 'Reports' });
  const report = reports.getByRole('listitem').filter({ hasText: 'Calm and clear' });
  await expect(report.getByText('Traffic Stop · Just now')).toBeVisible();
  await expect(report.getByText('Your report · Anonymous · verified phone')).toBeVisible();
  await expect(summary.getByRole('img', { name: 'Grade A' })).toBeVisible();
  await expect(summary.getByText('4.5 out of 5')).toBeVisible();
  await expect(summary.getByText('1 report', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the search: the card carries the new grade.
  await page.getByRole('button', { name: 'Back to Search' }).click();
  await searchBox(page).fill(surname.toLowerCase());
  const card = page.getByRole('button', { name: new RegExp(`Dana ${surname}`) });
  await expect(card).toHaveAccessibleName(new RegExp(`^Grade A Dana ${surname}`));
  await expect(card).toContainText('1 report');
  await expectNoAxeViolations(page);
  await searchBox(page).fill(badge);
  await expect(card).toBeVisible();

  await card.click();
  await report.getByRole('button', { name: 'Delete report: Calm and clear' }).click();
  const confirmReport = page.getByRole('alertdialog', { name: 'Delete report' });
  await expect(
    confirmReport.getByText('Are you sure you want to delete this report?'),
  ).toBeVisible();
  await confirmReport.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Report Deleted');
  await expect(page.getByText('No reports yet. Be the first to rate this official.')).toBeVisible();
  await expect(summary.getByText('Not yet rated')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Officer' }).click();
  const confirmOfficer = page.getByRole('alertdialog', { name: 'Delete officer profile' });
  await expect(
    confirmOfficer.getByText(
      `Are you sure you want to delete Dana ${surname}? All associated reports will also be removed.`,
    ),
  ).toBeVisible();
  await confirmOfficer.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Officer Deleted');
  await expect(searchBox(page)).toBeVisible();
  await searchBox(page).fill(`Dana ${surname}`);
  await expect(page.getByText('No public officials found in this area')).toBeVisible();
  await context.close();
});

test('with PINs set, deleting a report or a profile asks for the stop PIN; a wrong one deletes nothing, the duress PIN reads as deleted', async ({
  browser,
}) => {
  const { context, page } = await personInBurbank(browser, { verified: true });
  await setPinsInProfile(page, { stop: '246810', duress: '135790' });
  const surname = uniqueSurname();
  await openOfficers(page);
  await createOfficer(page, surname, String(Math.floor(Math.random() * 900_000) + 100_000));
  const form = page.getByRole('form', { name: `Rate Dana ${surname}` });
  await form.getByRole('radio', { name: 'Grade F', exact: true }).check();
  await form.getByLabel('Title').fill('Took my phone');
  await form.getByLabel('Interaction type').selectOption('arrest');
  await form
    .getByLabel('Description')
    .fill('Grabbed my phone while I was recording from the curb.');
  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(page, 'Report Submitted');
  const report = page
    .getByRole('list', { name: 'Reports' })
    .getByRole('listitem')
    .filter({ hasText: 'Took my phone' });

  await report.getByRole('button', { name: 'Delete report: Took my phone' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete report' });
  await expect(ask.getByText(/deleting it needs your stop PIN/)).toBeVisible();
  await ask.getByLabel('Your stop PIN').fill('000000');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(ask.getByText('That PIN is not right. Nothing was stopped.')).toBeVisible();
  await ask.getByLabel('Your stop PIN').fill('135790');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Report Deleted');
  await expect(ask).toHaveCount(0);
  await expect(page.getByText('No reports yet. Be the first to rate this official.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Officer' }).click();
  const askOfficer = page.getByRole('dialog', { name: 'Delete officer profile' });
  await askOfficer.getByLabel('Your stop PIN').fill('246810');
  await askOfficer.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Officer Deleted');
  await expect(searchBox(page)).toBeVisible();
  await context.close();
});

test('another person sees the grade but not the author of an anonymous report, and no delete buttons', async ({
  browser,
}) => {
  const author = await personInBurbank(browser, { verified: true });
  const surname = uniqueSurname();
  await openOfficers(author.page);
  await createOfficer(author.page, surname, String(Math.floor(Math.random() * 900_000) + 100_000));
  const form = author.page.getByRole('form', { name: `Rate Dana ${surname}` });
  await form.getByRole('radio', { name: 'Grade F', exact: true }).check();
  await form.getByLabel('Title').fill('Shouted at me');
  await form.getByLabel('Description').fill('Would not say why I was stopped.');
  await form.getByLabel('Post anonymously').check();
  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(author.page, 'Report Submitted');

  const visitor = await personInBurbank(browser, { verified: false });
  await openOfficers(visitor.page);
  await searchBox(visitor.page).fill(surname);
  await visitor.page.getByRole('button', { name: new RegExp(`Dana ${surname}`) }).click();
  await expect(visitor.page.getByRole('img', { name: 'Grade F' }).first()).toBeVisible();
  const report = visitor.page.getByRole('listitem').filter({ hasText: 'Shouted at me' });
  await expect(report.getByText('Anonymous · verified phone', { exact: true })).toBeVisible();
  await expect(report.getByRole('button', { name: /Delete report/ })).toHaveCount(0);
  await expect(visitor.page.getByRole('button', { name: 'Delete Officer' })).toHaveCount(0);
  // Rating needs a verified phone; the form says so and leads to verification.
  await expect(visitor.page.getByText(/Verify your phone to rate officials/)).toBeVisible();
  await visitor.page.getByRole('link', { name: 'Verify Phone' }).click();
  await expect(visitor.page).toHaveURL(/\/verify-phone$/);

  await author.context.close();
  await visitor.context.close();
});

test('voice search fills the search box, and a browser without speech recognition is told so', async ({
  browser,
}) => {
  const { context, page } = await personInBurbank(browser, { verified: false });
  // Chromium's recognition sends audio to a speech service this machine cannot reach; a stand-in
  // at the browser API answers with a phrase, as the service would.
  await page.addInitScript(() => {
    class StandInRecognition {
      lang = '';
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { heardLang: string }).heardLang = this.lang;
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: 'Burbank police' }]] });
          this.onend?.();
        }, 100);
      }
      abort() {
        this.onend?.();
      }
    }
    Object.assign(window, {
      SpeechRecognition: StandInRecognition,
      webkitSpeechRecognition: StandInRecognition,
    });
  });
  await openOfficers(page);
  await page.getByRole('button', { name: 'Search by voice' }).click();
  await expect(searchBox(page)).toHaveValue('Burbank police');
  expect(await page.evaluate(() => (window as unknown as { heardLang: string }).heardLang)).toBe(
    'en-US',
  );

  const bare = await context.newPage();
  await bare.addInitScript(() => {
    Object.assign(window, { webkitSpeechRecognition: undefined, SpeechRecognition: undefined });
  });
  await openOfficers(bare);
  await bare.getByRole('button', { name: 'Search by voice' }).click();
  await expectToast(bare, 'Voice Search Not Supported');
  await context.close();
});
