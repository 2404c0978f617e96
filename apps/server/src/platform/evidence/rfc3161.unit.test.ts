import { describe, expect, it } from 'vitest';
import { timeStampRequest, tokenOfResponse } from './rfc3161';

describe('RFC 3161 messages', () => {
  it('encodes the nonce in DER’s one form, whatever its first byte', () => {
    const hash = 'ab'.repeat(32);
    const low = timeStampRequest(hash, Buffer.from('0102030405060708', 'hex'));
    const high = timeStampRequest(hash, Buffer.from('8102030405060708', 'hex'));
    const zero = timeStampRequest(hash, Buffer.from('0002030405060708', 'hex'));
    expect(low.toString('hex')).toContain('02080102030405060708');
    expect(high.toString('hex')).toContain('0209008102030405060708');
    expect(zero.toString('hex')).toContain('020702030405060708');
    // The imprint: SHA-256's identifier, then the value.
    expect(low.toString('hex')).toContain(
      `0609608648016503040201050004 20${hash}`.replace(' ', ''),
    );
  });

  it('names a refusal instead of returning a token', () => {
    // TimeStampResp { status { rejection (2) } }
    expect(() => tokenOfResponse(Buffer.from('30053003020102', 'hex'))).toThrow(/status 2/);
  });
});
