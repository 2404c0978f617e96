import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import {
  type GapRecord,
  parseGapLine,
  type RecordingDetails,
  RecordingDetailsListSchema,
} from '@redzone/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { holdAlertButton, phoneAt, verifyPhoneThroughUi } from './helpers';

/**
 * The gaps of a take. While recording, the page is frozen by the browser and hidden, the network
 * drops, and the microphone is taken away; each becomes a line of the take's gaps layer, signed
 * like footage, shown on the Recordings card, and named by the /verify page from the bundle.
 *
 * Chromium 156 as the tests run it ignores CDP's Page.setWebLifecycleState and never hides a
 * page (minimised, behind another tab, headless or under Xvfb: measured 2026-11-29), so the
 * freeze and the hiding are the events the browser would send, dispatched in the page; the
 * network drop is the browser's own (offline emulation) and the microphone a real track stopped.
 */

const MOUNT_PLEASANT = { latitude: 43.5978, longitude: -84.7675 };
const execFileAsync = promisify(execFile);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The take's recording: the one with a gaps layer. */
async function takeWithGaps(page: Page): Promise<RecordingDetails | null> {
  const response = await page.request.get('/api/recordings');
  const recordings = RecordingDetailsListSchema.parse(await response.json());
  return recordings.find((r) => r.layers.some((layer) => layer.name === 'gaps')) ?? null;
}

async function gapsOf(page: Page, take: RecordingDetails): Promise<GapRecord[]> {
  const url = take.layers.find((layer) => layer.name === 'gaps')?.url ?? '';
  const text = await (await page.request.get(url)).text();
  return text
    .split(/(?<=\n)/)
    .map((line) => parseGapLine(new TextEncoder().encode(line)))
    .filter((gap) => gap !== null);
}

/** What the browser sends a page it hides or freezes, and when it shows or resumes it again. */
async function pageEvent(page: Page, event: 'hide' | 'show' | 'freeze' | 'resume') {
  await page.evaluate((which) => {
    if (which === 'freeze' || which === 'resume') {
      document.dispatchEvent(new Event(which));
      return;
    }
    const state = which === 'hide' ? 'hidden' : 'visible';
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, event);
}

test('a frozen page, a hidden one, the network gone and the microphone taken: each a signed gap, on the card and named by /verify', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await phoneAt(browser, MOUNT_PLEASANT, {
    permissions: ['geolocation', 'camera', 'microphone'],
    serviceWorkers: 'block',
  });
  // The page's camera streams, so the test can take the microphone away as another app would.
  await context.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { __takeStreams: streams });
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  await page.goto('/');
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toBeVisible();
  await holdAlertButton(page, 3300);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible({ timeout: 30_000 });
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeEnabled();
  await wait(1500);

  await pageEvent(page, 'hide');
  await pageEvent(page, 'freeze');
  await wait(2000);
  await pageEvent(page, 'resume');
  await pageEvent(page, 'show');
  await wait(1000);
  await context.setOffline(true);
  await wait(2000);
  await context.setOffline(false);
  await wait(1000);
  await page.evaluate(() => {
    const streams = (window as unknown as { __takeStreams: MediaStream[] }).__takeStreams;
    for (const stream of streams) for (const track of stream.getAudioTracks()) track.stop();
  });
  // The recorder looks at its tracks once a second.
  await wait(2500);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();

  // On the server: the take sealed, its gaps layer with it, one line per gap in the take's time.
  await expect
    .poll(
      async () => {
        const take = await takeWithGaps(page);
        return take?.receipt != null && take.layers.every((layer) => layer.complete);
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);
  const take = await takeWithGaps(page);
  if (take === null) throw new Error('no take with gaps');
  const gaps = await gapsOf(page, take);
  const byCause = (cause: GapRecord['cause']) => gaps.filter((gap) => gap.cause === cause);
  for (const cause of ['hidden', 'frozen', 'offline', 'track_ended'] as const) {
    expect(byCause(cause), cause).toHaveLength(1);
  }
  const [frozen] = byCause('frozen');
  const [offline] = byCause('offline');
  const [ended] = byCause('track_ended');
  expect(frozen?.fromSeconds).toBeGreaterThanOrEqual(1);
  expect((frozen?.toSeconds ?? 0) - (frozen?.fromSeconds ?? 0)).toBeGreaterThanOrEqual(1.5);
  expect((offline?.toSeconds ?? 0) - (offline?.fromSeconds ?? 0)).toBeGreaterThanOrEqual(1.5);
  expect(offline?.fromSeconds).toBeGreaterThan(frozen?.toSeconds ?? Infinity);
  expect(ended).toMatchObject({ track: 'audio' });
  // The microphone never came back: its gap lasts to the end of the take.
  expect(ended?.toSeconds).toBeGreaterThanOrEqual((ended?.fromSeconds ?? 0) + 1);

  // The Recordings card lists them.
  await recorder.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('tab', { name: 'Recordings' }).click();
  const card = page.locator(`li[data-recording-id="${take.id}"]`);
  const list = card.getByRole('region', { name: 'Gaps' });
  await expect(list).toContainText(/0:0\d to 0:0\d: the browser paused the app/);
  await expect(list).toContainText(/to 0:\d\d: the microphone was taken away or turned off/);
  await expect(list).toContainText(/no network \(recording went on; sent afterwards\)/);
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('take-gaps-card-390.png') });

  // The sealed footage plays for the take's length (ffprobe), gaps and all.
  const full = await page.request.get(take.layers.find((l) => l.name === 'full')?.url ?? '');
  const footage = testInfo.outputPath('take.webm');
  await writeFile(footage, await full.body());
  const { stdout } = await execFileAsync('ffprobe', [
    ...['-v', 'error', '-count_packets', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', footage],
  ]);
  expect(Number(stdout.trim())).toBeGreaterThan(10);

  // The bundle, checked on /verify: every gap named, the whole proven.
  const bundle = await page.request.get(`/api/recordings/${take.id}/evidence-bundle`);
  expect(bundle.status()).toBe(200);
  await page.goto('/verify');
  await page.getByLabel('Choose a bundle').setInputFiles({
    name: 'take.zip',
    mimeType: 'application/zip',
    buffer: await bundle.body(),
  });
  await expect(
    page.getByText('Everything holds: take.zip is what the server received, unchanged.'),
  ).toBeVisible({ timeout: 30_000 });
  // Said with the verdict, before the details.
  await expect(
    page.getByText('The phone recorded 4 gaps in this take, signed with it:'),
  ).toBeVisible();
  await page.getByText('Each check (technical details)').click();
  await expect(
    page.getByText(/gap 0:0\d to 0:0\d: the browser paused the app/).first(),
  ).toBeVisible();
  await expect(
    page.getByText(/gap 0:\d\d to 0:\d\d: no network; the phone kept recording/).first(),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('take-gaps-verify-390.png'), fullPage: true });
  await context.close();
});
