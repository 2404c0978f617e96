import {
  chainGenesis,
  chainNext,
  EVIDENCE_KEYS_PATH,
  RECORDING_CHUNK_SHA256_HEADER,
  sha256Hex,
} from '@redzone/contract';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './test';
import { verifyPhoneThroughSpanishUi, verifyPhoneThroughUi } from './helpers';

/**
 * The /verify page with a real bundle from this server: three chunks recorded through the API
 * by a verified session, exported, then checked in the page as it is and with one byte of its
 * footage flipped. The e2e server has no TSA_URL: the authority's signature is covered by
 * packages/verify's unit test with a real OpenSSL authority.
 */

const randomChunk = (size: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(size)));

async function recordAndExport(page: Page): Promise<{ bundle: Buffer; firstChunk: Buffer }> {
  const chunks = [randomChunk(900), randomChunk(700), randomChunk(800)];
  const started = await page.request.post('/api/recordings', {
    data: { mimeType: 'video/webm;codecs=vp8,opus', alertId: null },
  });
  expect(started.status()).toBe(201);
  const { recordingId } = (await started.json()) as { recordingId: string };
  let chain = await chainGenesis(recordingId);
  for (const [index, chunk] of chunks.entries()) {
    const sha256 = await sha256Hex(chunk);
    const put = await page.request.put(`/api/recordings/${recordingId}/chunks/${index}`, {
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: sha256,
      },
      data: chunk,
    });
    expect(put.status()).toBe(200);
    chain = await chainNext(chain, sha256);
  }
  const finished = await page.request.post(`/api/recordings/${recordingId}/finish`, {
    data: { chunkCount: chunks.length, chainHash: chain },
  });
  expect(finished.status()).toBe(200);
  const exported = await page.request.get(`/api/recordings/${recordingId}/evidence-bundle`);
  expect(exported.status()).toBe(200);
  return { bundle: await exported.body(), firstChunk: chunks[0] ?? Buffer.alloc(0) };
}

/** The bundle with one byte of its footage flipped: entries are stored, so it lies as recorded. */
function withFootageChanged(bundle: Buffer, chunk: Buffer): Buffer {
  const at = bundle.indexOf(chunk);
  expect(at).toBeGreaterThan(0);
  const changed = Buffer.from(bundle);
  changed[at + 100] = (changed[at + 100] ?? 0) ^ 0x01;
  return changed;
}

