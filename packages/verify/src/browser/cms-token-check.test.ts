import { readFile } from 'node:fs/promises';
import { fromBER } from 'asn1js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../messages';
import { opensslTokenCheck } from '../node/openssl-token-check';
import { startOpensslTsa } from '../test/openssl-tsa';
import { cmsTokenCheck, readCaCertificates } from './cms-token-check';

const CHAIN = 'a3'.repeat(32);
/** ContentInfo > [0] > SignedData > encapContentInfo > [0] > OCTET STRING (the TSTInfo). */
const TST_INFO = [1, 0, 2, 1, 0];

const range = (from: number, to: number) => [...Array(to - from).keys()].map((i) => from + i);

/** Where a DER element lies in the token, found by its path of child positions. */
function regionOf(der: Uint8Array, path: number[]) {
  let node = fromBER(der).result as { valueBlock: { value?: unknown[] } };
  for (const position of path) node = node.valueBlock.value?.[position] as typeof node;
  const view = (node as unknown as { valueBeforeDecodeView: Uint8Array }).valueBeforeDecodeView;
  const start = view.byteOffset - der.byteOffset;
  return { start, end: start + view.byteLength };
}

describe('the time-stamping authority’s signature, checked with PKI.js (/verify)', () => {
  let tsa: Awaited<ReturnType<typeof startOpensslTsa>>;
  let token: Uint8Array;
  let ca: Uint8Array;

  beforeAll(async () => {
    tsa = await startOpensslTsa();
    token = await tsa.stamp(CHAIN);
    ca = new Uint8Array(await readFile(tsa.caFile));
  }, 30_000);
  afterAll(() => tsa.close());

  const checkWith = (pem: Uint8Array) => cmsTokenCheck(readCaCertificates(pem));
  const words = (why: Awaited<ReturnType<ReturnType<typeof checkWith>>>) =>
    why === null ? null : english(why.code, why.params);

  it('holds for a real token against the CA that issued the authority’s certificate, as OpenSSL agrees', async () => {
    expect(await checkWith(ca)(token, CHAIN)).toBeNull();
    expect(await opensslTokenCheck(tsa.caFile)(token, CHAIN)).toBeNull();
  });

  it('fails against another CA, naming the signer and that it does not chain to it', async () => {
    const other = new Uint8Array(await readFile(tsa.otherCaFile));
    const why = await checkWith(other)(token, CHAIN);
    expect(why?.code).toBe('tsa_untrusted');
    expect(words(why)).toMatch(/Red Zone test TSA\) does not chain to the CA certificate given/);
    expect(await opensslTokenCheck(tsa.otherCaFile)(token, CHAIN)).not.toBeNull();
  });

  it('fails when the token stamps another value than the chain it is checked for', async () => {
    expect((await checkWith(ca)(token, 'b4'.repeat(32)))?.code).toBe('tsa_other_value');
  });

  it('fails, never throws, for one byte flipped in the stamped content, the signature or the headers', async () => {
    const check = checkWith(ca);
    const content = regionOf(token, TST_INFO);
    const positions = [
      ...range(0, 20),
      ...range(content.start, content.end),
      // The signature's last value (s of ECDSA's r, s).
      ...range(token.length - 32, token.length),
    ];
    for (const at of positions) {
      const flipped = token.slice();
      flipped[at] = (flipped[at] ?? 0) ^ 0x01;
      expect(await check(flipped, CHAIN), `byte ${at}`).not.toBeNull();
    }
    const inContent = token.slice();
    inContent[content.end - 3] = (inContent[content.end - 3] ?? 0) ^ 0x01;
    expect(words(await check(inContent, CHAIN))).toMatch(/changed after the authority signed it/);
    const inSignature = token.slice();
    inSignature[token.length - 1] = (inSignature[token.length - 1] ?? 0) ^ 0x01;
    expect(words(await check(inSignature, CHAIN))).toMatch(/signature does not match the signer/);
  });

  it('reads a CA certificate in DER as well as PEM, and names a file that is not one', () => {
    const pem = new TextDecoder().decode(ca);
    const base64 = pem.replace(/-----[^-]+-----|\s+/g, '');
    const der = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    expect(readCaCertificates(der)).toHaveLength(1);
    expect(() => readCaCertificates(new TextEncoder().encode('not a certificate'))).toThrow(
      /no X.509 certificate/,
    );
  });
});
