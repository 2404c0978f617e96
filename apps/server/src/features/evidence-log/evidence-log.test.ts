import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EvidenceKeysSchema,
  EvidenceLogConsistencySchema,
  EvidenceLogInclusionSchema,
  type EvidenceLogTreeHead,
  EvidenceLogTreeHeadSchema,
  logEntryText,
  RecordingDetailsSchema,
  RecordingReceiptSchema,
  treeHeadSigningText,
} from '@redzone/contract';
import {
  fromHex,
  leafHash,
  toHex,
  verifyConsistency,
  verifyInclusion,
} from '@redzone/verify/merkle';
import { verifyBundle } from '@redzone/verify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { evidenceLogEntries } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { downloadBundle, publishedKeys } from '../../test/evidence-bundles';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';
import { createEvidenceLog, logSealedBefore } from './evidence-log.service';

const hash = (hex: string) => fromHex(hex) as Uint8Array;

/**
 * The public evidence log as a third party checks it: every sealed take is an entry whose leaf
 * is the hash of its text, a receipt proves inclusion in a signed head, and two heads prove the
 * later extends the earlier, with nothing but the published keys and RFC 9162's algorithms.
 */
describeApi('the evidence log', () => {
  let app: App;
  let db: Database;
  let person: TestSession;
  beforeAll(async () => {
    // Heads are signed by the tests, when they choose, not by the timer.
    ({ app, db } = await createTestAppWithDatabase({}, { evidenceLogHeadIntervalMs: 3_600_000 }));
    person = await startSession(app);
  });
  afterAll(() => app.close());

  async function sealTake() {
    const chunks = [randomBytes(700), randomBytes(300)];
    const { recordingId } = await startUpload(app, person);
    await uploadAll(app, person, recordingId, chunks);
    const finished = await finishUpload(app, person, recordingId, chunks);
    expect(finished.statusCode, finished.body).toBe(200);
    return { recordingId, receipt: RecordingReceiptSchema.parse(finished.json()) };
  }

  async function head(): Promise<EvidenceLogTreeHead> {
    const response = await app.inject({ method: 'GET', url: '/api/evidence-log/tree-head' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    return EvidenceLogTreeHeadSchema.parse(response.json());
  }

  /** The head's signature, checked with a key the server publishes, as an outsider would. */
  async function signedByPublishedKey(treeHead: EvidenceLogTreeHead): Promise<boolean> {
    const keys = EvidenceKeysSchema.parse(
      (await app.inject({ method: 'GET', url: '/.well-known/redzone-evidence-keys.json' })).json(),
    );
    const key = keys.keys.find((k) => k.keyId === treeHead.keyId);
    if (key === undefined) return false;
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey },
      format: 'jwk',
    });
    const { signature, ...unsigned } = treeHead;
    return verify(
      null,
      Buffer.from(treeHeadSigningText(unsigned)),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
  }

  it('logs a sealed take: its entry names its chain head, its leaf is the hash of the entry', async () => {
    const { recordingId, receipt } = await sealTake();
    const log = receipt.log;
    expect(log).not.toBeNull();
    expect(log?.entry).toMatchObject({
      recordingId,
      layer: 'full',
      layerId: recordingId,
      chunkCount: 2,
      chainHash: receipt.chainHash,
      sealedAt: receipt.finishedAt,
    });
    const text = logEntryText(log!.entry);
    expect(log?.leafHash).toBe(toHex(leafHash(new TextEncoder().encode(text))));
    // The entry holds no person, no place, no footage.
    expect(text).not.toMatch(new RegExp(person.userId));
  });

  it('proves the take is in a signed head: the receipt read after the next head carries the audit path', async () => {
    const { recordingId } = await sealTake();
    await app.evidenceLog.signHead();
    const read = await app.inject({
      method: 'GET',
      url: `/api/recordings/${recordingId}`,
      ...asSession(person),
    });
    const log = RecordingDetailsSchema.parse(read.json()).receipt?.log;
    const inclusion = log?.inclusion;
    expect(inclusion).toBeTruthy();
    if (!log || !inclusion) return;
    expect(await signedByPublishedKey(inclusion.treeHead)).toBe(true);
    expect(
      verifyInclusion({
        leafIndex: log.leafIndex,
        treeSize: inclusion.treeHead.treeSize,
        leaf: hash(log.leafHash),
        proof: inclusion.auditPath.map(hash),
        root: hash(inclusion.treeHead.rootHash),
      }),
    ).toBe(true);
    // A rewritten entry (another chain head) is not in the tree.
    const forged = logEntryText({ ...log.entry, chainHash: 'ab'.repeat(32) });
    expect(
      verifyInclusion({
        leafIndex: log.leafIndex,
        treeSize: inclusion.treeHead.treeSize,
        leaf: leafHash(new TextEncoder().encode(forged)),
        proof: inclusion.auditPath.map(hash),
        root: hash(inclusion.treeHead.rootHash),
      }),
    ).toBe(false);
    // The same path is served on its own, for any signed head.
    const served = await app.inject({
      method: 'GET',
      url: `/api/evidence-log/inclusion?leafIndex=${log.leafIndex}&treeSize=${inclusion.treeHead.treeSize}`,
    });
    expect(EvidenceLogInclusionSchema.parse(served.json()).auditPath).toEqual(inclusion.auditPath);
  });

  it('proves each signed head extends the one before', async () => {
    await sealTake();
    await app.evidenceLog.signHead();
    const first = await head();
    await sealTake();
    await sealTake();
    await app.evidenceLog.signHead();
    const second = await head();
    expect(second.treeSize).toBe(first.treeSize + 2);
    expect(await signedByPublishedKey(second)).toBe(true);
    const response = await app.inject({
      method: 'GET',
      url: `/api/evidence-log/consistency?first=${first.treeSize}&second=${second.treeSize}`,
    });
    const { proof } = EvidenceLogConsistencySchema.parse(response.json());
    const check = (firstRoot: string) =>
      verifyConsistency({
        first: first.treeSize,
        second: second.treeSize,
        firstRoot: hash(firstRoot),
        secondRoot: hash(second.rootHash),
        proof: proof.map(hash),
      });
    expect(check(first.rootHash)).toBe(true);
    // A size between them was never signed: no proof to or from it.
    const unsigned = await app.inject({
      method: 'GET',
      url: `/api/evidence-log/consistency?first=${first.treeSize + 1}&second=${second.treeSize}`,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ code: 'log_range' });
    // A log that had shown a different past does not extend to this one.
    expect(check('cd'.repeat(32))).toBe(false);
  });

  it('answers 400 log_range for sizes no signed head has', async () => {
    const latest = await head();
    for (const url of [
      `/api/evidence-log/consistency?first=2&second=1`,
      `/api/evidence-log/consistency?first=0&second=${latest.treeSize + 5}`,
      `/api/evidence-log/inclusion?leafIndex=0&treeSize=${latest.treeSize + 5}`,
      `/api/evidence-log/inclusion?leafIndex=${latest.treeSize}&treeSize=${latest.treeSize}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'log_range' });
    }
    // Only plain digits: no hex, signs, exponents or spaces read as numbers.
    for (const first of ['0x1', '+1', '1e0', '%201', '', '-0']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/evidence-log/consistency?first=${first}&second=${latest.treeSize}`,
      });
      expect(response.statusCode, first).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('a bundle exported after the head carries the proof, and the verifier proves it against the published keys', async () => {
    const { recordingId } = await sealTake();
    await app.evidenceLog.signHead();
    const dir = await mkdtemp(join(tmpdir(), 'redzone-log-bundle-'));
    try {
      const bundle = await downloadBundle(app, person, recordingId, dir);
      const verdict = await verifyBundle(bundle, { publishedKeys: await publishedKeys(app) });
      expect(verdict).toMatchObject({ holds: true, outcome: 'proven' });
      expect(verdict.findings.filter((f) => f.code.startsWith('log_'))).toEqual([
        expect.objectContaining({ holds: true, code: 'log_included' }),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('signs no new head when the log did not grow', async () => {
    await app.evidenceLog.signHead();
    expect(await app.evidenceLog.signHead()).toBeNull();
  });

  describe('after a restart', () => {
    it('rebuilds the same tree from the database, and logs takes sealed before the log', async () => {
      const { recordingId } = await sealTake();
      await app.evidenceLog.signHead();
      const before = await head();
      // As if sealed by a build without the log: its entry was never written. (An entry is never
      // removed otherwise; this is the test reaching past the app.)
      const { recordingId: older } = await sealTake();
      await db.delete(evidenceLogEntries).where(eq(evidenceLogEntries.layerId, older));

      const restarted = createEvidenceLog({
        db,
        signer: app.secrets.evidenceSigner,
        clock: () => new Date(),
      });
      expect(await logSealedBefore(db, restarted)).toBe(1);
      const after = await restarted.signHead();
      expect(after?.treeSize).toBe(before.treeSize + 1);
      const proof = await restarted.consistency(before.treeSize, after!.treeSize);
      expect(
        verifyConsistency({
          first: before.treeSize,
          second: after!.treeSize,
          firstRoot: hash(before.rootHash),
          secondRoot: hash(after!.rootHash),
          proof: proof.map(hash),
        }),
      ).toBe(true);
      const proofs = await restarted.proofsOf([recordingId, older]);
      expect(proofs.get(older)?.leafIndex).toBe(before.treeSize);
      expect(proofs.get(recordingId)?.inclusion?.treeHead.treeSize).toBe(after!.treeSize);
    });
  });
});
