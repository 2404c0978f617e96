import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openZipBundle, verifyBundle } from '@redzone/verify';
import { verifyBundleFile } from '@redzone/verify/browser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { publishedKeys, sealedTakeBundle, withReplacedFiles } from '../../test/evidence-bundles';
import { startSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

/** Where each entry's central record and local header are, by name. */
function recordsOf(zip: Buffer): Map<string, { central: number; local: number }> {
  const end = zip.length - 22;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const records = new Map<string, { central: number; local: number }>();
  for (let i = 0; i < count; i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    records.set(name, { central: at, local: zip.readUInt32LE(at + 42) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return records;
}

/**
 * What the ZIP says beside the signed files, and JSON no export writes: the tricks of the second
 * outside review (2026-11-29). Every file's bytes stay as signed; each bundle reads one way to
 * the checker and another to a person's ZIP tool or JSON reader, so none may be called proven.
 */
describeApi('evidence bundles whose ZIP or JSON says more than was signed', () => {
  let app: App;
  let dir: string;
  let bundle: string;

  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'redzone-zip-tricks-'));
    const owner = await startSession(app);
    ({ bundle } = await sealedTakeBundle(app, owner, dir, [randomBytes(900), randomBytes(700)]));
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A copy of the bundle with `change` made to its bytes. */
  async function changed(change: (zip: Buffer) => void): Promise<string> {
    const zip = await readFile(bundle);
    change(zip);
    const path = join(dir, `${randomBytes(6).toString('hex')}.zip`);
    await writeFile(path, zip);
    return path;
  }

  async function failures(path: string) {
    const keys = await publishedKeys(app);
    const checked = await verifyBundle(path, { publishedKeys: keys });
    const dropped = await verifyBundleFile(new Blob([await readFile(path)]), {
      publishedKeys: keys,
    });
    expect(dropped.outcome).toBe(checked.outcome);
    expect(checked.outcome).not.toBe('proven');
    return checked.findings.filter((f) => !f.holds).map((f) => [f.subject, f.code]);
  }

  it('proves the export as it is', async () => {
    const keys = await publishedKeys(app);
    expect((await verifyBundle(bundle, { publishedKeys: keys })).outcome).toBe('proven');
  });

  it('names a file whose CRC-32 is not its bytes’ (ZIP tools call it damaged)', async () => {
    const path = await changed((zip) => {
      const { central, local } = recordsOf(zip).get('manifest.json')!;
      const wrong = (zip.readUInt32LE(central + 16) ^ 0x1) >>> 0;
      zip.writeUInt32LE(wrong, central + 16);
      zip.writeUInt32LE(wrong, local + 14);
    });
    expect(await failures(path)).toEqual([['manifest.json', 'zip_crc_differs']]);
  });

  it('names a file the ZIP dates otherwise than the export', async () => {
    const path = await changed((zip) => {
      const { central } = recordsOf(zip).get('acks/full.json')!;
      // The extended timestamp's modification time, two years back.
      const at = central + 46 + zip.readUInt16LE(central + 28) + 5;
      zip.writeInt32LE(zip.readInt32LE(at) - 2 * 365 * 24 * 3600, at);
    });
    expect(await failures(path)).toEqual([['acks/full.json', 'zip_time_differs']]);
  });

  it('refuses a file marked as a link or a program, and a streamed file whose header names a size', async () => {
    const link = await changed((zip) => {
      const { central } = recordsOf(zip).get('README.txt')!;
      zip.writeUInt32LE((0o120777 << 16) >>> 0, central + 38);
    });
    expect((await failures(link))[0]?.[1]).toBe('bundle_unreadable');
    const streamed = await changed((zip) => {
      const { local } = recordsOf(zip).get('footage/full.webm')!;
      zip.writeUInt32LE(100, local + 18);
      zip.writeUInt32LE(100, local + 22);
    });
    expect((await failures(streamed))[0]?.[1]).toBe('bundle_unreadable');
  });

  it('refuses acknowledgements carrying fields nobody signed, or a field written twice', async () => {
    const zip = await openZipBundle(bundle);
    const acks = JSON.parse(Buffer.from(await zip.read('acks/full.json')).toString()) as object[];
    zip.close();
    const placed = acks.map((ack) => ({ ...ack, location: '1 Main St', recordedAt: '2024-06-01' }));
    const withPlace = await withReplacedFiles(bundle, {
      'acks/full.json': Buffer.from(`${JSON.stringify(placed, null, 2)}\n`),
    });
    expect(await failures(withPlace)).toEqual([['acks/full.json', 'json_not_as_exported']]);
    const text = `${JSON.stringify(acks, null, 2)}\n`;
    const twice = await withReplacedFiles(bundle, {
      'acks/full.json': Buffer.from(
        text.replace('"receivedAt":', '"receivedAt": "2024-06-01",\n    "receivedAt":'),
      ),
    });
    expect(await failures(twice)).toEqual([['acks/full.json', 'json_not_as_exported']]);
  });

  it('refuses a padded signatures file before reading it', async () => {
    const zip = await openZipBundle(bundle);
    const signatures = Buffer.from(await zip.read('signatures.json'));
    zip.close();
    const padded = await withReplacedFiles(bundle, {
      'signatures.json': Buffer.concat([signatures, Buffer.alloc(65 * 1024 * 1024, 0x20)]),
    });
    expect(await failures(padded)).toContainEqual(['signatures.json', 'json_too_large']);
  });
});
