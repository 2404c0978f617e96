import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyBundle } from '@redzone/verify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { createIsolatedTestApp, createTestApp } from '../../test/create-test-app';
import { downloadBundle, publishedKeys } from '../../test/evidence-bundles';
import { startSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

describeApi('evidence across a signing key rotation', () => {
  let before: App;
  let after: App | null = null;
  let database: DatabaseHandle;
  let dataDir: string;
  let dir: string;
  let owner: TestSession;

  beforeAll(async () => {
    // Its own database: the rotation must not end the key other suites sign with.
    ({ app: before, database, dataDir } = await createIsolatedTestApp());
    dir = await mkdtemp(join(tmpdir(), 'redzone-rotation-'));
    owner = await startSession(before);
  });
  afterAll(async () => {
    await after?.close();
    await before.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('still verifies a bundle made before the rotation, and one whose chunks span both keys', async () => {
    const chunks = [randomBytes(1200), randomBytes(800), randomBytes(1000)];
    const { recordingId } = await startUpload(before, owner);
    await uploadAll(before, owner, recordingId, chunks.slice(0, 2));
    const oldBundle = await downloadBundle(before, owner, recordingId, dir);

    // The operator rotates: an instance starts on the same data with a new key.
    after = await createTestApp(
      { DATA_DIR: dataDir, EVIDENCE_SIGNING_KEY: '5a'.repeat(32) },
      { database },
    );
    const keys = await publishedKeys(after);
    expect(keys).toHaveLength(2);
    expect(keys[0]?.validUntil).not.toBeNull();
    expect(keys[1]?.validUntil).toBeNull();

    const old = await verifyBundle(oldBundle, { publishedKeys: keys });
    expect(old.findings.filter((f) => !f.holds)).toEqual([]);

    await uploadAll(after, owner, recordingId, chunks.slice(2), 2);
    expect((await finishUpload(after, owner, recordingId, chunks)).statusCode).toBe(200);
    const spanning = await verifyBundle(await downloadBundle(after, owner, recordingId, dir), {
      publishedKeys: keys,
    });
    expect(spanning.findings.filter((f) => !f.holds)).toEqual([]);
    expect(spanning.holds).toBe(true);
  });

  it('refuses an acknowledgement signed by a retired key after its period ended', async () => {
    // `before` still signs with the first key, whose period the rotation above ended.
    const chunks = [randomBytes(500)];
    const { recordingId } = await startUpload(before, owner);
    await uploadAll(before, owner, recordingId, chunks);
    const verdict = await verifyBundle(await downloadBundle(before, owner, recordingId, dir), {
      publishedKeys: await publishedKeys(before),
    });
    expect(verdict.holds).toBe(false);
    expect(verdict.findings.find((f) => !f.holds)?.message).toMatch(/outside key .* period/);
  });
});
