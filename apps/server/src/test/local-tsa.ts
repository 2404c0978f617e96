import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** An RFC 3161 authority's settings for `openssl ts -reply`: its own certificate signs tokens. */
const CONFIG = `[ req ]
distinguished_name = dn
prompt = no
[ dn ]
CN = Red Zone test TSA
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
ordering = no
tsa_name = no
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

/**
 * A real time-stamping authority on localhost (the tests): OpenSSL's `ts` command answers
 * each request, over RFC 3161's HTTP transport. `caFile` is its certificate, to verify tokens.
 */
export async function startLocalTsa() {
  const dir = await mkdtemp(join(tmpdir(), 'redzone-tsa-'));
  await writeFile(join(dir, 'tsa.cnf'), CONFIG);
  await writeFile(join(dir, 'serial'), '01\n');
  await run(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      'tsa.key',
      '-out',
      'tsa.crt',
      '-days',
      '2',
      '-config',
      'tsa.cnf',
      '-extensions',
      'tsa_ext',
    ],
    { cwd: dir },
  );
  let requests = 0;
  // One reply at a time: `openssl ts -reply` reads and rewrites the serial file, and two at once
  // refuse one another (status 2).
  let turn: Promise<unknown> = Promise.resolve();
  const server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      requests += 1;
      const name = randomUUID();
      const query = join(dir, `${name}.tsq`);
      const reply = join(dir, `${name}.tsr`);
      const answered = turn
        .then(() => writeFile(query, Buffer.concat(parts)))
        .then(() =>
          run(
            'openssl',
            [
              'ts',
              '-reply',
              '-queryfile',
              query,
              '-config',
              'tsa.cnf',
              '-section',
              'tsa_config',
              '-out',
              reply,
            ],
            { cwd: dir },
          ),
        )
        .then(() => readFile(reply))
        .then(
          (body) =>
            response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(body),
          () => response.writeHead(500).end(),
        );
      turn = answered;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    caFile: join(dir, 'tsa.crt'),
    requests: () => requests,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
