import { AlertListSchema, RecordingDetailsListSchema } from '@redzone/contract';
import { expect, test } from './test';
import { closeRecorder, phoneAt, verifyPhoneThroughUi } from './helpers';

/** A place no other spec uses, so no other journey's alert shows here. */
const FARGO = { latitude: 46.8772, longitude: -96.7898 };

/**
 * A drill runs the red button for real (recorder, upload, a recording in Recordings) and alerts
 * nobody; to a verified phone it says whom a real alert would reach, in words, never a count.
 */
test('a drill records for real, alerts nobody, and says whom a real alert would reach', async ({
  browser,
}, testInfo) => {
  // A whole journey (verify, hold, record, upload, seal): on a loaded machine the upload and the
  // seal alone can take most of a minute.
  test.setTimeout(120_000);
  const observerContext = await phoneAt(browser, FARGO);
  const observer = await observerContext.newPage();
  await observer.goto('/alerts');
  await expect(observer.getByText('No active alerts right now.')).toBeVisible();

  const context = await phoneAt(browser, FARGO, {
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Practise with a drill' }).click();
  await expect(page).toHaveURL(/\/drill$/);
  const button = page.getByRole('button', { name: /^Drill: hold 3 s/ });
  await button.hover();
  await page.mouse.down();
  await page.waitForTimeout(3300);
  await page.mouse.up();

  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(3_000);
  await closeRecorder(page);
  await expect(page.getByRole('heading', { name: 'DRILL: nobody was alerted' })).toBeVisible();
  // Observers nearby are said in words (none, a few, many), never counted.
  await expect(page.getByText(/shares? their location in your area/)).toBeVisible();
  await expect(page.getByText(/\d+ observers? nearby/)).toHaveCount(0);
  await expect(page.getByText('0 trusted contacts would be told.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('drill-running-390.png') });

  // Nobody was told: no alert listed or shown to the observer standing there.
  const near = `/api/alerts?latitude=${FARGO.latitude}&longitude=${FARGO.longitude}`;
  expect(AlertListSchema.parse(await (await observer.request.get(near)).json())).toEqual([]);
  await expect(observer.getByRole('dialog', { name: 'RED ZONE ALERT' })).toHaveCount(0);

  await page.getByRole('button', { name: 'End drill' }).click();
  await expect(page.getByText(/^Drill over\./)).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      async () => {
        const list = RecordingDetailsListSchema.parse(
          await (await page.request.get('/api/recordings')).json(),
        );
        return list.map((r) => ({
          title: r.title,
          alertId: r.alertId,
          sealed: r.receipt !== null,
        }));
      },
      { timeout: 60_000 },
    )
    .toEqual([{ title: 'Drill: Emergency Recording', alertId: null, sealed: true }]);
  await observerContext.close();
  await context.close();
});
