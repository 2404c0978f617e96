import { generateKeyPairSync, sign } from 'node:crypto';
import {
  evidenceKeyIdOf,
  type EvidenceLogEntry,
  logEntryText,
  type ManifestLayer,
  treeHeadSigningText,
} from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { checkLogEntry } from './check-log';
import { KeyRing } from './key-ring';
import { leafHash, nodeHash, toHex } from './merkle';
import { isSignedByNode } from './node/ed25519';

const server = generateKeyPairSync('ed25519');
const serverX = server.publicKey.export({ format: 'jwk' }).x ?? '';
const keyId = await evidenceKeyIdOf(Buffer.from(serverX, 'base64url'));
const forger = generateKeyPairSync('ed25519');
const ring = new KeyRing(
  [
    {
      keyId,
      algorithm: 'Ed25519',
      publicKey: serverX,
      validFrom: '2026-01-01T00:00:00.000Z',
      validUntil: null,
    },
  ],
  isSignedByNode,
);
const recordingId = 'take-1';
const chainHash = 'a1'.repeat(32);
const sealedAt = '2026-11-28T10:00:00.000Z';
const entry: EvidenceLogEntry = {
  version: 1,
  recordingId,
  layer: 'full',
  layerId: recordingId,
  chunkCount: 3,
  chainHash,
  sealedAt,
};
const bytes = (text: string) => new TextEncoder().encode(text);
// A log of two entries: someone else's take first, this one second.
const other = leafHash(bytes('another take'));
const mine = leafHash(bytes(logEntryText(entry)));
const root = toHex(nodeHash(other, mine));

function headSignedBy(key: typeof server, treeRoot = root, timestamp = '2026-11-28T10:00:05.000Z') {
  const unsigned = {
    version: 1 as const,
    treeSize: 2,
    rootHash: treeRoot,
    timestamp,
    keyId,
  };
  const signature = sign(null, Buffer.from(treeHeadSigningText(unsigned)), key.privateKey);
  return { ...unsigned, signature: signature.toString('base64url') };
}

function layer(log: Partial<NonNullable<ManifestLayer['log']>> | null = {}): ManifestLayer {
  return {
    name: 'full',
    layerId: recordingId,
    file: 'footage/full.webm',
    mimeType: 'video/webm',
    byteCount: 30,
    chunkCount: 3,
    chainHash,
    isSealed: true,
    finishedAt: sealedAt,
    securedUntilSeconds: null,
    acksFile: 'acks/full.json',
    chunks: [
      { index: 0, size: 30, sha256: 'd4'.repeat(32), receivedAt: '2026-11-28T09:59:58.000Z' },
    ],
    log:
      log === null
        ? null
        : {
            entry,
            leafIndex: 1,
            leafHash: toHex(mine),
            inclusion: { auditPath: [toHex(other)], treeHead: headSignedBy(server) },
            ...log,
          },
  };
}

const exportedAt = '2026-11-28T11:00:00.000Z';
const check = (l: ManifestLayer) => checkLogEntry(l, { recordingId, keys: ring, exportedAt });

describe('the evidence log entry of a bundle’s layer', () => {
  it('holds when the entry names the layer and the path leads to a head signed by a trusted key', async () => {
    expect(await check(layer())).toMatchObject({ holds: true, code: 'log_included' });
  });

  it('fails for an entry naming another chain, a changed leaf, a wrong path, or a forger’s head', async () => {
    const otherChain = { ...entry, chainHash: 'b2'.repeat(32) };
    expect(await check(layer({ entry: otherChain }))).toMatchObject({
      holds: false,
      code: 'log_entry_other',
    });
    expect(await check(layer({ leafHash: toHex(other) }))).toMatchObject({
      holds: false,
      code: 'log_leaf_changed',
    });
    const wrongPath = { auditPath: [toHex(mine)], treeHead: headSignedBy(server) };
    expect(await check(layer({ inclusion: wrongPath }))).toMatchObject({
      holds: false,
      code: 'log_not_included',
    });
    const forged = { auditPath: [toHex(other)], treeHead: headSignedBy(forger) };
    expect(await check(layer({ inclusion: forged }))).toMatchObject({
      holds: false,
      code: 'log_head_refused',
    });
    // A head the server signed over another tree: the path does not lead to it.
    const otherTree = {
      auditPath: [toHex(other)],
      treeHead: headSignedBy(server, 'c3'.repeat(32)),
    };
    expect(await check(layer({ inclusion: otherTree }))).toMatchObject({
      holds: false,
      code: 'log_not_included',
    });
  });

  it('fails a head dated before the seal or after the export, and a seal before the last chunk, even signed by a trusted key', async () => {
    for (const timestamp of ['2026-11-28T09:59:59.000Z', '2099-01-01T00:00:00.000Z']) {
      const head = headSignedBy(server, root, timestamp);
      expect(
        await check(layer({ inclusion: { auditPath: [toHex(other)], treeHead: head } })),
      ).toMatchObject({
        holds: false,
        code: 'log_head_time',
      });
    }
    const late = layer();
    late.chunks = [{ ...late.chunks[0]!, receivedAt: '2026-11-28T10:00:01.000Z' }];
    expect(await check(late)).toMatchObject({ holds: false, code: 'log_sealed_early' });
  });

  it('notes a layer not yet in a signed head, or not in the log at all, without failing', async () => {
    expect(await check(layer({ inclusion: null }))).toMatchObject({
      holds: true,
      isNote: true,
      code: 'log_pending',
    });
    expect(await check(layer(null))).toMatchObject({ holds: true, isNote: true, code: 'log_none' });
  });
});
