import { type RecordingDetails, RecordingDetailsListSchema } from '@redzone/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { holdAlertButton, phoneAt, verifyPhoneThroughUi } from './helpers';

/**
 * Sound first. What a court most often needs is what was said, and sound fits almost any uplink,
 * so each take also records the front microphone alone as a `sound` layer that goes up before
 * any picture. Here every video chunk (the evidence layer's and the full one's) is refused on its
 * way out, as on an uplink that carries sound and no more: the sound still reaches the server,
 * and the recorder and the Recordings list say what is secured for each.
 */

const ROCK_SPRINGS = { latitude: 41.5875, longitude: -109.2029 };
/** Far from Rock Springs: the first take's alert must not open as an urgent one over this page. */
const TWIN_FALLS = { latitude: 42.5629, longitude: -114.4609 };
/** A chunk of video: the full layer's (the recording's own) or the evidence layer's. */
const VIDEO_CHUNK = /\/api\/recordings\/[0-9a-f-]{36}\/(?:layers\/evidence\/)?chunks\/\d+$/;

/** The take's recording: the one with a sound layer. */
async function recordingWithSound(page: Page): Promise<RecordingDetails | null> {
  const response = await page.request.get('/api/recordings');
  const recordings = RecordingDetailsListSchema.parse(await response.json());
  const withSound = recordings.filter((r) => r.layers.some((layer) => layer.name === 'sound'));
  expect(withSound.length).toBeLessThanOrEqual(1);
  return withSound[0] ?? null;
}

/** Home, once its red button is drawn (held earlier, a loaded machine's press is lost), held. */
async function holdToRecord(page: Page) {
  await page.goto('/');
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toBeVisible();
  await expect(page.getByRole('status', { name: /Connection status/ })).toBeVisible();
  await holdAlertButton(page, 3300);
  await expect(page.getByRole('dialog', { name: 'Emergency Recorder' })).toBeVisible();
}

const layerOf = (recording: RecordingDetails | null, name: 'sound' | 'evidence') =>
  recording?.layers.find((layer) => layer.name === name) ?? null;

test('with every video chunk held back, the sound still reaches the server and is said apart', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await phoneAt(browser, ROCK_SPRINGS, {
    permissions: ['geolocation', 'camera', 'microphone'],
    // A service worker's requests would escape the page's routes.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);

  let videoRefused = 0;
  const holdVideo = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    videoRefused += 1;
    return route.abort('internetdisconnected');
  };
  await page.route(VIDEO_CHUNK, holdVideo);

  await holdToRecord(page);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeEnabled({
    timeout: 10_000,
  });

  // The server holds a few seconds of sound while no picture got through.
  await expect
    .poll(async () => layerOf(await recordingWithSound(page), 'sound')?.securedUntilSeconds ?? 0, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(3);
  // Video goes after the sound: on a busy machine its first chunk may come a little later.
  await expect.poll(() => videoRefused, { timeout: 30_000 }).toBeGreaterThan(0);
  const during = await recordingWithSound(page);
  expect(during?.upload.chunkCount).toBe(0);
  expect(layerOf(during, 'evidence')?.chunkCount ?? 0).toBe(0);
  expect(layerOf(during, 'sound')?.mimeType).toMatch(/^audio\//);
  // The recording keeps its camera's container though its sound layer opened it first.
  expect(during?.mimeType).toMatch(/^video\//);

  // The recorder says the sound is secured and the video is not.
  const secured = recorder.locator('[data-sound-secured-seconds]');
  await expect(secured).toHaveText(/^Sound secured up to 0:\d\d, video up to 0:00$/);
  expect(Number(await secured.getAttribute('data-sound-secured-seconds'))).toBeGreaterThan(2);
  await page.screenshot({ path: testInfo.outputPath('sound-secured-video-held-390.png') });

  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
  await expect(secured).toHaveText(/^All the sound is secured, video up to 0:00$/, {
    timeout: 20_000,
  });
  await recorder.getByRole('button', { name: 'Close', exact: true }).click();

  // The Recordings list says the same from the server's side.
  const take = await recordingWithSound(page);
  if (take === null) throw new Error('no recording with a sound layer');
  await page.getByRole('tab', { name: 'Recordings' }).click();
  const card = page.locator(`li[data-recording-id="${take.id}"]`);
  await expect(card.locator('[data-sound-secured]')).toHaveText(
    'All the sound is on the server; low-resolution video up to 0:00.',
    { timeout: 20_000 },
  );
  await page.screenshot({ path: testInfo.outputPath('recordings-sound-secured-390.png') });

  // The sound layer plays as a file of its own, an audio-only WebM (or MP4 where WebM is not).
  const soundUrl = layerOf(take, 'sound')?.url ?? '';
  const sound = await page.request.get(soundUrl);
  expect(sound.status()).toBe(200);
  expect(sound.headers()['content-type']).toMatch(/^audio\//);
  expect((await sound.body()).byteLength).toBeGreaterThan(1000);

  // The uplink carries video again: the picture follows and the take is sealed, every layer.
  await page.unroute(VIDEO_CHUNK, holdVideo);
  await expect
    .poll(
      async () => {
        const done = await recordingWithSound(page);
        return {
          sealed: done?.receipt != null,
          layers: done?.layers.map((l) => `${l.name}:${l.complete}`).sort(),
        };
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toEqual({ sealed: true, layers: ['evidence:true', 'full:true', 'sound:true'] });
  await context.close();
});

/** As WebKitGTK without its encoders: a recorder given camera video hands over nothing. */
async function cameraRecordersHandOverNothing(context: BrowserContext) {
  await context.addInitScript(() => {
    const listen = MediaRecorder.prototype.addEventListener;
    MediaRecorder.prototype.addEventListener = function (
      this: MediaRecorder,
      type: string,
      ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]
    ) {
      if (type === 'dataavailable' && this.stream.getVideoTracks().length > 0) return;
      listen.call(this, type, ...rest);
    } as typeof listen;
  });
}

test('where the cameras hand over nothing, the sound layer goes with them: one sound-only recording, nothing sealed over nothing', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await phoneAt(browser, TWIN_FALLS, {
    permissions: ['geolocation', 'camera', 'microphone'],
    serviceWorkers: 'block',
  });
  await cameraRecordersHandOverNothing(context);
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  let soundLayerCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/layers/sound')) soundLayerCalls += 1;
  });

  await holdToRecord(page);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(
    recorder.getByText('Sound only: this browser records no camera video here.', { exact: false }),
  ).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(3_000);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();

  // The sound-only take's own layers carry the sound; the empty cameras left nothing behind.
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/recordings');
        return RecordingDetailsListSchema.parse(await response.json()).map((r) => ({
          sealed: r.receipt !== null,
          layers: r.layers.map((l) => `${l.name}:${l.complete}`).sort(),
        }));
      },
      { timeout: 30_000 },
    )
    .toEqual([{ sealed: true, layers: ['evidence:true', 'full:true'] }]);
  expect(soundLayerCalls).toBe(0);
  await context.close();
});
