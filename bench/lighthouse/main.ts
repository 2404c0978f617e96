// Lighthouse on Home and /alerts in mobile mode (the web budgets of docs/benchmarks.md), against the production
// build served by the real server with an empty embedded database, in Debian's Chromium.
// Each page is audited RUNS times and the median of each score is reported: the simulated
// throttling is stable, but a busy 2-core machine still moves Performance by a few points.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = ['/', '/alerts'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MAX_FAILED_RUNS = 3;
const BUDGETS = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
type Category = keyof typeof BUDGETS;
const CATEGORIES = Object.keys(BUDGETS) as Category[];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy in 60 s');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

if (
  !existsSync(join(root, 'apps/web/dist/index.html')) ||
  !existsSync(join(root, 'apps/server/dist/main.js'))
) {
  console.log('lighthouse: building the app first (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'redzone-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const origin = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

let allMet = true;
try {
  await waitForHealth(origin);
  console.log(`\nLighthouse ${RUNS}x per page, mobile (default config), median scores`);
  for (const page of PAGES) {
    const scores: Record<Category, number[]> = {
      performance: [],
      accessibility: [],
      'best-practices': [],
    };
    const lcp: number[] = [];
    const tbt: number[] = [];
    const fcp: number[] = [];
    const benchmarkIndex: number[] = [];
    for (let run = 0, failures = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      // A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP) scores 0: run it again
      // rather than count it, and say so.
      const error = result.lhr.runtimeError;
      if (error && failures < MAX_FAILED_RUNS) {
        console.log(`${page}: run ${run + 1} failed (${error.code}), run again`);
        failures += 1;
        run -= 1;
        continue;
      }
      // LIGHTHOUSE_REPORT_DIR keeps each full report, to see which audits cost the points.
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        const name = `${page === '/' ? 'home' : page.slice(1)}-${run + 1}.json`;
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
      }
      for (const category of CATEGORIES) {
        scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
      }
      lcp.push(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      tbt.push(result.lhr.audits['total-blocking-time']?.numericValue ?? 0);
      fcp.push(result.lhr.audits['first-contentful-paint']?.numericValue ?? 0);
      // The machine's speed at the time of the run: scores of runs far apart in it do not compare.
      benchmarkIndex.push(result.lhr.environment.benchmarkIndex);
    }
    const line = CATEGORIES.map((category) => {
      const score = median(scores[category]);
      const met = score >= BUDGETS[category];
      allMet &&= met;
      return `${category} ${score} (budget ${BUDGETS[category]}: ${met ? 'MET' : 'NOT MET'}; runs ${scores[category].join('/')})`;
    });
    const seconds = (values: number[]) => values.map((v) => (v / 1000).toFixed(2)).join('/');
    console.log(`${page.padEnd(8)} ${line.join(', ')}`);
    console.log(
      `${''.padEnd(8)} FCP ${(median(fcp) / 1000).toFixed(2)} s (${seconds(fcp)}), LCP ${(median(lcp) / 1000).toFixed(2)} s (${seconds(lcp)}), TBT ${Math.round(median(tbt))} ms (${tbt.map(Math.round).join('/')}), benchmark index ${benchmarkIndex.map(Math.round).join('/')}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(allMet ? 'lighthouse: every budget met' : 'lighthouse: some budgets NOT met');
