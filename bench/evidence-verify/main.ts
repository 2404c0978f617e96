import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import {
  BUNDLE_FILES,
  chainGenesis,
  chainNext,
  type EvidenceAck,
  fileSigningText,
} from '@redzone/contract';
import { verifyBundle } from '@redzone/verify';
import { ZipFile } from 'yazl';
import type { RecordingRow } from '../../apps/server/src/db/schema';
import {
  manifestLayerOf,
  manifestOf,
} from '../../apps/server/src/features/evidence-bundle/bundle-manifest';
import { bundleReadme } from '../../apps/server/src/features/evidence-bundle/bundle-readme';
import { signAck } from '../../apps/server/src/features/recordings/chunk-ack';
import { evidenceSignerOf } from '../../apps/server/src/platform/evidence/evidence-signer';

/**
 * The speed check: `redzone-verify` over a 1 GB bundle against `sha256sum` over the same
 * file, in the same run. The bundle is made with the server's own manifest, ack and README code
 * and the server's signer (no database, no HTTP: the footage is random bytes in 256 KB chunks, a
 * 250 ms chunk of dual-camera 720p being a few hundred KB). Target: at least half the speed.
 */
const CHUNK_BYTES = Number(process.env.BENCH_CHUNK_BYTES ?? 256 * 1024);
const TOTAL_BYTES = Number(process.env.BENCH_BUNDLE_MB ?? 1024) * 1024 * 1024;
const CHUNKS = Math.ceil(TOTAL_BYTES / CHUNK_BYTES);
const RUNS = 2;
const MB = 1024 * 1024;

const dir = await mkdtemp(join(tmpdir(), 'redzone-verify-bench-'));
try {
  const bundle = await makeBundle();
  // Both read the file from the page cache: one pass first so neither pays the disk.
  sha256sum(bundle);
  const rows: string[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const plain = sha256sum(bundle);
    const started = performance.now();
    const verdict = await verifyBundle(bundle);
    const verifyMs = performance.now() - started;
    if (!verdict.holds)
      throw new Error(`the bench bundle does not verify: ${JSON.stringify(verdict)}`);
    const mbps = (ms: number) => ((CHUNKS * CHUNK_BYTES) / MB / (ms / 1000)).toFixed(0);
    rows.push(
      `| ${run} | ${mbps(plain)} | ${mbps(verifyMs)} | ${((plain / verifyMs) * 100).toFixed(0)}% |`,
    );
  }
  console.log(`evidence-verify: ${CHUNKS} chunks of ${CHUNK_BYTES / 1024} KB`);
  console.log('| run | sha256sum MB/s | redzone-verify MB/s | verify / sha256sum |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
} finally {
  await rm(dir, { recursive: true, force: true });
}

function sha256sum(path: string): number {
  const started = performance.now();
  const result = spawnSync('sha256sum', [path], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`sha256sum failed: ${result.stderr}`);
  return performance.now() - started;
}

async function makeBundle(): Promise<string> {
  const signer = await evidenceSignerOf(randomBytes(32));
  const layerId = 'bench-recording';
  const footagePath = join(dir, 'footage.webm');
  const out = createWriteStream(footagePath);
  const records = [];
  const acks: EvidenceAck[] = [];
  let chain = await chainGenesis(layerId);
  const started = new Date(Date.now() - 60_000);
  for (let index = 0; index < CHUNKS; index += 1) {
    const chunk = randomBytes(CHUNK_BYTES);
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    const sha256 = createHash('sha256').update(chunk).digest('hex');
    chain = await chainNext(chain, sha256);
    const receivedAt = new Date(started.getTime() + index);
    const ack = signAck(signer, {
      recordingId: layerId,
      layer: 'full',
      layerId,
      index,
      sha256,
      storedSha256: sha256,
      chainHash: chain,
      receivedAt: receivedAt.toISOString(),
    });
    acks.push(ack);
    records.push({ index, size: CHUNK_BYTES, sha256, receivedAt, ack: JSON.stringify(ack) });
  }
  out.end();
  await finished(out);
  const row = {
    id: layerId,
    layer: 'full',
    mimeType: 'video/webm',
    status: 'finished',
    finishedAt: new Date(),
    securedUntilSeconds: null,
    createdAt: started,
    title: null,
    durationSeconds: null,
    cameraType: null,
    latitude: null,
    longitude: null,
    location: null,
  } as unknown as RecordingRow;
  const { layer } = await manifestLayerOf(row, records);
  const manifest = manifestOf(row, [layer], new Date());
  const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));
  const keys = {
    keys: [
      {
        keyId: signer.keyId,
        algorithm: 'Ed25519',
        publicKey: signer.publicKey,
        validFrom: started.toISOString(),
        validUntil: null,
      },
    ],
  };
  const files = [
    { name: BUNDLE_FILES.readme, bytes: Buffer.from(bundleReadme(manifest)) },
    { name: BUNDLE_FILES.manifest, bytes: json(manifest) },
    { name: BUNDLE_FILES.keys, bytes: json(keys) },
    { name: BUNDLE_FILES.custodyLog, bytes: json({ recordingId: layerId, entries: [] }) },
  ];
  const zip = new ZipFile();
  const options = { compress: false };
  for (const { name, bytes } of files) zip.addBuffer(bytes, name, options);
  const signatures = files.map(({ name, bytes }) => {
    const signed = {
      name,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      keyId: signer.keyId,
    };
    return { ...signed, signature: signer.sign(fileSigningText(signed)) };
  });
  zip.addBuffer(json({ files: signatures }), BUNDLE_FILES.signatures, options);
  zip.addBuffer(json(acks), layer.acksFile, options);
  zip.addReadStream(createReadStream(footagePath), layer.file, {
    ...options,
    size: layer.byteCount,
  });
  zip.end();
  const bundle = join(dir, 'bundle.zip');
  const written = createWriteStream(bundle);
  zip.outputStream.pipe(written);
  await finished(written);
  await writeFile(footagePath, '');
  return bundle;
}
