import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type EvidenceLogTreeHead, treeHeadSigningText } from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsTokenCheck, readCaCertificates } from './browser/cms-token-check';
import { checkHeadTimestamps, headImprint } from './check-head-timestamps';
import { opensslTokenCheck } from './node/openssl-token-check';
import { startOpensslTsa } from './test/openssl-tsa';

const TSA = 'http://tsa.example/';
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Not signed: the server's signature is check-log's concern; the tokens stand on their own. */
function headOf(treeSize: number): EvidenceLogTreeHead {
  return {
    version: 1,
    treeSize,
    rootHash: 'c7'.repeat(32),
    timestamp: '2026-11-28T10:00:05.000Z',
    keyId: 'rz-ed25519-00000000000000aa',
    signature: 'c2lnbmF0dXJl',
  };
}

describe('the time-stamping authorities’ tokens over a tree head', () => {
  let tsa: Awaited<ReturnType<typeof startOpensslTsa>>;
  const head = headOf(5);
  const later = headOf(6);
  let token: Uint8Array;
  let laterToken: Uint8Array;

  beforeAll(async () => {
    tsa = await startOpensslTsa();
    token = await tsa.stamp(headImprint(head));
    laterToken = await tsa.stamp(headImprint(later));
  }, 30_000);
  afterAll(() => tsa.close());

  const stamped = (tokens: Uint8Array[], on = head): EvidenceLogTreeHead => ({
    ...on,
    timestamps: tokens.map((t) => ({ tsaUrl: TSA, token: base64(t) })),
  });

  it('stamps the SHA-256 of the head’s signing text, as anyone recomputes it', () => {
    const { signature: _signature, ...unsigned } = head;
    const expected = createHash('sha256').update(treeHeadSigningText(unsigned)).digest('hex');
    expect(headImprint(head)).toBe(expected);
    expect(headImprint(stamped([token]))).toBe(expected);
  });

  it('holds with the authority’s CA, in Node (OpenSSL) and in the browser (PKI.js)', async () => {
    const ca = readCaCertificates(new Uint8Array(await readFile(tsa.caFile)));
    for (const check of [opensslTokenCheck(tsa.caFile), cmsTokenCheck(ca)]) {
      const [finding] = await checkHeadTimestamps(stamped([token]), check);
      expect(finding).toMatchObject({
        holds: true,
        code: 'head_token_signed',
        params: { tsa: TSA, treeSize: 5 },
      });
    }
  });

  it('says the token is not checked when no CA is given', async () => {
    expect(await checkHeadTimestamps(stamped([token]), undefined)).toEqual([
      expect.objectContaining({ holds: true, isNote: true, code: 'head_token_unchecked' }),
    ]);
  });

  it('fails a token taken over another head, with or without a CA', async () => {
    for (const check of [opensslTokenCheck(tsa.caFile), undefined]) {
      expect(await checkHeadTimestamps(stamped([token, laterToken]), check)).toEqual([
        expect.objectContaining({ holds: true }),
        expect.objectContaining({ holds: false, code: 'head_token_other_head' }),
      ]);
    }
  });

  it('fails a token whose authority does not chain to the CA given', async () => {
    const [finding] = await checkHeadTimestamps(
      stamped([token]),
      opensslTokenCheck(tsa.otherCaFile),
    );
    expect(finding).toMatchObject({ holds: false, code: 'head_token_refused' });
  });

  it('fails a damaged token and finds nothing to say of a head without tokens', async () => {
    const damaged = token.slice(0, 40);
    const [finding] = await checkHeadTimestamps(stamped([damaged]), undefined);
    expect(finding).toMatchObject({ holds: false, code: 'token_damaged' });
    expect(await checkHeadTimestamps(head, opensslTokenCheck(tsa.caFile))).toEqual([]);
  });
});
