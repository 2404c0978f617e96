import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectToast, verifyPhoneThroughUi } from './helpers';

const SPRINGFIELD_IL = { latitude: 39.7817, longitude: -89.6501 };

test.use({ geolocation: { ...SPRINGFIELD_IL, accuracy: 10 }, permissions: ['geolocation'] });

function questionBox(page: Page) {
  return page.getByLabel('Your question');
}

/** The assistant's answers, the greeting left out. */
function answers(page: Page) {
  return page
    .locator('li[data-role="assistant"]:not([data-greeting])')
    .getByRole('article', { name: 'Law Office assistant' });
}

async function openLawOffice(page: Page) {
  await page.goto('/law-office');
  await expect(page.getByRole('heading', { level: 1, name: 'Law Office' })).toBeVisible();
  await expect(page.getByText(/AI technology by/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
}

/**
 * A stand-in for the browser's speech recognition: Chromium's needs Google's servers. It hears
 * `phrase`, or fails with `error`, as the Web Speech API would.
 */
async function fakeSpeechRecognition(page: Page, outcome: { phrase?: string; error?: string }) {
  await page.addInitScript((result) => {
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { heardLang: string }).heardLang = this.lang;
        setTimeout(() => {
          if (result.error) this.onerror?.({ error: result.error });
          else this.onresult?.({ results: [[{ transcript: result.phrase ?? '' }]] });
          this.onend?.();
        }, 200);
      }
      abort() {
        this.onend?.();
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition });
  }, outcome);
}

test('an unverified newcomer is answered from the guides on the phone, and offered to verify', async ({
  page,
}) => {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/legal') && r.method() === 'POST') sent += 1;
  });
  await openLawOffice(page);
  await expect(
    page.getByText(/answers come from Red Zone's legal guides on this phone/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify your phone' })).toHaveAttribute(
    'href',
    '/verify-phone',
  );
  await questionBox(page).fill('Do I have to answer police questions?');
  await questionBox(page).press('Enter');
  await expect(page.getByText("Offline answer from Red Zone's legal guides").first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation with the Law Office' })).toContainText(
    /remain silent/i,
  );
  expect(sent).toBe(0);
});

test('two questions get answers for Illinois with their citations; Enter sends, blank does not', async ({
  page,
}) => {
  await verifyPhoneThroughUi(page);
  await openLawOffice(page);
  await expect(page.getByText(/I'm the Red Zone Law Office assistant/)).toBeVisible();

  // A blank message is never sent.
  await questionBox(page).fill('   ');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await questionBox(page).press('Enter');
  await expect(page.getByRole('article', { name: 'You' })).toHaveCount(0);

  await questionBox(page).fill('Can I record the police with audio here?');
  await questionBox(page).press('Enter');
  await expect(page.getByRole('article', { name: 'You' })).toHaveText(
    /Can I record the police with audio here\?/,
  );
  await expect(answers(page)).toHaveCount(1, { timeout: 15_000 });
  const first = answers(page).first();
  await expect(first).toContainText('Illinois');
  await expect(first.getByTestId('citations')).toContainText('Alvarez');
  await expect(first).toContainText(/not legal advice/i);
  await expect(first.locator('time')).toHaveCount(1);
  await expect(questionBox(page)).toHaveValue('');
  // The direct answer and what to say in view, the rest behind "More".
  await expect(first.getByText(/What to say:/).first()).toBeVisible();
  const more = first.getByText('More', { exact: true });
  const rest = first.locator('details p');
  await expect(more).toBeVisible();
  await expect(rest).toBeHidden();
  await more.click();
  await expect(rest).toBeVisible();
  await expect(rest).toContainText('Illinois');

  await questionBox(page).fill('What do I say if an officer asks to search my car?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answers(page)).toHaveCount(2, { timeout: 15_000 });
  const second = answers(page).nth(1);
  await expect(second).toContainText(/consent/i);
  await expect(second.getByTestId('citations').locator('li').first()).toBeVisible();
});

test('when the service fails, the toast says so and an offline answer still comes', async ({
  page,
}) => {
  await verifyPhoneThroughUi(page);
  await page.route('**/api/legal/chat', (route) => route.abort('connectionfailed'));
  await openLawOffice(page);
  await questionBox(page).fill('I got pulled over, what are my rights at a traffic stop?');
  await questionBox(page).press('Enter');
  await expectToast(page, 'Connection Issue');
  await expectToast(page, 'Using emergency legal protocols');
  const answer = answers(page).first();
  await expect(answer).toContainText('Offline answer');
  await expect(answer.getByTestId('citations').locator('li').first()).toBeVisible();
});

test('a spoken question in en-US is sent and answered', async ({ page }) => {
  await fakeSpeechRecognition(page, { phrase: 'Do I have to answer questions from police?' });
  await verifyPhoneThroughUi(page);
  await openLawOffice(page);
  await page.getByRole('button', { name: 'Ask by voice' }).click();
  await expect(page.getByRole('article', { name: 'You' })).toHaveText(
    /Do I have to answer questions from police\?/,
  );
  expect(await page.evaluate(() => (window as unknown as { heardLang: string }).heardLang)).toBe(
    'en-US',
  );
  await expect(answers(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(answers(page).first()).toContainText(/silent/i);
});

test('a refused microphone shows the help panel with Try Again and Hide Help', async ({ page }) => {
  await fakeSpeechRecognition(page, { error: 'not-allowed' });
  await verifyPhoneThroughUi(page);
  await openLawOffice(page);
  await page.getByRole('button', { name: 'Ask by voice' }).click();
  const help = page.getByRole('alert').filter({ hasText: 'Microphone Permission Required' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await help.getByRole('button', { name: 'Hide Help' }).click();
  await expect(help).toHaveCount(0);
});
