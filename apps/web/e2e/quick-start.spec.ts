import { expect, test } from './test';
import {
  holdAlertButton,
  phoneAt,
  setPinsInProfile,
  toastLog,
  verifyPhoneThroughUi,
} from './helpers';

/**
 * In a stop there is no time to unlock, find the app and hunt for a button. The
 * home-screen icon's "Start recording" shortcut opens `/record?start=1`, which records at once.
 */
test.use({ permissions: ['camera', 'microphone', 'geolocation'] });

test('the manifest offers "Start recording", and its link opens the recorder already recording', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    shortcuts?: { name: string; url: string }[];
  };
  expect(manifest.shortcuts).toContainEqual(
    expect.objectContaining({ name: 'Start recording', url: '/record?start=1' }),
  );

  await page.goto('/record?start=1');
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder).toBeVisible();
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeEnabled({
    timeout: 10_000,
  });
  await expect(recorder.getByRole('timer')).toBeVisible();
  // Home is underneath: closing the recorder lands there, and the address is Home's.
  await expect(page).toHaveURL(/\/$/);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
});

test('dark screen: the screen looks off while recording and uploading go on; a double tap brings it back', async ({
  page,
}, testInfo) => {
  await page.goto('/record?start=1');
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeEnabled({
    timeout: 10_000,
  });
  await recorder.getByRole('button', { name: /^Dark screen/ }).click();
  const dark = page.locator('[data-dark-screen]');
  await expect(dark).toBeVisible();
  // It covers the whole screen: nothing of the recorder shows.
  expect(await dark.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  // Footage keeps reaching the server while the screen is dark.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/chunks\/\d+$/.test(request.url()))
      puts.push(request.url());
  });
  await page.waitForTimeout(3_000);
  expect(puts.length).toBeGreaterThan(2);
  await page.screenshot({ path: testInfo.outputPath('dark-screen-390.png') });
  await dark.dblclick();
  await expect(dark).toBeHidden();
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
  await expect(recorder.getByRole('timer')).toBeVisible();
});

/** A place no other spec uses, so no other journey's alert raises a modal here. */
const RAPID_CITY = { latitude: 44.0805, longitude: -103.231 };

test('over the dark screen no toast draws: the alert sent while it is dark is not shown on it, only kept in the log', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await phoneAt(browser, RAPID_CITY, {
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  // The alert's answer waits until the screen is dark, as on a slow network.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/alerts', async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  await page.goto('/');
  await holdAlertButton(page, 3300);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await recorder.getByRole('button', { name: /^Dark screen/ }).click();
  const dark = page.locator('[data-dark-screen]');
  await expect(dark).toBeVisible();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST',
  );
  release();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  // The toast was raised (its words are in the log a screen reader can go back to)...
  const log = toastLog(page);
  await expect(log).toContainText('Red Zone Alert Sent');
  // ...and nothing draws over the dark screen: no toast region at all while it is up.
  await page.waitForTimeout(1_000);
  // (Read from the page itself, not the accessibility tree: the dark screen hides the rest of
  // the page from it, and a toast under that could still be seen.)
  await expect(page.locator('[role="region"][aria-label^="Notifications"]')).toHaveCount(0);
  await expect(page.locator('li[role="status"]')).toHaveCount(0);
  await expect(dark).toBeVisible();
  const { id } = (await answer.json()) as { id: string };
  expect((await page.request.post(`/api/alerts/${id}/end`)).status()).toBe(200);
  await context.close();
});

