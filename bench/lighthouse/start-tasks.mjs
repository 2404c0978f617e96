// The first load's main-thread work, build against build: each built web app (a WEB_DIST_DIR) is
// served by a production server of its own, and one fresh first visit to each is traced in turn,
// RUNS times, with Chromium's CPU slowed 4 times (Lighthouse's mobile setting). It prints, per
// build, the medians of each start module chunk's evaluation (the trace's v8.evaluateModule, in
// the order they ran: entry, libraries, schemas, app, start page), the long tasks the page saw
// until WINDOW_MS (count, longest, blocking: each one's part over 50 ms) and the largest paint.
// Alternating the builds is what makes the comparison hold on a shared, busy machine: Lighthouse's
// own scores move more between two runs of one build than a change of this size.
// Usage, after `npm run build -w @redzone/server` and a web build per directory:
//   node bench/lighthouse/start-tasks.mjs / 7 /tmp/web-before /tmp/web-after
// WINDOW_MS (6000) and START_CPU (4) change the window and the slowdown; START_THREAD_TIME=1
// reports the evaluations in the main thread's CPU time instead of wall time.
/* global window */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const [path, runsArg, ...dists] = process.argv.slice(2);
if (!path || !runsArg || dists.length === 0) {
  throw new Error('usage: start-tasks.mjs <path> <runs> <web dist dir>...');
}
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 6000);
const CPU = Number(process.env.START_CPU ?? 4);
const THREAD_TIME = process.env.START_THREAD_TIME === '1';
const STAGES = 5;

async function serve(dist) {
  const port = 41000 + Math.floor(Math.random() * 20000);
  const dataDir = mkdtempSync(join(tmpdir(), 'redzone-start-tasks-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: dist,
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { dist, origin, server, dataDir, rows: [] };
}

async function firstVisit(browser, origin) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.addInitScript(() => {
    const seen = { tasks: [], lcp: 0 };
    window.startTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8'] });
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  await page.waitForTimeout(WINDOW_MS);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const { tasks, lcp } = await page.evaluate(() => window.startTasks);
  await context.close();
  const evaluations = traceEvents
    .filter((event) => event.name === 'v8.evaluateModule' && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts)
    .slice(0, STAGES)
    .map((event) => ((THREAD_TIME ? event.tdur : event.dur) ?? 0) / 1000);
  return {
    evaluations,
    count: tasks.length,
    longest: Math.max(0, ...tasks),
    blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    lcp,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value) => Math.round(value);

const builds = [];
for (const dist of dists) builds.push(await serve(dist));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (let run = 0; run < Number(runsArg); run += 1) {
    for (const build of builds) build.rows.push(await firstVisit(browser, build.origin));
  }
} finally {
  await browser.close();
  for (const build of builds) {
    build.server.kill('SIGTERM');
    rmSync(build.dataDir, { recursive: true, force: true });
  }
}
console.log(`${path}, ${runsArg} first visits per build at ${CPU}x CPU, medians (ms)`);
for (const { dist, rows } of builds) {
  const stages = Array.from({ length: STAGES }, (_, i) =>
    ms(median(rows.map((row) => row.evaluations[i] ?? 0))),
  );
  console.log(
    `${dist}: evaluations ${stages.join('/')} (${THREAD_TIME ? 'CPU' : 'wall'}), long tasks ${median(rows.map((row) => row.count))}, longest ${ms(median(rows.map((row) => row.longest)))}, blocking ${ms(median(rows.map((row) => row.blocking)))}, LCP ${ms(median(rows.map((row) => row.lcp)))}`,
  );
}