/** Every request the page makes from now on, to show what leaves the device. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

function expectOnlyTheKeysFetched(requests: Request[]) {
  const sentBodies = requests.filter((request) => (request.postDataBuffer()?.length ?? 0) > 0);
  expect(sentBodies.map((request) => request.url())).toEqual([]);
  expect(requests.every((request) => request.method() === 'GET')).toBe(true);
  // The keys are fetched; the shell's own reads (its session, the live-alerts stream) may run on
  // any page, but a GET with no body and a short address cannot carry a bundle.
  const toServer = requests
    .map((request) => new URL(request.url()).pathname)
    .filter((path) => path.startsWith('/api/') || path.startsWith('/.well-known/'));
  expect(toServer).toContain(EVIDENCE_KEYS_PATH);
  expect(requests.filter((request) => request.url().length > 2_000)).toEqual([]);
}

const zip = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/zip', buffer });

test('checks a real bundle on the device: it holds, a flipped byte of footage fails naming it, nothing is uploaded', async ({
  page,
}) => {
  await verifyPhoneThroughUi(page);
  const { bundle, firstChunk } = await recordAndExport(page);

  await page.goto('/verify');
  const requests = watchRequests(page);
  const chooser = page.getByLabel('Choose a bundle');
  await chooser.setInputFiles(zip('bundle.zip', bundle));
  await expect(
    page.getByText('Everything holds: bundle.zip is what the server received, unchanged.'),
  ).toBeVisible();
  await expect(
    page.getByText('Signatures were checked against the keys the Red Zone server publishes.'),
  ).toBeVisible();
  await expect(page.getByText(/3 signed acknowledgements, each matching its chunk/)).toBeHidden();
  await page.getByText('Each check (technical details)').click();
  await expect(page.getByText(/3 signed acknowledgements, each matching its chunk/)).toBeVisible();
  await expect(
    page.getByText(/timestamps: none: the times rest on the server’s clock/),
  ).toBeVisible();
  // The take's entry in the public evidence log, in a head already or within seconds.
  await expect(page.getByText(/entry \d+ of the public evidence log/).first()).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('verify-details-390.png'),
    fullPage: true,
  });

  await chooser.setInputFiles(zip('changed.zip', withFootageChanged(bundle, firstChunk)));
  await expect(
    page.getByText(/check did not hold: changed\.zip was changed or is damaged/),
  ).toBeVisible();
  await expect(
    page.getByText(
      /footage\/.*: chunk 0 \(bytes from 0\) does not match its SHA-256 in the manifest: the footage was changed/,
    ),
  ).toBeVisible();

  expectOnlyTheKeysFetched(requests);
});

test('without the published keys, an intact bundle is said intact and its signer not proven, never that everything holds', async ({
  page,
}) => {
  await verifyPhoneThroughUi(page);
  const { bundle } = await recordAndExport(page);
  // Offline, or a page that cannot reach the server: only the bundle's own keys are at hand,
  // and a forger's own key would check against itself just as well.
  await page.route('**/.well-known/redzone-evidence-keys.json', (route) => route.abort());
  await page.goto('/verify');
  await page.getByLabel('Choose a bundle').setInputFiles(zip('bundle.zip', bundle));
  await expect(
    page.getByText(
      'bundle.zip is intact: nothing in it was changed. But who signed it is not proven by this check alone.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Everything holds/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('verify-unproven-390.png') });
});

test('a sealed take’s receipt offers the evidence bundle, the signed MP4, and where to check a bundle', async ({
  page,
}) => {
  await verifyPhoneThroughUi(page);
  await recordAndExport(page);
  await page.goto('/');
  await page.getByRole('tablist').getByRole('tab', { name: 'Recordings' }).click();
  const receipt = page.getByRole('region', { name: 'Receipt' }).first();
  await expect(receipt.getByText('For a lawyer or a court')).toBeVisible();
  const bundleLink = receipt.getByRole('link', { name: 'Evidence bundle (ZIP)' });
  const bundleHref = await bundleLink.getAttribute('href');
  expect(bundleHref).toMatch(/\/api\/recordings\/[0-9a-f-]+\/evidence-bundle$/);
  const downloaded = await page.request.get(bundleHref ?? '');
  expect(downloaded.status()).toBe(200);
  expect(downloaded.headers()['content-type']).toContain('zip');
  await expect(
    receipt.getByRole('link', { name: 'Signed MP4 (Content Credentials)' }),
  ).toHaveAttribute('href', bundleHref?.replace(/evidence-bundle$/, 'export.mp4') ?? '');
  await receipt.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('receipt-for-court-390.png') });
  await receipt.getByRole('link', { name: 'Check a bundle' }).click();
  await expect(page).toHaveURL(/\/verify$/);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('a Spanish browser reads the verdict and what broke in Spanish', async ({ page }) => {
    await verifyPhoneThroughSpanishUi(page);
    const { bundle, firstChunk } = await recordAndExport(page);
    await page.goto('/verify');
    const chooser = page.getByLabel('Elegir un paquete');
    await chooser.setInputFiles(zip('paquete.zip', bundle));
    await expect(
      page.getByText('Todo se cumple: paquete.zip es lo que recibió el servidor, sin cambios.'),
    ).toBeVisible();
    await chooser.setInputFiles(zip('cambiado.zip', withFootageChanged(bundle, firstChunk)));
    await expect(
      page.getByText(/comprobación no se cumple: cambiado\.zip fue modificado o está dañado/),
    ).toBeVisible();
    await expect(
      page.getByText(
        /el fragmento 0 \(desde el byte 0\) no coincide con su SHA-256 del manifiesto: el video fue modificado/,
      ),
    ).toBeVisible();
  });
});
