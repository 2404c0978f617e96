import { randomBytes, randomUUID } from 'node:crypto';
import { RECORDING_CHUNK_SHA256_HEADER, sha256Hex } from '@redzone/contract';
import { type APIRequestContext } from '@playwright/test';
import { phoneAt, verifyPhoneThroughUi } from './helpers';
import { expect, test } from './test';

const MISSOULA = { latitude: 46.8721, longitude: -113.994 };

/**
 * A take this phone has no more of (the phone that recorded it was taken, its storage cleared):
 * the server holds part of it, unsealed. It is no dead end: a complaint can be prepared from what
 * reached the server, and a take begun at the touch of an alert is kept as the alert's footage.
 */

/** A take of this session the server holds two chunks of, never finished, never described. */
async function heldTake(request: APIRequestContext, origin: string): Promise<string> {
  const id = randomUUID();
  const started = await request.post('/api/recordings', {
    headers: { origin },
    data: { id, mimeType: 'video/webm;codecs=vp8,opus', alertId: null },
  });
  expect(started.status(), await started.text()).toBe(201);
  for (const index of [0, 1]) {
    const bytes = randomBytes(2048);
    const put = await request.put(`/api/recordings/${id}/chunks/${index}`, {
      headers: {
        origin,
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
      },
      data: bytes,
    });
    expect(put.status()).toBe(200);
  }
  return id;
}

test('a take begun at an alert that this phone has no more of: kept as the alert’s, and a complaint opens from what the server holds', async ({
  browser,
  baseURL,
}) => {
  const context = await phoneAt(browser, MISSOULA);
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  // The camera starts at the touch, before the alert exists.
  const id = await heldTake(page.request, baseURL ?? '');
  const alert = await page.request.post('/api/alerts', {
    data: { ...MISSOULA, location: 'N Higgins Ave, Missoula, MT', description: 'Traffic stop' },
  });
  expect(alert.status()).toBe(201);
  const { id: alertId } = (await alert.json()) as { id: string };
  expect((await page.request.post(`/api/alerts/${alertId}/end`, { data: {} })).status()).toBe(200);

  await page.goto('/');
  await page.getByRole('tab', { name: 'Recordings' }).click();
  const card = page.locator(`li[data-recording-id="${id}"]`);
  await expect(card).toContainText('the server holds 2 pieces and this phone has no more of it');
  await expect(card).toContainText(
    'Kept: it belongs to an emergency alert, so it is not deleted automatically.',
  );
  await expect(card).not.toContainText('The server deletes this recording');
  await expect(card).toContainText('a complaint carries what reached the server');
  const prepare = card.getByRole('button', { name: 'Prepare a complaint' });
  await expect(prepare).toBeEnabled();
  await prepare.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});
