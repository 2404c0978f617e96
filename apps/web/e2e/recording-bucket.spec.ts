import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RecordingDetailsListSchema } from '@redzone/contract';
import { startTestS3Server, type TestS3Server } from '../../server/src/test/s3-server';
import { E2E_SERVER_ENV } from './e2e-settings';
import { freePort, startBuiltServer, stopServer } from './server-as-user';
import { expect, test } from './test';

/**
 * A deployment that keeps footage in a bucket (RECORDING_STORE=s3://…, against s3rver, a real S3
 * server on 127.0.0.1): a take recorded in the browser is sealed from the bucket, plays back,
 * its evidence bundle verifies against the published keys on /verify, and the server's own disk
 * holds no footage. The API suites cover the same paths in more detail (recordings-bucket.test.ts).
 */
let s3: TestS3Server;
let server: ChildProcess;
let dataDir: string;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  s3 = await startTestS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'redzone-e2e-bucket-'));
  const port = await freePort();
  server = await startBuiltServer({
    ...E2E_SERVER_ENV,
    ...s3.env('e2e/'),
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  base = `http://localhost:${port}`;
});

test.afterAll(async () => {
  await stopServer(server);
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ permissions: ['camera', 'microphone'] });

test('on a bucket, a take recorded in the browser is sealed, plays back and verifies, and the disk holds no footage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${base}/record?start=1`);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  const stop = recorder.getByRole('button', { name: 'Stop Recording' });
  await expect(stop).toBeEnabled({ timeout: 10_000 });
  await page.waitForTimeout(4_000);
  await stop.click();
  await expect(recorder.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
  await expect(
    recorder.getByText(/sealed on the server: .* in \d+ pieces, chain/).first(),
  ).toBeVisible({ timeout: 45_000 });

  const list = RecordingDetailsListSchema.parse(
    await (await page.request.get(`${base}/api/recordings`)).json(),
  );
  const take = list.find((recording) => recording.receipt !== null);
  if (take === undefined) throw new Error('no sealed take');
  const video = await page.request.get(`${base}/api/recordings/${take.id}/video`);
  expect(video.status()).toBe(200);
  expect((await video.body()).length).toBe(take.receipt?.byteCount);
  const ranged = await page.request.get(`${base}/api/recordings/${take.id}/video`, {
    headers: { range: 'bytes=0-99' },
  });
  expect(ranged.status()).toBe(206);
  expect((await ranged.body()).length).toBe(100);

  // The bundle, checked on the device against the keys the server publishes.
  const exported = await page.request.get(`${base}/api/recordings/${take.id}/evidence-bundle`);
  expect(exported.status()).toBe(200);
  await page.goto(`${base}/verify`);
  await page.getByLabel('Choose a bundle').setInputFiles({
    name: 'bucket.zip',
    mimeType: 'application/zip',
    buffer: await exported.body(),
  });
  await expect(
    page.getByText('Everything holds: bucket.zip is what the server received, unchanged.'),
  ).toBeVisible();

  // Nothing of the footage is on the server's disk: no take file anywhere in DATA_DIR (not
  // even a DATA_DIR/recordings folder is made).
  const onDisk = readdirSync(dataDir, { recursive: true, encoding: 'utf8' });
  expect(onDisk.filter((name) => name.endsWith('.rzv') || name.startsWith('recordings'))).toEqual(
    [],
  );
  expect(onDisk.length).toBeGreaterThan(0);
});
