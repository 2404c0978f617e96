import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateEvidenceSigner } from './evidence-signing-key';

describe('the evidence signing key', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-signing-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR and read back after a restart', async () => {
    const first = await loadOrCreateEvidenceSigner(null, dataDir);
    const again = await loadOrCreateEvidenceSigner(null, dataDir, async () => true);
    expect(again.keyId).toBe(first.keyId);
    expect(first.keyId).toMatch(/^rz-ed25519-[0-9a-f]{16}$/);
  });

  it('is not regenerated while signed acknowledgements depend on it', async () => {
    await expect(loadOrCreateEvidenceSigner(null, dataDir, async () => true)).rejects.toThrow(
      /evidence-signing-key is missing.*EVIDENCE_SIGNING_KEY/s,
    );
  });

  it('comes from EVIDENCE_SIGNING_KEY when set, the same key for the same seed', async () => {
    const seed = '07'.repeat(32);
    const a = await loadOrCreateEvidenceSigner(seed, dataDir, async () => true);
    const b = await loadOrCreateEvidenceSigner(seed, join(dataDir, 'elsewhere'));
    expect(a.publicKey).toBe(b.publicKey);
    expect(a.sign('x')).toBe(b.sign('x'));
  });
});
