import { execFile } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CustodyLogSchema,
  EvidenceAckSchema,
  EvidenceManifestSchema,
  VideoReportSchema,
} from '@redzone/contract';
import { keyFingerprint, openZipBundle, verifyBundle } from '@redzone/verify';
import { verifyBundleFile } from '@redzone/verify/browser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import {
  downloadBundle,
  entryDataRange,
  finishEvidenceLayer,
  flipByte,
  openEvidenceLayer,
  publishedKeys,
  putEvidenceChunks,
  asZip64,
  withAddedFile,
  withFirstEntry,
} from '../../test/evidence-bundles';
import { pdfText } from '../../test/pdf-text';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
const VERIFY_CLI = join(REPO_ROOT, 'packages/verify/src/cli.ts');

describeApi('evidence bundle', () => {
  let app: App;
  let dir: string;
  let owner: TestSession;
  let recordingId: string;
  let bundle: string;
  const full = [randomBytes(4000), randomBytes(3000), randomBytes(5000)];
  const evidence = [randomBytes(700), randomBytes(900)];
  const sound = [randomBytes(150), randomBytes(160), randomBytes(140)];

  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'redzone-bundles-'));
    owner = await startSession(app);
    ({ recordingId } = await startUpload(app, owner));
    const layerId = await openEvidenceLayer(app, owner, recordingId);
    await putEvidenceChunks(app, owner, recordingId, evidence);
    // The sound layer is opened after the evidence one here: the bundle still lists it first.
    const soundId = await openEvidenceLayer(app, owner, recordingId, 'sound');
    await putEvidenceChunks(app, owner, recordingId, sound, 0, 'sound');
    await uploadAll(app, owner, recordingId, full);
    await finishEvidenceLayer(app, owner, recordingId, layerId, evidence);
    await finishEvidenceLayer(app, owner, recordingId, soundId, sound, 'sound');
    await finishUpload(app, owner, recordingId, full);
    await app.inject({
      method: 'GET',
      url: `/api/recordings/${recordingId}/video`,
      ...asSession(owner),
    });
    bundle = await downloadBundle(app, owner, recordingId, dir);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function entry(name: string): Promise<Buffer> {
    const zip = await openZipBundle(bundle);
    try {
      return Buffer.from(await zip.read(name));
    } finally {
      zip.close();
    }
  }

  it('holds each layer’s footage as recorded, its manifest, acks, keys and custody log', async () => {
    expect(await entry('footage/full.webm')).toEqual(Buffer.concat(full));
    expect(await entry('footage/evidence.webm')).toEqual(Buffer.concat(evidence));
    expect(await entry('footage/sound.webm')).toEqual(Buffer.concat(sound));
    const manifest = EvidenceManifestSchema.parse(
      JSON.parse((await entry('manifest.json')).toString()),
    );
    expect(manifest.recording.id).toBe(recordingId);
    expect(manifest.layers.map((layer) => [layer.name, layer.chunkCount, layer.isSealed])).toEqual([
      ['sound', 3, true],
      ['evidence', 2, true],
      ['full', 3, true],
    ]);
    const acks = z
      .array(EvidenceAckSchema)
      .parse(JSON.parse((await entry('acks/full.json')).toString()));
    expect(acks.map((ack) => ack.index)).toEqual([0, 1, 2]);
    const log = CustodyLogSchema.parse(JSON.parse((await entry('custody-log.json')).toString()));
    // The export is logged before the bundle is made, so the bundle carries its own export.
    expect(log.entries.map((e) => e.action)).toEqual(['view', 'export']);
    expect((await entry('README.txt')).toString()).toContain('npx redzone-verify');
  });

  it('verifies offline, against the bundled and against the published keys', async () => {
    const alone = await verifyBundle(bundle);
    expect(alone.findings.filter((f) => !f.holds)).toEqual([]);
    expect(alone).toMatchObject({ holds: true, outcome: 'intact_unproven', isOriginProven: false });
    const checked = await verifyBundle(bundle, { publishedKeys: await publishedKeys(app) });
    expect(checked).toMatchObject({ holds: true, outcome: 'proven', isOriginProven: true });
    expect(checked.findings.map((f) => f.subject)).toEqual(
      expect.arrayContaining([
        'footage/full.webm',
        'acks/evidence.json',
        'footage/sound.webm',
        'acks/sound.json',
        'custody-log.json',
        'keys.json',
      ]),
    );
  });

  it('gets the same verdicts from the browser’s check of a dropped file (/verify)', async () => {
    const keys = await publishedKeys(app);
    const whole = await verifyBundleFile(new Blob([await readFile(bundle)]), {
      publishedKeys: keys,
    });
    expect(whole.findings.filter((f) => !f.holds)).toEqual([]);
    expect(whole.findings.map((f) => f.subject)).toEqual(
      (await verifyBundle(bundle, { publishedKeys: keys })).findings.map((f) => f.subject),
    );
    const tampered = join(dir, 'tampered-for-the-browser.zip');
    await copyFile(bundle, tampered);
    const { start, size } = await entryDataRange(tampered, 'acks/full.json');
    await flipByte(tampered, start + Math.floor(size / 2));
    const broken = await verifyBundleFile(new Blob([await readFile(tampered)]), {
      publishedKeys: keys,
    });
    expect(broken.holds).toBe(false);
    expect(broken.findings.filter((f) => !f.holds).map((f) => f.subject)).toContain(
      'acks/full.json',
    );
  });

  it('fails a bundle that holds a file the export never wrote, in the command and the browser', async () => {
    const keys = await publishedKeys(app);
    // A look-alike of the manifest beside it, and a second video: what a reader might open.
    const added = await withAddedFile(bundle, 'Manifest.json', Buffer.from('{"forged":true}'));
    const twice = await withAddedFile(added, 'footage/full-copy.webm', randomBytes(500));
    const checked = await verifyBundle(twice, { publishedKeys: keys });
    expect(checked).toMatchObject({ holds: false, outcome: 'broken' });
    const failing = checked.findings.filter((f) => !f.holds);
    expect(failing.map((f) => [f.subject, f.code])).toEqual([
      ['Manifest.json', 'file_unexpected'],
      ['footage/full-copy.webm', 'file_unexpected'],
    ]);
    const dropped = await verifyBundleFile(new Blob([await readFile(twice)]), {
      publishedKeys: keys,
    });
    expect(dropped.findings.filter((f) => !f.holds).map((f) => f.subject)).toEqual([
      'Manifest.json',
      'footage/full-copy.webm',
    ]);
    // The bundle as exported has none.
    expect((await verifyBundle(bundle, { publishedKeys: keys })).holds).toBe(true);
  });

  it('refuses any ZIP shape an export never writes: readers disagree on them', async () => {
    const keys = await publishedKeys(app);
    const exported = await readFile(bundle);
    const shapes: Record<string, Buffer> = {};
    // Another ZIP, or a web page, in front: some tools read the first thing they find.
    shapes.prefixed = Buffer.concat([Buffer.from('<html>forged</html>'), exported]);
    // A comment, which tools print on every listing.
    const commented = Buffer.from(exported);
    commented.writeUInt16LE(9, commented.length - 2);
    shapes.commented = Buffer.concat([commented, Buffer.from('TRUST ME.')]);
    // A local header whose checksum is not its record's: streaming readers believe the local one.
    const relabelled = Buffer.from(exported);
    relabelled.writeUInt32LE((relabelled.readUInt32LE(14) ^ 1) >>> 0, 14);
    shapes.relabelled = relabelled;
    // ZIP64 whose end record claims room that holds a second, hidden directory (and its footage):
    // Python's zipfile reads that one (an outside tester's attack).
    shapes.zip64WithRoom = asZip64(exported, Buffer.alloc(120, 0x50));
    // The first file marked encrypted, or compressed, or named with a backslash, in its local
    // header and its record alike: tools disagree on what such a file holds.
    shapes.encrypted = withFirstEntry(exported, (header, flagsAt) =>
      header.writeUInt16LE(header.readUInt16LE(flagsAt) | 1, flagsAt),
    );
    shapes.deflated = withFirstEntry(exported, (header, flagsAt) =>
      header.writeUInt16LE(8, flagsAt + 2),
    );
    shapes.backslashed = withFirstEntry(exported, (header, _flagsAt, nameAt, nameLength) => {
      // README.txt has no folder: its first letter becomes one ("\\EADME.txt").
      const slash = header.subarray(nameAt, nameAt + nameLength).indexOf(0x2f);
      header.writeUInt8(0x5c, nameAt + Math.max(0, slash));
    });
    for (const [shape, bytes] of Object.entries(shapes)) {
      const path = join(dir, `shape-${shape}.zip`);
      await writeFile(path, bytes);
      const checked = await verifyBundle(path, { publishedKeys: keys });
      expect(checked.outcome, shape).toBe('broken');
      expect(checked.findings[0]?.message, shape).toContain('not laid out as an export writes it');
      const dropped = await verifyBundleFile(new Blob([bytes]), { publishedKeys: keys });
      expect(dropped.outcome, shape).toBe('broken');
    }
  });

  it('reads an export in ZIP64 form as it is (an export over 4 GB is written so)', async () => {
    const path = join(dir, 'zip64.zip');
    await writeFile(path, asZip64(await readFile(bundle), Buffer.alloc(0)));
    const keys = await publishedKeys(app);
    expect((await verifyBundle(path, { publishedKeys: keys })).holds).toBe(true);
  });

  it('checks the sound layer as every other: a byte changed in its footage is named', async () => {
    const tampered = join(dir, 'tampered-sound.zip');
    await copyFile(bundle, tampered);
    const { start } = await entryDataRange(tampered, 'footage/sound.webm');
    await flipByte(tampered, start + 200);
    const checked = await verifyBundle(tampered, { publishedKeys: await publishedKeys(app) });
    expect(checked.holds).toBe(false);
    expect(checked.findings.filter((f) => !f.holds).map((f) => f.subject)).toContain(
      'footage/sound.webm',
    );
  });

  it('is checked by the command, which exits 0 only when it holds and is signed with keys the checker trusts', async () => {
    const run = (file: string, ...flags: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        execFile(TSX, [VERIFY_CLI, file, ...flags], { cwd: REPO_ROOT }, (error, stdout) => {
          resolve({ code: error === null ? 0 : (error.code as number), out: stdout });
        });
      });
    const keys = await publishedKeys(app);
    const keysFile = join(dir, 'published-keys.json');
    await writeFile(keysFile, JSON.stringify({ keys }));
    // Alone, the bundle's own keys prove only that it is whole: a forger's key checks too.
    const alone = await run(bundle);
    expect(alone.out).toContain('intact, but who signed it is NOT proven');
    expect(alone.code).toBe(3);
    const checked = await run(bundle, '--keys', keysFile);
    expect(checked.out).toContain('everything holds, signed with keys you trust');
    expect(checked.code).toBe(0);
    const fingerprint = await keyFingerprint(keys[0] ?? { publicKey: '' });
    expect((await run(bundle, '--trust-key', fingerprint)).code).toBe(0);
    // Another deployment's keys (a forger's, to whoever trusts them) do not sign this one.
    const forger = join(dir, 'forger-keys.json');
    const other = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' });
    await writeFile(
      forger,
      JSON.stringify({
        keys: [{ ...keys[0], publicKey: Buffer.from(other.subarray(-32)).toString('base64url') }],
      }),
    );
    expect((await run(bundle, '--keys', forger)).code).toBe(1);
    const tampered = join(dir, 'tampered-for-the-command.zip');
    await copyFile(bundle, tampered);
    const { start } = await entryDataRange(tampered, 'footage/evidence.webm');
    await flipByte(tampered, start + 10);
    const broken = await run(tampered, '--keys', keysFile);
    expect(broken.out).toMatch(/FAIL footage\/evidence\.webm: chunk 0 .* does not match/);
    expect(broken.code).toBe(1);
  });

  it('puts the manifest’s hash values on the complaint’s FRE 902(14) certificate page', async () => {
    const manifest = EvidenceManifestSchema.parse(
      JSON.parse((await entry('manifest.json')).toString()),
    );
    const filed = await app.inject({
      method: 'POST',
      url: '/api/video-reports',
      payload: {
        recordingId,
        agencyId: 'CA0191200',
        crimeType: 'illegal_search',
        incidentDate: '2026-11-21T18:30:00.000Z',
        officerBadgeNumber: null,
        officerName: null,
        incidentDescription: 'Searched without consent.',
        witnessCount: 0,
        isAnonymous: true,
      },
      ...asSession(owner),
    });
    expect(filed.statusCode).toBe(201);
    const { id } = VideoReportSchema.parse(filed.json());
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/video-reports/${id}/complaint.pdf`,
      ...asSession(owner),
    });
    const text = pdfText(pdf.rawPayload);
    const certificate = text.slice(text.indexOf('Certificate of Authenticity'));
    expect(certificate).toContain('902(14)');
    expect(certificate).toContain(recordingId);
    for (const layer of manifest.layers) {
      expect(certificate).toContain(layer.layerId);
      expect(certificate).toContain(layer.chainHash);
      expect(certificate).toContain(`${layer.byteCount} bytes in ${layer.chunkCount} pieces`);
    }
  });

  it('answers 404 to anyone but the owner', async () => {
    const stranger = await startSession(app);
    const response = await app.inject({
      method: 'GET',
      url: `/api/recordings/${recordingId}/evidence-bundle`,
      ...asSession(stranger),
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    'footage/full.webm',
    'footage/evidence.webm',
    'manifest.json',
    'acks/full.json',
    'acks/evidence.json',
    'custody-log.json',
    'keys.json',
    'court-kit/declaration.en.pdf',
    'court-kit/lawyers-guide.es.txt',
  ])('fails and names %s when any byte of it is flipped', async (name) => {
    const { start, size } = await entryDataRange(bundle, name);
    for (const at of [0, Math.floor(size / 2), size - 2]) {
      const tampered = join(dir, `tampered-${at}.zip`);
      await copyFile(bundle, tampered);
      await flipByte(tampered, start + at);
      const verdict = await verifyBundle(tampered, { publishedKeys: await publishedKeys(app) });
      expect(verdict.holds, `${name} flipped at ${at}`).toBe(false);
      expect(verdict.findings.filter((f) => !f.holds).map((f) => f.subject)).toContain(name);
    }
  });
});
