import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type EvidenceLogTreeHead,
  EvidenceLogTreeHeadSchema,
  treeHeadSigningText,
} from '@redzone/contract';
import { checkHeadTimestamps, verifyBundle } from '@redzone/verify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { eventually } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { downloadBundle, laterLogOf, publishedKeys } from '../../test/evidence-bundles';
import { startLocalTsa } from '../../test/local-tsa';
import { startSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const run = promisify(execFile);
// Each token is an `openssl` process: slow on a busy machine.
const TOKEN_WAIT_MS = 30_000;

async function treeHead(app: App): Promise<EvidenceLogTreeHead> {
  const response = await app.inject({ method: 'GET', url: '/api/evidence-log/tree-head' });
  expect(response.statusCode).toBe(200);
  return EvidenceLogTreeHeadSchema.parse(response.json());
}

/** Recomputed here as anyone would: SHA-256 of the UTF-8 of the head's signing text. */
function signingTextSha256(head: EvidenceLogTreeHead): string {
  const { signature: _signature, timestamps: _timestamps, ...unsigned } = head;
  return createHash('sha256').update(treeHeadSigningText(unsigned), 'utf8').digest('hex');
}

async function sealTake(app: App, owner: TestSession): Promise<string> {
  const chunks = [randomBytes(600), randomBytes(400)];
  const { recordingId } = await startUpload(app, owner);
  await uploadAll(app, owner, recordingId, chunks);
  const finished = await finishUpload(app, owner, recordingId, chunks);
  expect(finished.statusCode, finished.body).toBe(200);
  return recordingId;
}

describeApi('tree heads countersigned by a local RFC 3161 authority', () => {
  let tsa: Awaited<ReturnType<typeof startLocalTsa>>;
  let app: App;
  let owner: TestSession;
  let dir: string;

  beforeAll(async () => {
    tsa = await startLocalTsa();
    // Heads are signed when the tests choose, not by the timer.
    app = await createTestApp({ TSA_URL: tsa.url }, { evidenceLogHeadIntervalMs: 3_600_000 });
    owner = await startSession(app);
    dir = await mkdtemp(join(tmpdir(), 'redzone-head-tokens-'));
  });
  afterAll(async () => {
    await app.close();
    await tsa.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a signed head with the authority’s token over the SHA-256 of its signing text', async () => {
    const head = await eventually(async () => {
      const served = await treeHead(app);
      expect(served.timestamps).toHaveLength(1);
      return served;
    }, TOKEN_WAIT_MS);
    const [stamp] = head.timestamps ?? [];
    expect(stamp?.tsaUrl).toBe(tsa.url);
    // OpenSSL, not our code, reads the token: its imprint is that SHA-256 and the TSA signed it.
    const file = join(dir, 'head-token.der');
    await writeFile(file, Buffer.from(stamp?.token ?? '', 'base64'));
    const checked = await run('openssl', [
      'ts',
      '-verify',
      '-digest',
      signingTextSha256(head),
      '-token_in',
      '-in',
      file,
      '-CAfile',
      tsa.caFile,
    ]);
    expect(checked.stdout).toContain('Verification: OK');
  });

  it('a bundle’s tree head carries its token; the verifier accepts it and refuses it on another head', async () => {
    const first = await treeHead(app);
    const recordingId = await sealTake(app, owner);
    const signed = await app.evidenceLog.signHead();
    expect(signed?.treeSize).toBeGreaterThan(first.treeSize);
    const head = await eventually(async () => {
      const served = await treeHead(app);
      expect(served.treeSize).toBe(signed?.treeSize);
      expect(served.timestamps).toHaveLength(1);
      return served;
    }, TOKEN_WAIT_MS);

    const bundle = await downloadBundle(app, owner, recordingId, dir);
    const keys = await publishedKeys(app);
    const proven = await verifyBundle(bundle, { publishedKeys: keys, tsaCaFile: tsa.caFile });
    expect(proven.findings.filter((f) => !f.holds)).toEqual([]);
    const subject = `evidence log tree head of ${head.treeSize} entries`;
    expect(proven.findings.filter((f) => f.subject === subject)).toEqual([
      expect.objectContaining({ holds: true, code: 'head_token_signed' }),
    ]);
    // Without the authority's certificate the token is read, and said not to be checked.
    const unchecked = await verifyBundle(bundle, { publishedKeys: keys });
    expect(unchecked.findings.filter((f) => f.subject === subject)).toEqual([
      expect.objectContaining({ isNote: true, code: 'head_token_unchecked' }),
    ]);

    // The first head's token moved onto the later head: it stamps another head, and fails.
    const moved = { ...head, timestamps: first.timestamps };
    const refused = await checkHeadTimestamps(moved, undefined);
    expect(refused).toEqual([
      expect.objectContaining({ holds: false, code: 'head_token_other_head' }),
    ]);

    // A later head, as --log fetches it: its token is checked too, and one over another head fails.
    await sealTake(app, owner);
    const next = await app.evidenceLog.signHead();
    const later = await eventually(async () => {
      const served = await treeHead(app);
      expect(served.treeSize).toBe(next?.treeSize);
      expect(served.timestamps).toHaveLength(1);
      return served;
    }, TOKEN_WAIT_MS);
    const laterSubject = `evidence log tree head of ${later.treeSize} entries`;
    const withLater = await verifyBundle(bundle, {
      publishedKeys: keys,
      tsaCaFile: tsa.caFile,
      laterLog: laterLogOf(app, later),
    });
    expect(withLater.outcome).toBe('proven');
    expect(withLater.findings.filter((f) => f.subject === laterSubject)).toEqual([
      expect.objectContaining({ holds: true, code: 'head_token_signed' }),
    ]);
    const forged = await verifyBundle(bundle, {
      publishedKeys: keys,
      tsaCaFile: tsa.caFile,
      laterLog: laterLogOf(app, { ...later, timestamps: head.timestamps }),
    });
    expect(forged.outcome).toBe('broken');
    expect(forged.findings.filter((f) => !f.holds)).toEqual([
      expect.objectContaining({ subject: laterSubject, code: 'head_token_other_head' }),
    ]);
  });
});

describeApi('tree heads while the time-stamping authority is down', () => {
  let down: Server;
  let asked = 0;
  let app: App;
  let owner: TestSession;

  beforeAll(async () => {
    down = createServer((_request, response) => {
      asked += 1;
      response.writeHead(503).end();
    });
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const { port } = down.address() as AddressInfo;
    app = await createTestApp(
      { TSA_URL: `http://127.0.0.1:${port}/tsa` },
      { evidenceLogHeadIntervalMs: 3_600_000 },
    );
    owner = await startSession(app);
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => down.close(() => resolve()));
  });

  it('signs and serves the head without tokens, and keeps signing', async () => {
    await sealTake(app, owner);
    const signed = await app.evidenceLog.signHead();
    expect(signed).not.toBeNull();
    // Asked for this head (the take's chain heads are asked too) and refused.
    await eventually(() => expect(asked).toBeGreaterThan(0));
    const served = await treeHead(app);
    expect(served).toMatchObject({ treeSize: signed?.treeSize, signature: signed?.signature });
    expect(served.timestamps).toEqual([]);

    await sealTake(app, owner);
    const next = await app.evidenceLog.signHead();
    expect(next?.treeSize).toBeGreaterThan(served.treeSize);
  });
});
