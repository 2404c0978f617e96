import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A CA, and a time-stamping authority whose certificate it issued (RFC 3161 §2.3's purpose). */
const CONFIG = `[ req ]
distinguished_name = dn
prompt = no
[ dn ]
CN = Red Zone test
[ ca_ext ]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign
[ tsa_ext ]
basicConstraints = CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = critical, timeStamping
[ tsa_config ]
serial = ./serial
signer_cert = ./tsa.crt
signer_key = ./tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
digests = sha256
accuracy = secs:1
ess_cert_id_alg = sha256
`;

const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

/**
 * A real RFC 3161 authority made with OpenSSL in a temporary folder: tokens are made at test time
 * (never committed), as the server's tests do (apps/server/src/test/local-tsa.ts), without HTTP.
 */
export async function startOpensslTsa() {
  const dir = await mkdtemp(join(tmpdir(), 'redzone-verify-tsa-'));
  const inDir = { cwd: dir };
  await writeFile(join(dir, 'tsa.cnf'), CONFIG);
  await writeFile(join(dir, 'serial'), '01\n');
  const selfSignedCa = (name: string, subject: string) =>
    run(
      'openssl',
      ['req', '-x509', ...EC, '-keyout', `${name}.key`, '-out', `${name}.crt`, '-days', '2'].concat(
        ['-subj', subject, '-config', 'tsa.cnf', '-extensions', 'ca_ext'],
      ),
      inDir,
    );
  await selfSignedCa('ca', '/CN=Red Zone test CA');
  await selfSignedCa('other-ca', '/CN=Someone else CA');
  await run(
    'openssl',
    [
      'req',
      '-new',
      ...EC,
      '-keyout',
      'tsa.key',
      '-out',
      'tsa.csr',
      '-subj',
      '/CN=Red Zone test TSA',
      '-config',
      'tsa.cnf',
    ],
    inDir,
  );
  await run(
    'openssl',
    [
      'x509',
      '-req',
      '-in',
      'tsa.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'tsa.crt',
      '-days',
      '2',
      '-extfile',
      'tsa.cnf',
      '-extensions',
      'tsa_ext',
    ],
    inDir,
  );
  return {
    caFile: join(dir, 'ca.crt'),
    otherCaFile: join(dir, 'other-ca.crt'),
    /** A token stamping `sha256Hex` (the value itself, as the server sends its chain). */
    async stamp(sha256Hex: string): Promise<Uint8Array> {
      await run(
        'openssl',
        ['ts', '-query', '-digest', sha256Hex, '-sha256', '-cert', '-out', 'q.tsq'],
        inDir,
      );
      await run(
        'openssl',
        [
          'ts',
          '-reply',
          '-queryfile',
          'q.tsq',
          '-config',
          'tsa.cnf',
          '-section',
          'tsa_config',
          '-token_out',
          '-out',
          'token.der',
        ],
        inDir,
      );
      return new Uint8Array(await readFile(join(dir, 'token.der')));
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
