// `npm run bench`: each benchmark in its own process (`npm run bench -- alert-fanout load` runs
// only those), TypeScript run through tsx, with the open-file limit raised: 50,000 event streams
// on one server need as many sockets. The hard limit can only be raised by root (and to at most
// fs.nr_open); otherwise the soft limit goes up to the hard one and bench/alert-fanout says which
// cases do not fit.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** 50,000 streams and their spare sockets, with room to spare. */
const OPEN_FILES = 65536;
const benchmarks = [
  'bench/alert-fanout/main.ts',
  'bench/officers-search/main.ts',
  'bench/evidence-ingest/main.ts',
  'bench/evidence-verify/main.ts',
  'bench/evidence-log/main.ts',
  'bench/evidence-survival/main.ts',
  'bench/evidence-survival-netem/main.ts',
  'bench/alerts-list/main.ts',
  'bench/load/main.ts',
  'bench/lighthouse/main.ts',
  'bench/legal-eval/main.ts',
];

const scriptOf = (name) => `bench/${name}/main.ts`;
const names = process.argv.slice(2);
const unknown = names.filter((name) => !benchmarks.includes(scriptOf(name)));
if (unknown.length > 0) {
  const known = benchmarks.map((script) => script.split('/')[1]).join(', ');
  console.error(`No benchmark named ${unknown.join(', ')}; the benchmarks are ${known}.`);
  process.exit(2);
}
const selected = names.length === 0 ? benchmarks : names.map(scriptOf);

let failed = false;
for (const script of selected) {
  const { status, signal } = spawnSync(
    '/bin/sh',
    [
      '-c',
      `hard="$(ulimit -Hn)"
      if [ "$hard" != unlimited ] && [ "$hard" -lt ${OPEN_FILES} ]; then ulimit -Hn ${OPEN_FILES} 2>/dev/null; fi
      ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"`,
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
