import { RecordingDetailsListSchema } from '@redzone/contract';
import { expect, test } from './test';
import { holdAlertButton, phoneAt } from './helpers';

/**
 * A phone whose storage for the app is almost full, offline at a stop: the recorder never drops
 * footage for want of room. What does not fit waits in memory and the person is told to keep the
 * app open; once the uplink is back, what the server acknowledged is let go to make room, the
 * waiting footage is stored and sent, and every chunk the phone recorded reaches the server.
 */

/** Away from the other journeys' alerts, so no urgent modal covers this one. */
const LARAMIE = { latitude: 41.3114, longitude: -105.5911 };
/** What the phone is given beyond what it already uses: a second or two of one camera's layers. */
const ROOM_BYTES = 400_000;

test('a phone with little room left says so under the button and in the readiness check', async ({
  browser,
}, testInfo) => {
  const context = await phoneAt(browser, LARAMIE);
  // What the browser answers on a nearly full phone: 50 MB free, about two minutes of footage.
  // (DevTools' quota override is enforced on writes but not reported by estimate().)
  await context.addInitScript(() => {
    StorageManager.prototype.estimate = () =>
      Promise.resolve({ quota: 200_000_000, usage: 150_000_000 });
  });
  const page = await context.newPage();
  await page.goto('/');
  const line = page.locator('a[data-room-low]');
  await expect(line).toHaveText(
    'Free up space on this phone: if the connection drops, it can keep only about 2 minutes of footage until it is sent.',
  );
  await page.screenshot({ path: testInfo.outputPath('home-low-room-390.png') });
  await line.click();
  const room = page.locator('[data-room-minutes]');
  await expect(room).toHaveAttribute('data-room-low', 'true');
  await expect(room).toHaveAttribute('data-room-minutes', '2');
  await room.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('readiness-low-room-390.png') });
  await context.close();
});

test('storage full and offline: footage waits in memory, is said, and all of it reaches the server', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await phoneAt(browser, LARAMIE, {
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  // Every chunk any recorder hands over, counted in the page: the server must end with as many.
  await context.addInitScript(() => {
    const counts = { chunks: 0 };
    (window as unknown as { recorded: typeof counts }).recorded = counts;
    const listen = MediaRecorder.prototype.addEventListener;
    MediaRecorder.prototype.addEventListener = function (
      this: MediaRecorder,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type === 'dataavailable') {
        listen.call(this, type, (event: Event) => {
          if ((event as BlobEvent).data.size > 0) counts.chunks += 1;
        });
      }
      listen.call(this, type, listener, options);
    };
  });
  const page = await context.newPage();
  await page.goto('/');
  // The app is installed for offline use first (its service worker's cache), then the phone fills.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toBeVisible();
  const origin = new URL(page.url()).origin;
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + ROOM_BYTES });

  await context.setOffline(true);
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toBeVisible();
  await holdAlertButton(page, 3300);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible({ timeout: 15_000 });

  // The room runs out: the person is told what is held and what to do.
  const held = recorder.getByRole('alert').filter({ hasText: 'out of room for footage' });
  await expect(held).toBeVisible({ timeout: 30_000 });
  await expect(held).toContainText('Keep the app open');
  await page.screenshot({ path: testInfo.outputPath('held-in-memory-390.png') });
  await page.waitForTimeout(4_000);

  // The uplink is back and the take is stopped: what waited in memory is sent (or stored once
  // acknowledged footage makes room). While recording goes on, new footage may wait again as
  // long as the uplink is slower than the camera: the notice is judged once the take is over.
  await context.setOffline(false);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(held).toBeHidden({ timeout: 90_000 });

  const recorded = () =>
    page.evaluate(() => (window as unknown as { recorded: { chunks: number } }).recorded.chunks);
  const onServer = async () => {
    const response = await page.request.get('/api/recordings');
    const recordings = RecordingDetailsListSchema.parse(await response.json());
    const sealed = recordings.every(
      (recording) =>
        recording.receipt !== null && recording.layers.every((layer) => layer.complete),
    );
    const chunks = recordings.reduce(
      (sum, recording) =>
        sum +
        recording.layers.reduce(
          // The gaps layer's line (the take began offline) is no footage the recorders made.
          (layers, layer) =>
            layers + (layer.name === 'full' || layer.name === 'gaps' ? 0 : layer.chunkCount),
          recording.upload.chunkCount,
        ),
      0,
    );
    return { sealed: sealed && recordings.length > 0, chunks };
  };
  await expect
    .poll(onServer, { timeout: 90_000, intervals: [1_000] })
    .toEqual({ sealed: true, chunks: await recorded() });
  // Nothing was lost on the way: no "could not be stored" was ever said.
  await expect(page.getByText('could not be stored on this phone')).toHaveCount(0);
  await context.close();
});
