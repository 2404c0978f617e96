import { randomBytes, randomUUID } from 'node:crypto';
import {
  chainGenesis,
  chainNext,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingDetailsSchema,
  sha256Hex,
} from '@redzone/contract';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';

/**
 * Whoever holds the phone cannot erase its footage on the spot. Deleting from the
 * Recordings list schedules the deletion days away, says the date, and can be undone.
 */

/** A sealed recording of this browser's session, made through the upload API. */
async function sealedRecording(request: APIRequestContext, origin: string): Promise<string> {
  const id = randomUUID();
  const started = await request.post('/api/recordings', {
    headers: { origin },
    data: { id, mimeType: 'video/webm;codecs=vp8,opus', alertId: null },
  });
  expect(started.status(), await started.text()).toBe(201);
  const bytes = randomBytes(2048);
  const sha = await sha256Hex(bytes);
  const put = await request.put(`/api/recordings/${id}/chunks/0`, {
    headers: {
      origin,
      'content-type': 'application/octet-stream',
      [RECORDING_CHUNK_SHA256_HEADER]: sha,
    },
    data: bytes,
  });
  expect(put.status()).toBe(200);
  const finished = await request.post(`/api/recordings/${id}/finish`, {
    headers: { origin },
    data: { chunkCount: 1, chainHash: await chainNext(await chainGenesis(id), sha) },
  });
  expect(finished.status()).toBe(200);
  return id;
}

test('deleting a recording schedules it days away, with the date and an Undo', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto('/');
  // The app's session, as the recorder would have it.
  await expect(page.locator('button[aria-describedby="alert-button-hint"]')).toBeVisible();
  await page.request.get('/api/session');
  const id = await sealedRecording(page.request, baseURL ?? '');
  await page.getByRole('tab', { name: 'Recordings' }).click();
  const card = page.locator(`li[data-recording-id="${id}"]`);
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this recording?' });
  await expect(confirm).toContainText('It stays on the server for 7 more days');
  await confirm.getByRole('button', { name: 'Delete' }).click();

  const note = card.getByRole('status').filter({ hasText: 'To be deleted on' });
  await expect(note).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete' })).toBeHidden();
  // The footage is still there to download.
  expect((await page.request.get(`/api/recordings/${id}/video`)).status()).toBe(200);
  await page.screenshot({ path: testInfo.outputPath('deletion-scheduled-390.png') });

  await note.getByRole('button', { name: 'Undo' }).click();
  await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
  const details = RecordingDetailsSchema.parse(
    await (await page.request.get(`/api/recordings/${id}`)).json(),
  );
  expect(details.deleteAt).toBeNull();
});
