import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { X509Certificate } from '@peculiar/x509';
import { RecordingDetailsSchema, sha256Hex } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';
import { readContentCredentials } from './read-credentials';
import { signMp4 } from './sign-mp4';
import { loadOrCreateSigningCredential } from './signing-credential';
import {
  decodesCleanly,
  exportMp4,
  makeClip,
  mdatPayloadOffset,
  publishedCertificates,
  uploadClip,
} from './test-clips';

describeApi('content credentials on a take’s MP4 export', () => {
  let app: App;
  let dir: string;
  let owner: TestSession;
  let serverChain: X509Certificate[];
  let mp4Clip: Buffer;
  let mp4TakeId: string;
  let exported: Uint8Array;

  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'redzone-c2pa-'));
    owner = await startSession(app);
    serverChain = await publishedCertificates(app);
    mp4Clip = await makeClip(dir, 'mp4');
    mp4TakeId = await uploadClip(app, owner, mp4Clip, 'video/mp4');
    const response = await exportMp4(app, owner, mp4TakeId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    exported = new Uint8Array(response.rawPayload);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('signs a sealed MP4 take: valid, by the server’s certificate, holding its receipt', async () => {
    const report = await readContentCredentials(exported, serverChain);
    expect(report.failures).toEqual([]);
    expect(report.isValid).toBe(true);
    expect(report.statusCodes).toContain('claimSignature.validated');
    expect(report.statusCodes).toContain('assertion.bmffHash.match');
    expect(report.isSignedByTrusted).toBe(true);
    expect(report.actions.map((action) => action.action)).toEqual(['c2pa.created']);

    const details = RecordingDetailsSchema.parse(
      (await app.inject({ url: `/api/recordings/${mp4TakeId}`, ...asSession(owner) })).json(),
    );
    expect(report.evidence?.receipt).toEqual(details.receipt);
    expect(report.evidence?.chainHeads).toEqual([
      expect.objectContaining({ layer: 'full', chainHash: details.receipt?.chainHash }),
    ]);
    expect(report.evidence?.packaging).toBe('embedded');
    expect(report.evidence?.original.sha256).toBe(await sha256Hex(mp4Clip));
  });

  it('keeps every frame: the export plays and decodes as the sealed take does', async () => {
    const file = join(dir, 'exported.mp4');
    await writeFile(file, exported);
    await decodesCleanly(file);
  });

  it('fails validation after one byte inside mdat is flipped', async () => {
    const changed = exported.slice();
    const at = mdatPayloadOffset(changed) + 100;
    changed[at] = (changed[at] ?? 0) ^ 0x01;
    const report = await readContentCredentials(changed, serverChain);
    expect(report.isValid).toBe(false);
    expect(report.failures).toContain('assertion.bmffHash.mismatch');
  });

  it('does not report a manifest re-signed with another certificate as the server’s', async () => {
    const honest = await readContentCredentials(exported, serverChain);
    const forger = await loadOrCreateSigningCredential(join(dir, 'forger'));
    const evidence = honest.evidence;
    if (evidence === null) throw new Error('no evidence assertion');
    // The forger copies the genuine assertion (receipt, chain heads) onto its own signature.
    const forged = await signMp4({ mp4: mp4Clip, evidence, remuxedFrom: null }, forger);
    const report = await readContentCredentials(forged, serverChain);
    // Well-formed C2PA, which the library alone cannot tell from the server's...
    expect(report.isValid).toBe(true);
    // ...but its certificate is not the one the server publishes.
    expect(report.isSignedByTrusted).toBe(false);
    expect(report.evidence).toEqual(evidence);
  });

  it('remuxes a WebM take into MP4, saying so, with the WebM as the ingredient', async () => {
    const webm = await makeClip(dir, 'webm');
    const id = await uploadClip(app, owner, webm, 'video/webm;codecs=vp8,opus');
    const response = await exportMp4(app, owner, id);
    expect(response.statusCode).toBe(200);
    const mp4 = new Uint8Array(response.rawPayload);
    const report = await readContentCredentials(mp4, serverChain);
    expect(report.failures).toEqual([]);
    expect(report.isSignedByTrusted).toBe(true);
    expect(report.actions.map((action) => action.action)).toEqual([
      'c2pa.created',
      'c2pa.repackaged',
    ]);
    expect(report.statusCodes).not.toContain('assertion.action.ingredientMismatch');
    expect(report.evidence?.packaging).toBe('remuxed');
    expect(report.evidence?.original).toEqual({
      mimeType: 'video/webm;codecs=vp8,opus',
      byteCount: webm.length,
      sha256: await sha256Hex(webm),
    });
    const file = join(dir, 'remuxed.mp4');
    await writeFile(file, mp4);
    await decodesCleanly(file);
  });

  it('refuses a take still uploading (409) and another person’s (404)', async () => {
    const open = await uploadClip(app, owner, mp4Clip, 'video/mp4', { isSealed: false });
    const unsealed = await exportMp4(app, owner, open);
    expect(unsealed.statusCode).toBe(409);
    expect(unsealed.json()).toMatchObject({ code: 'recording_incomplete' });
    const stranger = await startSession(app);
    const refused = await exportMp4(app, stranger, mp4TakeId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'recording_not_found' });
  });
});
