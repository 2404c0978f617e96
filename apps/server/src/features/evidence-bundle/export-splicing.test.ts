import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openZipBundle, verifyBundle } from '@redzone/verify';
import { verifyBundleFile } from '@redzone/verify/browser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import {
  downloadBundle,
  publishedKeys,
  sealedTakeBundle,
  withReplacedFiles,
} from '../../test/evidence-bundles';
import { startSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

/**
 * Bundles put together from more than one export, or made before the take was sealed: each
 * checked as a whole before decision 102 (an outside tester's attacks).
 */
describeApi('evidence bundles put together or cut short', () => {
  let app: App;
  let dir: string;
  let owner: TestSession;
  let recordingId: string;
  let bundle: string;

  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'redzone-splices-'));
    owner = await startSession(app);
    ({ recordingId, bundle } = await sealedTakeBundle(app, owner, dir, [
      randomBytes(900),
      randomBytes(700),
    ]));
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fails a file carried in from another export: another take’s court kit, an earlier custody log', async () => {
    const keys = await publishedKeys(app);
    const readEntry = async (path: string, name: string) => {
      const zip = await openZipBundle(path);
      try {
        return Buffer.from(await zip.read(name));
      } finally {
        zip.close();
      }
    };
    const signaturesOf = async (path: string) =>
      JSON.parse((await readEntry(path, 'signatures.json')).toString()) as {
        files: { name: string }[];
      };
    /** `names` from `from`, with their signatures, in `into`: what a splicer does. */
    const spliced = async (into: string, from: string, names: string[]) => {
      const signatures = await signaturesOf(into);
      const theirs = await signaturesOf(from);
      signatures.files = signatures.files.map(
        (file) =>
          (names.includes(file.name) ? theirs.files.find((f) => f.name === file.name) : file) ??
          file,
      );
      const replaced: Record<string, Buffer> = {
        'signatures.json': Buffer.from(JSON.stringify(signatures, null, 2)),
      };
      for (const name of names) replaced[name] = await readEntry(from, name);
      return withReplacedFiles(into, replaced);
    };
    const other = [randomBytes(500), randomBytes(600)];
    const { recordingId: otherId } = await startUpload(app, owner);
    await uploadAll(app, owner, otherId, other);
    await finishUpload(app, owner, otherId, other);
    const otherBundle = await downloadBundle(app, owner, otherId, dir);
    const kitFromElsewhere = await spliced(bundle, otherBundle, ['court-kit/declaration.en.txt']);
    const checked = await verifyBundle(kitFromElsewhere, { publishedKeys: keys });
    expect(checked.outcome).toBe('broken');
    expect(checked.findings.filter((f) => !f.holds).map((f) => f.subject)).toEqual([
      'court-kit/declaration.en.txt',
    ]);

    // The same take exported again later: its custody log has one more entry (this export).
    const later = await downloadBundle(app, owner, recordingId, dir);
    const rolledBack = await spliced(later, bundle, ['custody-log.json']);
    const rolled = await verifyBundle(rolledBack, { publishedKeys: keys });
    expect(rolled.findings.filter((f) => !f.holds).map((f) => f.subject)).toContain(
      'custody-log.json',
    );
    expect((await verifyBundle(later, { publishedKeys: keys })).outcome).toBe('proven');
  });

  it('never calls a bundle exported before its take was sealed proven: it may be cut short', async () => {
    const take = [randomBytes(800), randomBytes(600), randomBytes(700)];
    const { recordingId: early } = await startUpload(app, owner);
    await uploadAll(app, owner, early, take.slice(0, 2));
    const cut = await downloadBundle(app, owner, early, dir);
    const keys = await publishedKeys(app);
    const checked = await verifyBundle(cut, { publishedKeys: keys });
    expect(checked.holds).toBe(true);
    expect(checked.isComplete).toBe(false);
    expect(checked.outcome).toBe('intact_unproven');
    expect(checked.findings.filter((f) => f.code === 'layer_unsealed')).toHaveLength(1);
    const dropped = await verifyBundleFile(new Blob([await readFile(cut)]), {
      publishedKeys: keys,
    });
    expect(dropped.outcome).toBe('intact_unproven');

    await uploadAll(app, owner, early, take.slice(2), 2);
    await finishUpload(app, owner, early, take);
    // The take sealed: the early bundle still proves only what it holds; a new export is whole.
    expect((await verifyBundle(cut, { publishedKeys: keys })).outcome).toBe('intact_unproven');
    const whole = await downloadBundle(app, owner, early, dir);
    const sealed = await verifyBundle(whole, { publishedKeys: keys });
    expect([sealed.outcome, sealed.isComplete]).toEqual(['proven', true]);
  });
});
