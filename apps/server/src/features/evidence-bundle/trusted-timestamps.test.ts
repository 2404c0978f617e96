import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EvidenceManifestSchema } from '@redzone/contract';
import { openZipBundle, verifyBundle } from '@redzone/verify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { eventually } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import {
  downloadBundle,
  entryDataRange,
  flipByte,
  publishedKeys,
} from '../../test/evidence-bundles';
import { startLocalTsa } from '../../test/local-tsa';
import { startSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

describeApi('trusted timestamps from a local RFC 3161 authority', () => {
  let tsa: Awaited<ReturnType<typeof startLocalTsa>>;
  let app: App;
  let dir: string;
  let owner: TestSession;

  beforeAll(async () => {
    tsa = await startLocalTsa();
    app = await createTestApp({ TSA_URL: tsa.url });
    dir = await mkdtemp(join(tmpdir(), 'redzone-tsa-bundles-'));
    owner = await startSession(app);
  });
  afterAll(async () => {
    await app.close();
    await tsa.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function manifestOf(bundle: string) {
    const zip = await openZipBundle(bundle);
    try {
      const text = new TextDecoder().decode(await zip.read('manifest.json'));
      return EvidenceManifestSchema.parse(JSON.parse(text));
    } finally {
      zip.close();
    }
  }

  it('stamps the chain head while it grows and at the end, and the bundle’s tokens verify', async () => {
    const chunks = [randomBytes(900), randomBytes(700), randomBytes(800)];
    const { recordingId } = await startUpload(app, owner);
    await uploadAll(app, owner, recordingId, chunks);
    const finished = await finishUpload(app, owner, recordingId, chunks);
    expect(finished.statusCode).toBe(200);
    // The receipt says an authority was asked; the tokens themselves follow in the bundle.
    expect(finished.json()).toMatchObject({ thirdPartyTime: 'requested' });
    // The first chunk's chain head (the next ones are within 10 s of it) and the final one.
    let bundle = '';
    await eventually(async () => {
      bundle = await downloadBundle(app, owner, recordingId, dir);
      const { timestamps } = await manifestOf(bundle);
      expect(timestamps.map((stamp) => stamp.chunkCount)).toEqual([1, 3]);
      // Each token is an `openssl` process: slow on a busy machine.
    }, 30_000);
    const verdict = await verifyBundle(bundle, {
      publishedKeys: await publishedKeys(app),
      tsaCaFile: tsa.caFile,
    });
    expect(verdict.findings.filter((f) => !f.holds)).toEqual([]);
    const stamped = verdict.findings.filter((f) => f.subject.startsWith('timestamps/'));
    expect(stamped.map((f) => f.message)).toEqual([
      expect.stringMatching(/after 1 chunks at .*; its signature holds/),
      expect.stringMatching(/after 3 chunks at .*; its signature holds/),
    ]);

    const { timestamps } = await manifestOf(bundle);
    for (const { file } of timestamps) {
      const { start, size } = await entryDataRange(bundle, file);
      for (const at of [0, Math.floor(size / 2), size - 2]) {
        const tampered = join(dir, `tampered-${at}.zip`);
        await copyFile(bundle, tampered);
        await flipByte(tampered, start + at);
        const broken = await verifyBundle(tampered, { tsaCaFile: tsa.caFile });
        expect(broken.holds, `${file} flipped at ${at}`).toBe(false);
        expect(broken.findings.filter((f) => !f.holds).map((f) => f.subject)).toContain(file);
      }
    }
  });
});
