// `npm run bench`: each benchmark in its own process, TypeScript run through tsx, with the
// open-file limit raised to the hard limit (10,000 event streams need as many sockets).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchmarks = [
  'bench/alert-fanout/main.ts',
  'bench/officers-search/main.ts',
  'bench/evidence-ingest/main.ts',
  'bench/alerts-list/main.ts',
  'bench/load/main.ts',
  'bench/lighthouse/main.ts',
];

let failed = false;
for (const script of benchmarks) {
  const { status, signal } = spawnSync(
    '/bin/sh',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"',
      'sh',
      process.execPath,
      '--import',
      'tsx',
      script,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (status !== 0) {
    console.error(`${script} failed (${signal ?? `exit ${status}`})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
