import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type EvidenceLogTreeHead,
  EvidenceLogTreeHeadSchema,
  treeHeadSigningText,
} from '@redzone/contract';
import { type LaterLog, LogRefusal, verifyBundle } from '@redzone/verify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { evidenceSignerOf } from '../../platform/evidence/evidence-signer';
import { createTestApp } from '../../test/create-test-app';
import { downloadBundle, laterLogOf, publishedKeys } from '../../test/evidence-bundles';
import { startSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
const VERIFY_CLI = join(REPO_ROOT, 'packages/verify/src/cli.ts');

/**
 * A take proven in the log when its bundle was made, checked again later against the log as it
 * stands then (`redzone-verify --log`): the log must still extend the head the take was proven
 * in. An operator who dropped or rewrote entries since, or a forger's head, fails.
 */
describeApi('a bundle checked later against the evidence log', () => {
  let app: App;
  let person: TestSession;
  let dir: string;
  let bundle: string;
  /** The head the bundle's take was proven in. */
  let provenIn: EvidenceLogTreeHead;
  beforeAll(async () => {
    app = await createTestApp({}, { evidenceLogHeadIntervalMs: 3_600_000 });
    person = await startSession(app);
    dir = await mkdtemp(join(tmpdir(), 'redzone-log-later-'));
    const recordingId = await sealTake();
    const signed = await app.evidenceLog.signHead();
    if (signed === null) throw new Error('no head signed');
    provenIn = signed;
    bundle = await downloadBundle(app, person, recordingId, dir);
    // The log grows after the bundle was made.
    await sealTake();
    await sealTake();
    await app.evidenceLog.signHead();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await app.close();
  });

  async function sealTake(): Promise<string> {
    const chunks = [randomBytes(600), randomBytes(400)];
    const { recordingId } = await startUpload(app, person);
    await uploadAll(app, person, recordingId, chunks);
    expect((await finishUpload(app, person, recordingId, chunks)).statusCode).toBe(200);
    return recordingId;
  }

  /** The log as the server answers it now, through its public routes. */
  async function logNow(): Promise<LaterLog> {
    const head = EvidenceLogTreeHeadSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/evidence-log/tree-head' })).json(),
    );
    return laterLogOf(app, head);
  }

  const logFindings = async (laterLog: LaterLog) => {
    const verdict = await verifyBundle(bundle, {
      publishedKeys: await publishedKeys(app),
      laterLog,
    });
    return {
      verdict,
      later: verdict.findings.filter((f) => f.subject.endsWith('(evidence log, later)')),
    };
  };

  it('holds when the log still extends the head the take was proven in', async () => {
    const { verdict, later } = await logFindings(await logNow());
    expect(verdict).toMatchObject({ holds: true, outcome: 'proven' });
    expect(later).toEqual([expect.objectContaining({ holds: true, code: 'log_consistent' })]);
  });

  it('fails a log that rewrote its past: a head with another root, signed with the real key', async () => {
    const now = await logNow();
    // What an operator who rewrote entries would publish: its own key, another tree.
    const signer = app.secrets.evidenceSigner;
    const { signature: _, ...unsigned } = now.head;
    const rewritten = { ...unsigned, rootHash: 'ab'.repeat(32) };
    const head: EvidenceLogTreeHead = {
      ...rewritten,
      signature: signer.sign(treeHeadSigningText(rewritten)),
    };
    const { verdict, later } = await logFindings({ ...now, head });
    expect(verdict.outcome).toBe('broken');
    expect(later).toEqual([expect.objectContaining({ holds: false, code: 'log_inconsistent' })]);
  });

  it('fails a forger’s head and a proof that does not lead to the head; an unreachable log is only a note', async () => {
    const now = await logNow();
    const forger = await evidenceSignerOf(randomBytes(32));
    const { signature: _, ...unsigned } = now.head;
    const forged = { ...unsigned, keyId: forger.keyId };
    const foreign = await logFindings({
      ...now,
      head: { ...forged, signature: forger.sign(treeHeadSigningText(forged)) },
    });
    expect(foreign.later).toEqual([
      expect.objectContaining({ holds: false, code: 'log_later_refused' }),
    ]);

    const wrongProof = await logFindings({
      ...now,
      consistency: async (first) => (await now.consistency(first)).map(() => 'cd'.repeat(32)),
    });
    expect(wrongProof.later).toEqual([
      expect.objectContaining({ holds: false, code: 'log_inconsistent' }),
    ]);

    // The log answers, and will not prove a size it signed: it lost it (not an outage).
    const refused = await logFindings({
      ...now,
      consistency: () =>
        Promise.reject(new LogRefusal('/api/evidence-log/consistency answered 400')),
    });
    expect(refused.later).toEqual([
      expect.objectContaining({ holds: false, code: 'log_proof_refused' }),
    ]);

    // A head signed with the real key before the one the take was proven in: the log as it was.
    const { signature: __, ...current } = now.head;
    const old = {
      ...current,
      timestamp: new Date(Date.parse(provenIn.timestamp) - 1).toISOString(),
    };
    const older = await logFindings({
      ...now,
      head: { ...old, signature: app.secrets.evidenceSigner.sign(treeHeadSigningText(old)) },
    });
    expect(older.later).toEqual([
      expect.objectContaining({ holds: false, code: 'log_later_older' }),
    ]);

    const unreachable = await logFindings({
      ...now,
      consistency: () => Promise.reject(new Error('connection refused')),
    });
    expect(unreachable.verdict).toMatchObject({ holds: true, outcome: 'proven' });
    expect(unreachable.later).toEqual([
      expect.objectContaining({ holds: true, isNote: true, code: 'log_later_unavailable' }),
    ]);
  });

  it('is checked by the command with --log, which asks the running log over HTTP', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const keysFile = join(dir, 'published-keys.json');
    await writeFile(keysFile, JSON.stringify({ keys: await publishedKeys(app) }));
    const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve) => {
      execFile(
        TSX,
        [VERIFY_CLI, bundle, '--keys', keysFile, '--log', origin],
        { cwd: REPO_ROOT },
        (error, stdout) =>
          resolve({ code: error === null ? 0 : (error.code as number), out: stdout }),
      );
    });
    expect(out).toContain('still extends the one of');
    expect(code).toBe(0);
  });
});
