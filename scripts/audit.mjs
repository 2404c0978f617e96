// `npm run audit`: npm audit of the production dependencies. Where the registry's
// advisory endpoint does not answer (an offline mirror, a proxy that refuses it), the run says so
// in CI's warning format and passes: that is a gap to note, not a vulnerability found.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev'], { encoding: 'utf8' });
process.stdout.write(run.stdout);
process.stderr.write(run.stderr);
if (
  run.status !== 0 &&
  /audit endpoint returned an error|ENOTFOUND|EAI_AGAIN|ECONNREFUSED/.test(run.stderr)
) {
  console.log(
    '::warning title=npm audit not run::the registry did not answer the advisory request; check production dependencies by hand (docs/security.md).',
  );
  process.exit(0);
}
process.exit(run.status ?? 1);
