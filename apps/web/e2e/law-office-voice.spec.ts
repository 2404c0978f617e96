import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { verifyPhoneThroughUi, expectToast } from './helpers';

/**
 * Speech in the law office (spec P2 §8, §9): spoken answers at rate 0.9, pitch 1, volume 0.8,
 * 300 ms after the text; an invalid-state start retried once after 500 ms. Chromium's real
 * recognition needs Google's servers and headless speech has no voices, so both are stood in for.
 */
async function recordSpeech(page: Page, { invalidStarts }: { invalidStarts: number }) {
  await page.addInitScript((failures) => {
    const log = {
      spoken: [] as { text: string; rate: number; pitch: number; volume: number; at: number }[],
      starts: [] as number[],
    };
    Object.assign(window, { speechLog: log });
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      log.spoken.push({
        text: utterance.text,
        rate: utterance.rate,
        pitch: utterance.pitch,
        volume: utterance.volume,
        at: performance.now(),
      });
      setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 50);
    };
    let remaining = failures;
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        log.starts.push(performance.now());
        if (remaining > 0) {
          remaining -= 1;
          throw new DOMException('already started', 'InvalidStateError');
        }
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: 'Can police search my phone?' }]] });
          this.onend?.();
        }, 100);
      }
      abort() {
        this.onend?.();
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition });
  }, invalidStarts);
}

type SpeechLog = {
  spoken: { text: string; rate: number; pitch: number; volume: number; at: number }[];
  starts: number[];
};
const speechLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { speechLog: SpeechLog }).speechLog);

test('an answer is spoken at rate 0.9, pitch 1, volume 0.8, and can be switched off', async ({
  page,
}) => {
  await recordSpeech(page, { invalidStarts: 0 });
  await verifyPhoneThroughUi(page);
  await page.goto('/law-office');
  const question = page.getByLabel('Your question');
  await question.fill('Do I have to answer questions?');
  const sentAt = await page.evaluate(() => performance.now());
  await question.press('Enter');
  await expect.poll(async () => (await speechLog(page)).spoken.length).toBe(1);
  const [spoken] = (await speechLog(page)).spoken;
  // The utterance stores floats in single precision.
  expect(spoken?.rate).toBeCloseTo(0.9, 5);
  expect(spoken?.pitch).toBe(1);
  expect(spoken?.volume).toBeCloseTo(0.8, 5);
  expect(spoken?.text).toMatch(/not legal advice/i);
  // Only the first part is read aloud, not what is behind "More".
  expect(spoken?.text).not.toMatch(/\bMore\b/);
  expect(spoken?.text.split(/\s+/).length).toBeLessThan(80);
  expect((spoken?.at ?? 0) - sentAt).toBeGreaterThanOrEqual(300);

  await page.getByRole('button', { name: 'Speak answers aloud' }).click();
  await expect(page.getByRole('button', { name: 'Speak answers aloud' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await question.fill('And if they ask for ID?');
  await question.press('Enter');
  await expect(page.locator('li[data-role="assistant"]:not([data-greeting])')).toHaveCount(2);
  await page.waitForTimeout(600);
  expect((await speechLog(page)).spoken).toHaveLength(1);
});

test('a recognition that is already starting is retried once after 500 ms', async ({ page }) => {
  await recordSpeech(page, { invalidStarts: 1 });
  await verifyPhoneThroughUi(page);
  await page.goto('/law-office');
  await page.getByRole('button', { name: 'Ask by voice' }).click();
  await expect(page.getByRole('article', { name: 'You' })).toHaveText(
    /Can police search my phone\?/,
  );
  const { starts } = await speechLog(page);
  expect(starts).toHaveLength(2);
  expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(500);
});

test('a second invalid start says recognition failed and to refresh', async ({ page }) => {
  await recordSpeech(page, { invalidStarts: 2 });
  await verifyPhoneThroughUi(page);
  await page.goto('/law-office');
  await page.getByRole('button', { name: 'Ask by voice' }).click();
  await expectToast(page, 'Voice Recognition Failed');
  await expectToast(page, 'Refresh the page and try again.');
  await expect(page.getByLabel('Your question')).toBeEnabled();
});
