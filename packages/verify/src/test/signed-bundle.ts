import { generateKeyPairSync, sign } from 'node:crypto';
import {
  BUNDLE_FILES,
  COURT_KIT_FILES,
  EVIDENCE_BUNDLE_FORMAT,
  type EvidenceKey,
  type EvidenceManifest,
  evidenceKeyIdOf,
  fileSigningText,
  sha256Hex,
} from '@redzone/contract';
import type { BundleReader } from '../bundle-reader';

/**
 * A bundle held in memory, laid out as an export writes it but without footage: enough for the
 * checks of the files signed as a whole (manifest, keys, custody log, README, court kit). The full
 * bundle, with footage and acks, is tested from a real export in the server's suite.
 */
export class MemoryBundle implements BundleReader {
  constructor(readonly files: Map<string, Uint8Array>) {}
  names() {
    return [...this.files.keys()];
  }
  has(name: string) {
    return this.files.has(name);
  }
  size(name: string) {
    return this.files.get(name)?.length ?? 0;
  }
  /** No ZIP, so nothing of one. */
  zipFacts() {
    return { crcDiffers: [], times: [] };
  }
  async read(name: string) {
    const bytes = this.files.get(name);
    if (bytes === undefined) throw new Error(`${name} is not in the bundle`);
    return bytes;
  }
  async pieceDigests(name: string, sizes: number[]) {
    const bytes = await this.read(name);
    let at = 0;
    const digests: string[] = [];
    for (const size of sizes) {
      digests.push(await sha256Hex(bytes.subarray(at, at + size)));
      at += size;
    }
    return digests;
  }
  /** A copy with `name` replaced (or added) or, with null, removed. */
  with(name: string, bytes: Uint8Array | null): MemoryBundle {
    const files = new Map(this.files);
    if (bytes === null) files.delete(name);
    else files.set(name, bytes);
    return new MemoryBundle(files);
  }
}

const text = (value: string) => new TextEncoder().encode(value);
const json = (value: unknown) => text(`${JSON.stringify(value, null, 2)}\n`);
const EXPORTED_AT = '2026-11-28T12:00:00.000Z';

/** A bundle signed with a fresh key, with the court kit or (as made before it) without. */
export async function signedBundle(options: { hasCourtKit: boolean }) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'jwk' }).x ?? '';
  const keyId = await evidenceKeyIdOf(Buffer.from(raw, 'base64url'));
  const key: EvidenceKey = {
    keyId,
    algorithm: 'Ed25519',
    publicKey: raw,
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil: null,
  };
  const courtKit = options.hasCourtKit ? [...COURT_KIT_FILES] : [];
  const manifest: EvidenceManifest = {
    format: EVIDENCE_BUNDLE_FORMAT,
    version: 1,
    exportedAt: EXPORTED_AT,
    recording: {
      id: 'recording-1',
      createdAt: '2026-11-28T11:00:00.000Z',
      device: {
        title: null,
        durationSeconds: null,
        cameraType: null,
        latitude: null,
        longitude: null,
        location: null,
      },
    },
    layers: [],
    timestamps: [],
    courtKit,
  };
  const signed = new Map<string, Uint8Array>([
    [BUNDLE_FILES.readme, text('RED ZONE EVIDENCE BUNDLE\n')],
    [BUNDLE_FILES.manifest, json(manifest)],
    [BUNDLE_FILES.keys, json({ keys: [key] })],
    [BUNDLE_FILES.custodyLog, json({ recordingId: 'recording-1', entries: [] })],
    ...courtKit.map((name) => [name, text(`${name}: pre-filled for recording-1\n`)] as const),
  ]);
  const signatures = await Promise.all(
    [...signed].map(async ([name, bytes]) => {
      const file = { name, sha256: await sha256Hex(bytes), keyId };
      const signature = sign(null, Buffer.from(fileSigningText(file)), privateKey);
      return { ...file, signature: signature.toString('base64url') };
    }),
  );
  const files = new Map(signed).set(BUNDLE_FILES.signatures, json({ files: signatures }));
  return { bundle: new MemoryBundle(files), publishedKeys: [key], manifest };
}
