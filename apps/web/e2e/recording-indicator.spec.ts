import { RecordingDetailsListSchema } from '@redzone/contract';
import { expect, test } from './test';
import { closeRecorder, verifyPhoneThroughUi } from './helpers';
import {
  CHUNK_PUT,
  countStoredChunks,
  holdToAlert,
  isCameraLive,
  phoneWithCamera,
  recordersHandOverNothing,
} from './red-button-phone';

/**
 * What Home and the recorder say about recording must be what the cameras do: RECORDING only
 * while a camera records, NOT RECORDING for a live camera that records nothing, and sound only
 * when the cameras hand over nothing. Each failed on the code before it (Home said RECORDING with
 * no camera on).
 */

/** Each test stands apart: an alert still on would raise another's urgent modal. */
const TUCSON = { latitude: 32.2226, longitude: -110.9747 };
const PHOENIX = { latitude: 33.4484, longitude: -112.074 };
const FLAGSTAFF = { latitude: 35.1983, longitude: -111.6513 };
const YUMA = { latitude: 32.6927, longitude: -114.6277 };

test('Home says RECORDING only while a camera records: after hiding the recorder, after Stop, after a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await phoneWithCamera(browser, TUCSON);
  await verifyPhoneThroughUi(page);
  const stored = countStoredChunks(page);
  await page.goto('/');
  await holdToAlert(page);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible();

  // Focus lands on a control that loses nothing, and Tab stays inside the recorder.
  await expect(
    recorder.getByRole('button', { name: 'Hide recorder (keeps recording)' }),
  ).toBeFocused();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await recorder.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  // Hidden: still recording, and every page says so.
  await closeRecorder(page);
  const recBar = page.getByRole('button', { name: /^Recording\. Open the recorder/ });
  await expect(recBar).toBeVisible();
  await expect(recBar).toContainText(/REC \d+:\d\d/);
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toBeVisible();
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toContainText(
    'RECORDING',
  );
  const whileHidden = stored();
  await expect.poll(stored, { timeout: 10_000 }).toBeGreaterThan(whileHidden + 2);
  expect(await isCameraLive(page)).toBe(true);
  // Another page, same truth (a link: a page load would end the take).
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Alerts/ })
    .click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(recBar).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rec-bar-alerts-390x844.png') });
  await page.getByRole('navigation').getByRole('link', { name: /Home/ }).click();

  // Reload: nothing records, and nothing says otherwise; Resume is offered.
  await page.reload();
  const notRecordingBar = page.getByRole('button', { name: 'NOT RECORDING – tap to resume' });
  await expect(notRecordingBar).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toHaveCount(0);
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toContainText(
    'NOT RECORDING',
  );
  await expect(page.getByRole('button', { name: 'Resume recording' })).toBeVisible();
  await expect(recBar).toHaveCount(0);
  expect(await isCameraLive(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('after-reload-390x844.png') });

  await page.getByRole('button', { name: 'Resume recording' }).click();
  await expect(recorder.getByRole('timer')).toBeVisible({ timeout: 5_000 });
  expect(await isCameraLive(page)).toBe(true);

  // Stop, on purpose: the take is saved, and Home says calmly that it stopped while the
  // emergency is on (no alarm: nothing went wrong).
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
  await recorder.getByRole('button', { name: 'Close', exact: true }).click();
  const stoppedBar = page.getByRole('button', {
    name: 'Recording stopped. Your alert is still on – tap to record again',
  });
  await expect(stoppedBar).toBeVisible();
  await expect(notRecordingBar).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toHaveCount(0);
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toContainText(
    'RECORDING STOPPED',
  );
  await expect.poll(() => isCameraLive(page)).toBe(false);
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expect(stoppedBar).toHaveCount(0);
  await context.close();
});

test('a camera that is live while the browser records nothing is said as NOT RECORDING, not a REC timer', async ({
  browser,
}) => {
  const { context, page } = await phoneWithCamera(browser, PHOENIX);
  // As WebKitGTK without its encoders: MediaRecorder runs and hands over nothing.
  await recordersHandOverNothing(context, 'any');
  await page.goto('/');
  await holdToAlert(page);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible();
  // 5 s for the cameras, then 5 s for the sound alone: neither gave anything.
  await expect(page.getByText(/this browser recorded nothing/).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(recorder.getByRole('timer')).toHaveCount(0);
  await closeRecorder(page);
  await expect(page.getByRole('button', { name: 'NOT RECORDING – tap to resume' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toHaveCount(0);
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await context.close();
});

test('a camera the browser cannot record: the sound records alone, is said as sound only, and nothing is sealed over nothing', async ({
  browser,
}) => {
  const { context, page } = await phoneWithCamera(browser, FLAGSTAFF);
  // As WebKitGTK on Debian 12: a recorder given camera video hands over nothing; sound alone records.
  await recordersHandOverNothing(context, 'with video');
  await page.goto('/');
  await holdToAlert(page);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible();
  const notice =
    'Sound only: this browser records no camera video here. The sound is being recorded and sent.';
  await expect(recorder.getByText(notice)).toBeVisible({ timeout: 10_000 });
  // Still a running take: the timer stays, over sound that is really recorded.
  await expect(recorder.getByRole('timer')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sound-only-recorder-390x844.png') });
  await closeRecorder(page);
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toBeVisible();
  await expect(
    page.getByText('Sound only: this browser records no camera video here.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recording. Open the recorder' })).toContainText(
    'sound only',
  );
  await page.screenshot({ path: test.info().outputPath('sound-only-home-390x844.png') });
  await page.waitForTimeout(3_000);
  await page.getByRole('button', { name: 'End Emergency' }).click();

  // On the server: one recording, sound in both layers, and no empty camera upload sealed.
  await expect
    .poll(
      async () => {
        const list = RecordingDetailsListSchema.parse(
          await (await page.request.get('/api/recordings')).json(),
        );
        return list.map((r) => ({
          sealed: r.receipt !== null,
          bytes: r.receipt?.byteCount ?? 0,
          layers: r.layers.map((l) => `${l.name}:${l.complete}`).sort(),
        }));
      },
      { timeout: 30_000 },
    )
    .toEqual([{ sealed: true, bytes: expect.any(Number), layers: ['evidence:true', 'full:true'] }]);
  const [recording] = RecordingDetailsListSchema.parse(
    await (await page.request.get('/api/recordings')).json(),
  );
  expect(recording?.receipt?.byteCount).toBeGreaterThan(1000);
  await context.close();
});

test('what comes and goes while a take runs never slides Stop or Hide under a finger', async ({
  browser,
}) => {
  const { context, page } = await phoneWithCamera(browser, YUMA);
  // No chunk reaches the server: the slow-network notice must come up mid-take.
  await context.route(CHUNK_PUT, () => undefined);
  await page.goto('/');
  await holdToAlert(page);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible();
  const hide = recorder.getByRole('button', { name: 'Hide recorder (keeps recording)' });
  const stop = recorder.getByRole('button', { name: 'Stop Recording' });
  const before = { hide: await hide.boundingBox(), stop: await stop.boundingBox() };
  await expect(recorder.getByText(/^Slow network:/)).toBeVisible({ timeout: 15_000 });
  expect({ hide: await hide.boundingBox(), stop: await stop.boundingBox() }).toEqual(before);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await closeRecorder(page);
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await context.close();
});
