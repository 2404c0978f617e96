import {
  AlertSchema,
  chainGenesis,
  chainNext,
  ChunkReceiptSchema,
  CreateVideoReportBatchBodySchema,
  RecordingDetailsListSchema,
  sha256Hex,
  VideoReportListSchema,
} from '@redzone/contract';
import { expect, test } from './test';
import { closeRecorder, holdAlertButton, verifyPhoneThroughUi, expectToast } from './helpers';

// A real phone's fix in Burbank: not the built-in stand-in point (34.1808, -118.309) the server
// refuses as a made-up place.
const BURBANK = { latitude: 34.1812, longitude: -118.3086 };
/** Away from the other journeys' alerts, so no urgent modal interrupts this one. */
const CHEYENNE = { latitude: 41.14, longitude: -104.8202 };
const CHUNK_PUT = /\/api\/recordings\/([0-9a-f-]{36})\/chunks\/(\d+)$/;

test('hold the button, record through a 2 s network drop, get a sealed receipt, report it to Burbank PD', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: { ...BURBANK, accuracy: 10 },
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);

  // The server's answer to every chunk: how many bytes it held after it, and its chain.
  const acknowledged = new Map<string, Map<number, { byteCount: number; chainHash: string }>>();
  page.on('response', async (response) => {
    const match = CHUNK_PUT.exec(new URL(response.url()).pathname);
    if (match === null || response.request().method() !== 'PUT' || !response.ok()) return;
    const receipt = ChunkReceiptSchema.parse(await response.json());
    const [, id = '', index = '0'] = match;
    const chunks = acknowledged.get(id) ?? new Map();
    chunks.set(Number(index), { byteCount: receipt.byteCount, chainHash: receipt.chainHash });
    acknowledged.set(id, chunks);
  });

  await page.goto('/');
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toBeVisible();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST',
  );
  await holdAlertButton(page, 3300);
  const alertResponse = await posted;
  expect(alertResponse.status()).toBe(201);
  const alert = AlertSchema.parse(await alertResponse.json());

  // The overlay opens on its own, the cameras are live, and recording starts by itself (1.5 s).
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder).toBeVisible();
  await expect(recorder.getByText('Real Cameras', { exact: true })).toBeVisible();
  await expect(recorder.getByRole('figure', { name: /Front camera/ })).toContainText('Live');
  await expect(recorder.getByRole('timer')).toBeVisible({ timeout: 10_000 });
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeEnabled();
  await expect(recorder.getByRole('button', { name: 'Record audio' })).toBeDisabled();
  await page.waitForTimeout(1500);

  // Two seconds without a network: recording goes on, chunks stay on the phone.
  await context.setOffline(true);
  await expectToast(page, 'Failed to save recording. Trying again...');
  await expect(recorder.getByText(/no connection\..*saved on this phone only/)).toBeVisible();
  await page.waitForTimeout(2000);
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();

  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
  await expect(recorder.locator('li[data-upload-phase]').first()).toHaveAttribute(
    'data-upload-phase',
    'sealed',
    // What was held through the drop goes up after it: seconds here, longer on a loaded machine.
    { timeout: 60_000 },
  );
  await expect(
    recorder.getByText(/sealed on the server: .* in \d+ pieces, chain/).first(),
  ).toBeVisible();
  await expect(recorder.getByRole('button', { name: 'Prepare a complaint' })).toBeEnabled();
  // Said plainly on the saved screen, with a copy to download: an alert's is kept.
  await expect(recorder.getByText(/Kept: it belongs to an emergency alert/)).toBeVisible();
  await expect(recorder.getByRole('button', { name: 'Download a copy' })).toBeVisible();
  await recorder.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(recorder).toBeHidden();

  // The Recordings list on Home: the recording with its receipt.
  const list = await page.request.get('/api/recordings');
  const recordings = RecordingDetailsListSchema.parse(await list.json());
  const recording = recordings.find((r) => r.title === 'Emergency Recording');
  if (recording?.receipt == null) throw new Error('the front recording is not sealed');
  const { receipt } = recording;
  expect(recording.alertId).toBe(alert.id);
  expect(recording.duration).toBeGreaterThanOrEqual(5);
  expect(recording.duration).toBeLessThan(15);
  expect(recording.location).toContain('Burbank');
  expect(recording.cameraType).toBe(recordings.length > 1 ? 'dual' : 'front');

  await page.getByRole('tab', { name: 'Recordings' }).click();
  const card = page.locator(`li[data-recording-id="${recording.id}"]`);
  // The badge (the receipt below has a "Sealed" time too).
  await expect(card.getByText('Sealed', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  const receiptBox = card.getByRole('region', { name: 'Receipt' });
  await expect(receiptBox).toContainText(
    `${receipt.chainHash.slice(0, 8)}…${receipt.chainHash.slice(-8)}`,
  );
  await expect(receiptBox).toContainText(`(${receipt.byteCount.toLocaleString('en-US')} bytes)`);
  // No TSA_URL on the test server: the receipt says its times rest on the server alone.
  expect(receipt.thirdPartyTime).toBe('none');
  await expect(receiptBox).toContainText(
    "The server's clock alone: no third-party timestamp was asked for.",
  );
  // The drop's "Upload Failed… Trying again" went once the upload went again: it is sealed.
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Upload Failed'),
  ).toBeHidden();
  // Above the fixed bottom navigation, where a person scrolls it to read it.
  await receiptBox.evaluate((box) => box.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('receipt-390x844.png') });
  await expect(card).toContainText('Kept: it belongs to an emergency alert');
  await expect(card.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    `/api/recordings/${recording.id}/video?download=1`,
  );

  // The footage served is exactly the bytes the chain was built over, chunk by chunk.
  const video = await page.request.get(`/api/recordings/${recording.id}/video`);
  expect(video.status()).toBe(200);
  const bytes = await video.body();
  expect(bytes.length).toBe(receipt.byteCount);
  expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // WebM (EBML)
  const chunks = acknowledged.get(recording.id);
  expect(chunks?.size).toBe(receipt.chunkCount);
  let chain = await chainGenesis(recording.id);
  let offset = 0;
  for (let index = 0; index < receipt.chunkCount; index += 1) {
    const answer = chunks?.get(index);
    if (answer === undefined) throw new Error(`no answer seen for chunk ${index}`);
    chain = await chainNext(chain, await sha256Hex(bytes.subarray(offset, answer.byteCount)));
    expect(chain).toBe(answer.chainHash);
    offset = answer.byteCount;
  }
  expect(chain).toBe(receipt.chainHash);

  // Report it: the modal lists Burbank's police, checks the form, and prepares the complaint.
  await card.getByRole('button', { name: 'Prepare a complaint' }).click();
  const modal = page.getByRole('dialog', { name: 'Prepare a complaint to file yourself' });
  // The incident's time starts at the recording's.
  const startedLocal = await page.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return [
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    ];
  }, recording.createdAt);
  await expect(modal.getByLabel('Incident date')).toHaveValue(startedLocal[0] ?? '');
  await expect(modal.getByLabel('Time (optional)')).toHaveValue(startedLocal[1] ?? '');
  await expect(modal).toBeVisible();
  const burbankPd = modal.getByRole('checkbox', { name: /^Burbank Police Department/ });
  await expect(burbankPd).toBeVisible();
  await expect(modal.getByRole('checkbox', { name: /Los Angeles County Sheriff/ })).toBeVisible();

  await modal.getByRole('button', { name: 'Prepare complaint' }).click();
  await expectToast(page, 'No Agencies Selected');
  // Each field says what it needs, where it is.
  await expect(modal.getByText('Choose at least one agency.')).toBeVisible();
  await expect(modal.getByText('Say what happened.')).toBeVisible();
  await burbankPd.check();
  await expect(modal.getByText('Choose at least one agency.')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Prepare complaint' }).click();
  await expectToast(page, 'Missing Information');

  await modal.getByRole('combobox', { name: 'Incident type (required)' }).click();
  await page.getByRole('option', { name: 'Excessive Force' }).click();
  await modal.getByLabel('What happened (required)').fill('Pushed to the ground during a stop.');
  await modal.getByLabel('Badge number (optional)').fill('4521');
  await modal.getByLabel('Number of witnesses').fill('2');
  const filed = page.waitForResponse(
    (r) => r.url().endsWith('/api/video-reports/batch') && r.request().method() === 'POST',
  );
  await modal.getByRole('button', { name: 'Prepare complaint' }).click();
  const filedResponse = await filed;
  expect(filedResponse.status()).toBe(201);
  const sent = CreateVideoReportBatchBodySchema.parse(filedResponse.request().postDataJSON());
  expect(sent.reports).toHaveLength(1);
  expect(sent.reports[0]).toMatchObject({
    recordingId: recording.id,
    agencyId: 'CA0191200',
    crimeType: 'excessive_force',
    officerBadgeNumber: '4521',
    officerName: null,
    witnessCount: 2,
    isAnonymous: false,
  });
  const [report] = VideoReportListSchema.parse(await filedResponse.json());
  expect(report?.evidenceChainHash).toBe(receipt.chainHash);

  await expectToast(page, 'Complaint prepared');
  await expect(
    modal.getByText(/no delivery channel to these agencies is configured/),
  ).toBeVisible();
  const pdfLink = modal.getByRole('link', {
    name: /Download complaint \(PDF\) for Burbank Police Department/,
  });
  const pdfHref = await pdfLink.getAttribute('href');
  expect(pdfHref).toBe(`/api/video-reports/${report?.id}/complaint.pdf`);
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('1 complaint prepared for filing')).toBeVisible();
  await expect(card).toContainText('Kept: a complaint was prepared from it');

  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expectToast(page, 'Emergency Alert Ended');
  await context.close();
});

