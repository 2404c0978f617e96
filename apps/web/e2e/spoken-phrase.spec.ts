import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { phoneAt } from './helpers';

/** A place no other spec uses, so no other journey's urgent modal covers these screens. */
const EL_PASO = { latitude: 31.7619, longitude: -106.485 };

/**
 * Where the browser has speech recognition, an optional spoken phrase starts the
 * recorder while the app is open. The browser's recogniser is replaced by one the test speaks
 * into (a real one would send the audio to a speech service).
 */
const FAKE_RECOGNITION = () => {
  const speech = {
    instances: [] as FakeRecognition[],
    /** What the recogniser heard, handed to the one listening; false when none listens. */
    say(transcript: string): boolean {
      const listening = speech.instances.filter((r) => r.isStarted).at(-1);
      if (listening === undefined) return false;
      listening.onresult?.({ resultIndex: 0, results: [[{ transcript }]] });
      return true;
    },
  };
  class FakeRecognition {
    continuous = false;
    interimResults = false;
    lang = '';
    isStarted = false;
    onresult: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    constructor() {
      speech.instances.push(this);
    }
    start() {
      this.isStarted = true;
    }
    abort() {
      this.isStarted = false;
    }
    stop() {
      this.isStarted = false;
    }
  }
  Object.assign(window, {
    __speech: speech,
    SpeechRecognition: FakeRecognition,
    webkitSpeechRecognition: FakeRecognition,
  });
};

const say = (page: Page, transcript: string) =>
  page.evaluate(
    (text) => (window as unknown as { __speech: { say(t: string): boolean } }).__speech.say(text),
    transcript,
  );

test('saying the phrase set in Profile starts the recorder and the alert, as the 3 s hold does', async ({
  browser,
}, testInfo) => {
  const context = await phoneAt(browser, EL_PASO, {
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  await context.addInitScript(FAKE_RECOGNITION);
  const page = await context.newPage();
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Spoken phrase' });
  const listen = card.getByLabel('Listen for my phrase while the app is open');
  await expect(listen).not.toBeChecked();
  // Off by default: nothing listens.
  expect(await say(page, 'red umbrella now')).toBe(false);

  await card.getByLabel('Your phrase').fill('umbrella');
  await listen.click();
  await expect(listen).not.toBeChecked();
  await expect(card.getByText('Choose a phrase of two words or more.')).toBeVisible();
  await card.getByLabel('Your phrase').fill('Red umbrella now');
  await listen.check();
  await expect(
    card.getByText('Listening for “Red umbrella now” while the app is open.'),
  ).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('spoken-phrase-on-390.png') });

  await page.goto('/');
  await expect.poll(() => say(page, 'okay, red umbrella now!')).toBe(true);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeEnabled({
    timeout: 10_000,
  });
  await expect(recorder.getByRole('timer')).toBeVisible();
  // The alert part, as the hold: an emergency is on (here it waits for a verified phone).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('redzone-active-emergency')))
    .not.toBeNull();
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
  await context.close();
});

test('where the browser has no speech recognition, the setting says so and cannot be switched on', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Object.defineProperty(window, name, { value: undefined, configurable: true });
    }
  });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Spoken phrase' });
  await expect(
    card.getByText(
      'This browser cannot recognise speech, so a spoken phrase cannot start the recorder here.',
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expect(card.getByLabel('Listen for my phrase while the app is open')).toBeDisabled();
  await expect(card.getByLabel('Your phrase')).toBeDisabled();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('spoken-phrase-unsupported-390.png') });
});
