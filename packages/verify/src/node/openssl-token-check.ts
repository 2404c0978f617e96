import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenSignatureCheck } from '../check-timestamps';
import { type Reason, reason } from '../messages';

/**
 * An RFC 3161 token's CMS signature and certificate chain, checked by OpenSSL's `ts -verify`
 * against the authority's CA certificate (the person checking obtains it from the authority).
 * OpenSSL rather than a CMS library: it is what examiners already trust and have installed.
 */
export function opensslTokenCheck(caFile: string): TokenSignatureCheck {
  return async (token, chainHash) => {
    const dir = await mkdtemp(join(tmpdir(), 'redzone-verify-'));
    try {
      const file = join(dir, 'token.der');
      await writeFile(file, token);
      return await new Promise<Reason | null>((resolve) => {
        execFile(
          'openssl',
          ['ts', '-verify', '-digest', chainHash, '-token_in', '-in', file, '-CAfile', caFile],
          (error, stdout, stderr) => {
            if (error === null && stdout.includes('Verification: OK')) resolve(null);
            else {
              const detail = (stderr || stdout || String(error)).trim().split('\n')[0];
              resolve(reason('tsa_refused', { detail: detail ?? 'refused' }));
            }
          },
        );
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
