import { expect, test } from './test';
import { setPinsInProfile } from './helpers';

/**
 * Issue 29: in a stop there is no time to unlock, find the app and hunt for a button. The
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

test('stop and duress PINs: a wrong PIN stops nothing, the duress PIN only pretends, the stop PIN stops', async ({
  page,
}, testInfo) => {
  await setPinsInProfile(page, { stop: '2468', duress: '1357' });

  await page.goto('/record?start=1');
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  const stop = recorder.getByRole('button', { name: 'Stop Recording' }).first();
  await expect(stop).toBeEnabled({ timeout: 10_000 });
  await stop.click();
  const pin = recorder.getByLabel('Enter your PIN to stop recording');
  await pin.fill('0000');
  await recorder.getByRole('button', { name: 'Stop Recording' }).last().click();
  await expect(recorder.getByText('That PIN did not stop the recording.')).toBeVisible();
  await expect(recorder.getByRole('timer')).toBeVisible();

  await pin.fill('1357');
  await recorder.getByRole('button', { name: 'Stop Recording' }).last().click();
  await expect(page.getByRole('heading', { name: 'Recording stopped' })).toBeVisible();
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/chunks\/\d+$/.test(request.url()))
      puts.push(request.url());
  });
  await page.waitForTimeout(3_000);
  // To whoever watches the screen it stopped; the footage keeps leaving the phone.
  expect(puts.length).toBeGreaterThan(2);
  await page.screenshot({ path: testInfo.outputPath('duress-stopped-390.png') });
  await page.getByRole('button', { name: 'Done' }).click();
  const dark = page.locator('[data-dark-screen]');
  await dark.dblclick();
  await recorder.getByRole('button', { name: 'Stop Recording' }).first().click();
  await recorder.getByLabel('Enter your PIN to stop recording').fill('2468');
  await recorder.getByRole('button', { name: 'Stop Recording' }).last().click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
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
