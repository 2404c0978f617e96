import { createHash, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ackSigningText,
  ChunkReceiptSchema,
  EVIDENCE_KEYS_PATH,
  type EvidenceAck,
  EvidenceKeysSchema,
  RECORDING_CHUNK_SHA256_HEADER,
  sha256Hex,
} from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { createIsolatedTestApp } from '../../test/create-test-app';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import { chainOf, putChunk, startUpload, TEST_RECORDING_MIME_TYPE } from '../../test/recordings';
import { describeApi } from '../../test/test-database';
import { findEvidenceKeys, registerEvidenceKey } from '../evidence-keys/evidence-keys.queries';

describeApi('signed chunk acknowledgements', () => {
  let app: App;
  let db: Database;
  let dataDir: string;
  let owner: TestSession;

  beforeAll(async () => {
    // Its own database: the rotation below must not end the key other suites sign with.
    ({ app, db, dataDir } = await createIsolatedTestApp());
    owner = await startSession(app);
  });
  afterAll(() => app.close());

  async function publishedKey(keyId: string) {
    const response = await app.inject({ method: 'GET', url: EVIDENCE_KEYS_PATH });
    expect(response.statusCode).toBe(200);
    const key = EvidenceKeysSchema.parse(response.json()).keys.find((k) => k.keyId === keyId);
    if (key === undefined) throw new Error(`${keyId} is not published`);
    return key;
  }

  async function isSignedByServer(ack: EvidenceAck): Promise<boolean> {
    const { publicKey } = await publishedKey(ack.keyId);
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey },
      format: 'jwk',
    });
    const { signature, ...unsigned } = ack;
    return verify(
      null,
      Buffer.from(ackSigningText(unsigned)),
      key,
      Buffer.from(signature, 'base64url'),
    );
  }

  it('answers each chunk of the full layer with a signed record of what it holds', async () => {
    const { recordingId } = await startUpload(app, owner);
    const bytes = randomBytes(3000);
    const response = await putChunk(app, owner, recordingId, 0, bytes);
    expect(response.statusCode).toBe(200);
    const { ack, chainHash, receivedAt } = ChunkReceiptSchema.parse(response.json());
    if (ack === undefined) throw new Error('no ack');
    expect(ack).toMatchObject({
      recordingId,
      layer: 'full',
      layerId: recordingId,
      index: 0,
      sha256: await sha256Hex(bytes),
      chainHash: await chainOf(recordingId, [bytes]),
      receivedAt,
    });
    expect(chainHash).toBe(ack.chainHash);
    // The encrypted record on disk is what storedSha256 names (the file holds only this chunk).
    const sealed = await readFile(join(dataDir, 'recordings', `${recordingId}.rzv`));
    expect(ack.storedSha256).toBe(createHash('sha256').update(sealed).digest('hex'));
    expect(await isSignedByServer(ack)).toBe(true);
    expect(await isSignedByServer({ ...ack, index: 1 })).toBe(false);
  });

  it('signs the evidence layer under the recording, with the layer’s own chain', async () => {
    const { recordingId } = await startUpload(app, owner);
    const layerId = randomUUID();
    await app.inject({
      method: 'POST',
      url: `/api/recordings/${recordingId}/layers/evidence`,
      payload: { layerId, mimeType: TEST_RECORDING_MIME_TYPE },
      ...asSession(owner),
    });
    const bytes = randomBytes(500);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/recordings/${recordingId}/layers/evidence/chunks/0`,
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
      },
      payload: bytes,
      ...asSession(owner),
    });
    const { ack } = ChunkReceiptSchema.parse(response.json());
    expect(ack).toMatchObject({ recordingId, layer: 'evidence', layerId });
    expect(ack?.chainHash).toBe(await chainOf(layerId, [bytes]));
    expect(ack !== undefined && (await isSignedByServer(ack))).toBe(true);
  });

  it('answers a repeat of a stored chunk with the same signed record', async () => {
    const { recordingId } = await startUpload(app, owner);
    const bytes = randomBytes(800);
    const first = ChunkReceiptSchema.parse(
      (await putChunk(app, owner, recordingId, 0, bytes)).json(),
    );
    const again = ChunkReceiptSchema.parse(
      (await putChunk(app, owner, recordingId, 0, bytes)).json(),
    );
    expect(again.ack).toEqual(first.ack);
  });

  it('publishes the key in use with an open period, and ends it when another key is first used', async () => {
    const { recordingId } = await startUpload(app, owner);
    const { ack } = ChunkReceiptSchema.parse(
      (await putChunk(app, owner, recordingId, 0, randomBytes(10))).json(),
    );
    if (ack === undefined) throw new Error('no ack');
    expect((await publishedKey(ack.keyId)).validUntil).toBeNull();

    const rotatedAt = new Date();
    await registerEvidenceKey(
      db,
      { keyId: 'rz-ed25519-00000000000000aa', publicKey: 'AA' },
      rotatedAt,
    );
    await registerEvidenceKey(db, { keyId: ack.keyId, publicKey: 'ignored' }, new Date());
    const keys = await findEvidenceKeys(db);
    expect(keys.find((k) => k.keyId === ack.keyId)?.validUntil).toEqual(rotatedAt);
    expect(keys.find((k) => k.keyId === 'rz-ed25519-00000000000000aa')?.validUntil).toBeNull();
    expect(await isSignedByServer(ack)).toBe(true);
  });
});
