import { COURT_KIT_FILES } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { isSignedByNode } from './node/ed25519';
import { signedBundle } from './test/signed-bundle';
import { verifyReader } from './verify-reader';

const failing = (verdict: Awaited<ReturnType<typeof verifyReader>>) =>
  verdict.findings.filter((f) => !f.holds).map((f) => [f.subject, f.code]);
const encode = (value: string) => new TextEncoder().encode(value);

describe('the court kit in a bundle', () => {
  it('verifies a bundle with the kit, each kit file signed by the server', async () => {
    const { bundle, publishedKeys } = await signedBundle({ hasCourtKit: true });
    const verdict = await verifyReader(bundle, isSignedByNode, { publishedKeys });
    expect(failing(verdict)).toEqual([]);
    expect(verdict.outcome).toBe('proven');
    const signed = verdict.findings.filter((f) => f.code === 'file_signed').map((f) => f.subject);
    expect(signed).toEqual(expect.arrayContaining([...COURT_KIT_FILES, 'README.txt']));
  });

  it('still verifies a bundle made before the kit, which lists none', async () => {
    const { bundle, publishedKeys } = await signedBundle({ hasCourtKit: false });
    const verdict = await verifyReader(bundle, isSignedByNode, { publishedKeys });
    expect(failing(verdict)).toEqual([]);
    expect(verdict.outcome).toBe('proven');
  });

  it('fails and names a kit file changed after the server signed it', async () => {
    const { bundle, publishedKeys } = await signedBundle({ hasCourtKit: true });
    const name = 'court-kit/declaration.en.txt';
    const original = new TextDecoder().decode(await bundle.read(name));
    const changed = bundle.with(name, encode(original.replace('recording-1', 'recording-2')));
    const verdict = await verifyReader(changed, isSignedByNode, { publishedKeys });
    expect(verdict.outcome).toBe('broken');
    expect(failing(verdict)).toEqual([[name, 'file_changed']]);
  });

  it('fails a kit file the manifest lists but the bundle lost', async () => {
    const { bundle, publishedKeys } = await signedBundle({ hasCourtKit: true });
    const name = 'court-kit/notice-of-intent.es.pdf';
    const verdict = await verifyReader(bundle.with(name, null), isSignedByNode, { publishedKeys });
    expect(failing(verdict)).toEqual([[name, 'file_missing']]);
  });

  it('still fails a file the export never wrote, in the kit folder or beside the kit of an old bundle', async () => {
    const withKit = await signedBundle({ hasCourtKit: true });
    const extra = withKit.bundle.with('court-kit/declaration.fr.txt', encode('forged'));
    const verdict = await verifyReader(extra, isSignedByNode, withKit);
    expect(failing(verdict)).toEqual([['court-kit/declaration.fr.txt', 'file_unexpected']]);
    // A kit slipped into a bundle whose manifest lists none is not the export's either.
    const old = await signedBundle({ hasCourtKit: false });
    const added = old.bundle.with('court-kit/declaration.en.txt', encode('I certify...'));
    expect(failing(await verifyReader(added, isSignedByNode, old))).toEqual([
      ['court-kit/declaration.en.txt', 'file_unexpected'],
    ]);
  });
});