test('a refused camera is said as it is, the alert goes on, and Enable Camera asks again', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: { ...CHEYENNE, accuracy: 10 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  // Chromium's fake UI accepts every prompt, whatever the permission says: the refusal is the
  // browser's own error for a person who taps "Block", until the person allows it.
  await context.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const ask = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) =>
      localStorage.getItem('e2e-camera') === 'blocked'
        ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
        : ask(constraints);
  });
  const setCamera = (setting: 'blocked' | 'allowed') =>
    page.evaluate((value) => localStorage.setItem('e2e-camera', value), setting);
  await setCamera('blocked');

  await page.goto('/');
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST',
  );
  await holdAlertButton(page, 3300);
  expect((await posted).status()).toBe(201);

  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('alert')).toContainText(
    'Camera access required for emergency recording',
  );
  await expect(recorder.getByRole('alert')).toContainText('Your alert stays active without video.');
  await expect(recorder.getByRole('figure', { name: /Front camera/ })).toContainText('No Access');
  await expect(recorder.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
  await expect(recorder.getByText('Real Cameras')).toHaveCount(0);
  await page.waitForTimeout(2000);
  await expect(recorder.getByRole('timer')).toHaveCount(0);

  // Home says the same while the emergency is on: nothing records, so no "Recording
  // Active", no REC timer, and NOT RECORDING where the button and the bar are.
  await closeRecorder(page);
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Emergency Active' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Recording\. Open the recorder/ })).toHaveCount(0);
  await expect(page.getByText(/REC \d+:\d\d/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'NOT RECORDING – tap to resume' })).toBeVisible();
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toContainText(
    'NOT RECORDING',
  );
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('camera-refused-home-390x844.png') });
  await page.getByRole('button', { name: 'NOT RECORDING – tap to resume' }).click();
  await expect(recorder).toBeVisible();

  await setCamera('allowed');
  await recorder.getByRole('button', { name: 'Enable Camera' }).click();
  await expect(recorder.getByRole('alert')).toHaveCount(0);
  await expect(recorder.getByRole('figure', { name: /Front camera/ })).toContainText('Live');
  await expect(recorder.getByRole('timer')).toBeVisible({ timeout: 10_000 });

  // Hiding keeps the take going; the alert is still on, and the recorder comes back.
  await recorder.getByRole('button', { name: 'Hide recorder (keeps recording)' }).click();
  await expect(recorder).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Recorder' })).toBeVisible();
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expectToast(page, 'Emergency Alert Ended');
  await context.close();
});

test('a recording without an alert says plainly when it is deleted; Keep keeps it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['camera', 'microphone'],
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: /Live Recording/ }).click();
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(1500);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
  await expect(
    recorder.getByText(/^The server deletes this recording 90 days after it was made\./),
  ).toBeVisible();
  await expect(recorder.getByRole('button', { name: 'Download a copy' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('saved-390x844.png') });
  await recorder.getByRole('button', { name: 'Keep this recording' }).click();
  await expect(recorder.getByText('Kept: you chose to keep it', { exact: false })).toBeVisible();
  await context.close();
});
