import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { EvidenceKeysSchema } from '@redzone/contract';
import { fetchLaterLog } from './fetch-later-log';
import { formatVerdict } from './format-verdict';
import { verifyBundle } from './node/verify-bundle-file';

const USAGE = `Usage: redzone-verify BUNDLE.zip [--keys KEYS.json] [--trust-key FINGERPRINT] [--tsa-ca CA.pem] [--log URL]

Checks a Red Zone evidence bundle offline: every footage hash, the hash chains, the server's
signed acknowledgements, the keys and the custody log.
Exits 0 when everything holds and was signed with keys you trust (and, if the bundle has
time-stamps, their authority's signatures hold); 3 when it is intact but who signed it or when
is not proven (a forger's own key checks against itself); 1 when something does not hold.
--keys: the server's published keys (GET /.well-known/redzone-evidence-keys.json), saved to a file.
--trust-key: the SHA-256 of a public key you trust (repeatable; also REDZONE_TRUSTED_KEYS).
--tsa-ca: the time-stamping authority's CA certificate, to check its tokens' signatures (OpenSSL),
  over chain heads and over the evidence log's tree heads.
--log: the Red Zone server's address: its public evidence log is asked, now, for its latest signed
  tree head and a consistency proof from the head each take was proven in; a log that has since
  dropped or rewritten entries fails. The only check that goes online.`;

/** Intact, but who signed it or when is not proven. */
const EXIT_UNPROVEN = 3;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      keys: { type: 'string' },
      'trust-key': { type: 'string', multiple: true },
      'tsa-ca': { type: 'string' },
      log: { type: 'string' },
      help: { type: 'boolean' },
    },
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
  const trustedFingerprints = [
    ...(values['trust-key'] ?? []),
    ...(process.env.REDZONE_TRUSTED_KEYS ?? '').split(',').filter((f) => f.trim() !== ''),
  ].map((f) => f.trim());
  const verdict = await verifyBundle(file, {
    trustedFingerprints,
    ...(publishedKeys === undefined ? {} : { publishedKeys }),
    ...(values['tsa-ca'] === undefined ? {} : { tsaCaFile: values['tsa-ca'] }),
    ...(values.log === undefined ? {} : { laterLog: await fetchLaterLog(values.log) }),
  });
  process.stdout.write(formatVerdict(file, verdict));
  if (verdict.outcome === 'broken') return 1;
  return verdict.outcome === 'proven' ? 0 : EXIT_UNPROVEN;
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
