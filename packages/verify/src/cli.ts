import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { EvidenceKeysSchema } from '@redzone/contract';
import { formatVerdict } from './format-verdict';
import { verifyBundle } from './node/verify-bundle-file';

const USAGE = `Usage: redzone-verify BUNDLE.zip [--keys redzone-evidence-keys.json] [--tsa-ca CA.pem]

Checks a Red Zone evidence bundle offline: every footage hash, the hash chains, the server's
signed acknowledgements, the keys and the custody log. Exits 0 only when everything holds.
--keys: the server's published keys (GET /.well-known/redzone-evidence-keys.json), saved to a file.
--tsa-ca: the time-stamping authority's CA certificate, to check its tokens' signatures (OpenSSL).`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { keys: { type: 'string' }, 'tsa-ca': { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (values.help === true || file === undefined || positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return values.help === true ? 0 : 2;
  }
  const publishedKeys =
    values.keys === undefined
      ? undefined
      : EvidenceKeysSchema.parse(JSON.parse(await readFile(values.keys, 'utf8'))).keys;
  const verdict = await verifyBundle(file, {
    ...(publishedKeys === undefined ? {} : { publishedKeys }),
    ...(values['tsa-ca'] === undefined ? {} : { tsaCaFile: values['tsa-ca'] }),
  });
  process.stdout.write(formatVerdict(file, verdict));
  return verdict.holds ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `redzone-verify: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 2;
  },
);