test('stop and duress PINs: a wrong PIN stops nothing; the duress PIN stops exactly as the stop PIN does', async ({
  page,
}, testInfo) => {
  await verifyPhoneThroughUi(page);
  await page.goto('/profile');
  // Six digits are suggested where the stop PIN is chosen (and accepted: these PINs are six).
  await expect(
    page
      .getByRole('region', { name: 'Stop and duress PINs' })
      .getByLabel('Stop PIN (4 to 8 digits)'),
  ).toHaveAccessibleDescription(/6 digits are much harder to guess than 4\./);
  await setPinsInProfile(page, { stop: '246810', duress: '135790' });

  await page.goto('/record?start=1');
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  /** Stops the take with `pin`; what the recorder then says, times masked. */
  async function stopWith(pin: string): Promise<string> {
    const stop = recorder.getByRole('button', { name: 'Stop Recording' });
    await expect(stop.first()).toBeEnabled({ timeout: 10_000 });
    await stop.first().click();
    await recorder.getByLabel('Enter your PIN to stop recording').fill(pin);
    await stop.last().click();
    await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
    // What it says and offers; how far the upload has got depends on the network, not the PIN.
    const said = (await recorder.innerText()).split('Front camera:')[0] ?? '';
    const offered = await recorder.getByRole('button').allInnerTexts();
    return `${said}\n${offered.join(' | ')}`;
  }

  const stop = recorder.getByRole('button', { name: 'Stop Recording' });
  await expect(stop.first()).toBeEnabled({ timeout: 10_000 });
  await stop.first().click();
  await recorder.getByLabel('Enter your PIN to stop recording').fill('000000');
  await stop.last().click();
  await expect(recorder.getByText('That PIN is not right. Nothing was stopped.')).toBeVisible();
  await expect(recorder.getByRole('timer')).toBeVisible();
  await recorder.getByRole('button', { name: 'Keep recording', exact: true }).click();

  const afterDuress = await stopWith('135790');
  await page.screenshot({ path: testInfo.outputPath('duress-stopped-390.png') });
  // The camera is off: nothing keeps recording behind an ordinary screen.
  await expect(recorder.getByRole('timer')).toHaveCount(0);
  await page.goto('/record?start=1');
  const afterStop = await stopWith('246810');
  await page.screenshot({ path: testInfo.outputPath('stop-stopped-390.png') });
  expect(afterDuress).toEqual(afterStop);
});

test('sound only and a dark screen, set as defaults in Profile: no camera opens, the microphone records both layers, the screen goes dark', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    const w = window as unknown as { e2eAsked: MediaStreamConstraints[] };
    w.e2eAsked = [];
    const devices = navigator.mediaDevices;
    const ask = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) => {
      w.e2eAsked.push(constraints ?? {});
      return ask(constraints);
    };
  });
  await page.goto('/profile');
  const defaults = page.getByRole('region', { name: 'Discreet recording' });
  await defaults.getByLabel('Record sound only').check();
  await page.goto('/record?start=1');
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible({ timeout: 10_000 });
  await expect(
    recorder.getByText('Sound only: the cameras are off; the microphone is recording and sending.'),
  ).toBeVisible();
  await expect(recorder.getByRole('button', { name: 'Sound only' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.screenshot({ path: testInfo.outputPath('sound-mode-390.png') });
  // The page never asked for a camera: no camera light.
  const asked = await page.evaluate(
    () => (window as unknown as { e2eAsked: MediaStreamConstraints[] }).e2eAsked,
  );
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((constraints) => !constraints.video)).toBe(true);
  await page.waitForTimeout(2_500);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/recordings')).json()) as {
          receipt: { byteCount: number } | null;
          layers: { name: string; complete: boolean }[];
        }[];
        return list.map((r) => ({
          sealed: (r.receipt?.byteCount ?? 0) > 0,
          layers: r.layers.map((l) => `${l.name}:${l.complete}`).sort(),
        }));
      },
      { timeout: 20_000 },
    )
    .toEqual([{ sealed: true, layers: ['evidence:true', 'full:true'] }]);

  // The dark screen as soon as a take records.
  await recorder.getByRole('button', { name: 'Close', exact: true }).click();
  await page.goto('/profile');
  await defaults.getByLabel('Dark screen when recording starts').check();
  await page.goto('/record?start=1');
  await expect(page.locator('[data-dark-screen]')).toBeVisible({ timeout: 10_000 });
});
