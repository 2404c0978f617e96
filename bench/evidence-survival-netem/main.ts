// How much footage survives a protest-grade network: bench/evidence-survival's take (the realistic
// fake camera, the red button held, the page killed) over a real network path instead of DevTools'
// throttle. The phone's Chromium and the server each run in a network namespace of their own,
// joined by a link shaped as `tc netem` shapes it (network.ts): 64 kbps; 128 kbps with 5% loss;
// 250 kbps with 5% loss and 300 ms of jitter; 500 kbps with the link dark for 30 s mid-take. The
// sound layer and the evidence layer the server holds after the kill are measured with ffprobe;
// the sound's lag is sampled each second from the server's own listing.
//
// BENCH_NETEM_CASES picks cases by name, repeats allowed (64k,64k,128k-loss5); BENCH_NETEM_SECONDS
// the take (30), BENCH_NETEM_LINK netem or tun (default: netem where the kernel has it),
// BENCH_NETEM_LOG_DIR keeps each case's samples, uploads and server output as JSON.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RecordingDetailsListSchema, type RecordingDetails } from '@redzone/contract';
import type { Browser } from 'playwright-core';
import { playableSeconds } from '../evidence-survival/media';
import { CASES, DEFAULT_CASES, table, verdicts, type CaseResult, type NetemCase } from './cases';
import { kernelHasNetem, PhoneNetwork, type LinkKind } from './network';
import {
  holdAlertButton,
  loadApp,
  openPhone,
  pageRecorders,
  recordingStartedAt,
  uploadSummary,
} from './page';
import { killTree, launchPhone, SERVER_PORT, startServer, waitForHealth } from './processes';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LOG_LEVEL = process.env.BENCH_NETEM_LOG_LEVEL ?? 'warn';
const LOG_DIR = process.env.BENCH_NETEM_LOG_DIR;
/** After the outage, how long the page stays up waiting for the sound to catch up. */
const CATCH_UP_WAIT_SECONDS = 90;
/** Between the kill and the measure: what was in flight lands or dies. */
const AFTER_KILL_MS = 5000;
/** The sound recorded until the link returned counts as secured to within this (a chunk or two). */
const CATCH_UP_TOLERANCE_SECONDS = 1;
/** Live again: the sound's lag back under this, as on a link that never went dark. */
const LIVE_LAG_SECONDS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** What stops and removes the running case's processes, namespaces and files; run on a signal. */
const cleanups = new Set<() => void>();
const runCleanups = () => {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch (error) {
      console.error('cleanup:', error);
    }
  }
  cleanups.clear();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`evidence-survival-netem: ${signal}, cleaning up`);
    runCleanups();
    process.exit(130);
  });
}

async function listRecordings(origin: string, cookie: string): Promise<RecordingDetails[]> {
  const response = await fetch(`${origin}/api/recordings`, { headers: { cookie } });
  const recordings = RecordingDetailsListSchema.parse(await response.json());
  return recordings.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The take's sound layer and the front camera's evidence layer, where the server has them. */
function layersOf(recordings: RecordingDetails[]) {
  const all = recordings.flatMap((r) => r.layers);
  const front = recordings[0]?.layers ?? [];
  return {
    sound: all.find((layer) => layer.name === 'sound'),
    evidence: front.find((layer) => layer.name === 'evidence'),
  };
}

async function playableOf(origin: string, cookie: string, url: string, dir: string) {
  const response = await fetch(`${origin}${url}`, { headers: { cookie } });
  const file = join(dir, `footage-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return playableSeconds(file);
}

async function runCase(c: NetemCase, kind: LinkKind, run: number): Promise<CaseResult> {
  const t0 = Date.now();
  const scratch = mkdtempSync(join(tmpdir(), 'redzone-netem-'));
  const net = new PhoneNetwork(kind, String(process.pid), PhoneNetwork.freeSubnet(process.pid));
  let server: ReturnType<typeof startServer> | null = null;
  let browser: Browser | null = null;
  let browserPid: number | undefined;
  const cleanup = () => {
    killTree(browserPid);
    server?.child.kill('SIGKILL');
    net.destroySync();
    rmSync(scratch, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    await net.create();
    // The app is opened on a good network, as a phone has it from an earlier visit (service
    // worker and cache included); the protest's network starts before the button is held.
    const fast = { rateKbit: 20_000, lossPercent: 0, delayMs: c.up.delayMs, jitterMs: 0 };
    net.shape(fast, fast);
    server = startServer(root, net.serverNs, join(scratch, 'data'), LOG_LEVEL);
    const observer = `http://${net.observerAddress}:${SERVER_PORT}`;
    const pageOrigin = `http://${net.serverAddress}:${SERVER_PORT}`;
    await waitForHealth(observer);
    const healthyAt = Date.now();
    ({ browser, pid: browserPid } = await launchPhone(net.phoneNs, scratch, pageOrigin));
    const phone = await openPhone(browser, t0);
    const loaded = await loadApp(phone.page, pageOrigin);
    if (!loaded.secure) throw new Error(`${pageOrigin} is not a secure context in the phone`);
    const cookie = (await phone.context.cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    console.log(
      `${c.name}: server up in ${((healthyAt - t0) / 1000).toFixed(1)} s, app loaded in ` +
        `${((Date.now() - healthyAt) / 1000).toFixed(1)} s more, ` +
        `service worker ${loaded.serviceWorker ? 'active' : 'not active'}; holding the button`,
    );

    net.shape(c.up, c.down, true);
    await sleep(1000);
    await holdAlertButton(phone.page);
    const startedAt = await recordingStartedAt(phone.page);
    const samples: { t: number; sound: number; video: number }[] = [];
    let recordedBeforeOutage: number | null = null;
    let returnedAt: number | null = null;
    let catchUp: number | null = null;
    let liveAgain: number | null = null;
    for (let second = 1; ; second += 1) {
      await sleep(Math.max(0, startedAt + second * 1000 - Date.now()));
      const t = (Date.now() - startedAt) / 1000;
      if (c.outage && recordedBeforeOutage === null && t >= c.outage.at) {
        net.outage(true, c.up, c.down);
        recordedBeforeOutage = t;
        console.log(`${c.name}: link dark at ${t.toFixed(1)} s`);
      }
      if (c.outage && returnedAt === null && t >= c.outage.at + c.outage.seconds) {
        net.outage(false, c.up, c.down);
        returnedAt = t;
        console.log(`${c.name}: link back at ${t.toFixed(1)} s`);
      }
      const { sound, evidence } = layersOf(await listRecordings(observer, cookie));
      const sample = {
        t,
        sound: sound?.securedUntilSeconds ?? 0,
        video: evidence?.securedUntilSeconds ?? 0,
      };
      samples.push(sample);
      if (second % 10 === 0) {
        console.log(
          `${c.name}: ${t.toFixed(0)} s, sound secured to ${sample.sound.toFixed(1)} s, video to ${sample.video.toFixed(1)} s`,
        );
      }
      if (
        returnedAt !== null &&
        catchUp === null &&
        sample.sound >= returnedAt - CATCH_UP_TOLERANCE_SECONDS
      ) {
        catchUp = t - returnedAt;
        console.log(
          `${c.name}: the sound recorded until then secured ${catchUp.toFixed(0)} s after`,
        );
      }
      if (returnedAt !== null && liveAgain === null && t - sample.sound <= LIVE_LAG_SECONDS) {
        liveAgain = t - returnedAt;
        console.log(`${c.name}: the sound live again ${liveAgain.toFixed(0)} s after`);
      }
      if (t < c.seconds) continue;
      if (c.outage === null || liveAgain !== null) break;
      if (returnedAt !== null && t - returnedAt >= CATCH_UP_WAIT_SECONDS) break;
    }

    // The phone is taken: Chromium and everything below it die at once, mid-upload.
    const recorders = await pageRecorders(phone.page);
    const recorded = (Date.now() - startedAt) / 1000;
    killTree(browserPid);
    await sleep(AFTER_KILL_MS);
    const recordings = await listRecordings(observer, cookie);
    const { sound, evidence } = layersOf(recordings);
    const soundSeconds = sound ? (await playableOf(observer, cookie, sound.url, scratch)).audio : 0;
    const videoSeconds = evidence
      ? (await playableOf(observer, cookie, evidence.url, scratch)).video
      : 0;
    const lags = samples.map((s) => s.t - s.sound);
    const result: CaseResult = {
      name: c.name,
      label: c.label,
      recorded,
      recordedBeforeOutage,
      sound: soundSeconds,
      video: videoSeconds,
      lagP50: percentile(lags, 50),
      lagP95: percentile(lags, 95),
      catchUp,
      liveAgain,
      serviceWorker: loaded.serviceWorker,
      uploads: uploadSummary(phone.uploads),
      link: await net.stats(),
    };
    if (LOG_DIR) {
      mkdirSync(LOG_DIR, { recursive: true });
      const startOffset = (startedAt - t0) / 1000;
      writeFileSync(
        join(LOG_DIR, `${c.name}-${run}.json`),
        JSON.stringify(
          {
            case: c,
            result,
            takeStartedAtBenchSeconds: startOffset,
            samples,
            layers: recordings.map((r) => r.layers),
            recorders,
            requests: phone.uploads,
            consoleErrors: phone.consoleErrors,
            server: server.lines,
          },
          null,
          1,
        ),
      );
    }
    if (server.lines.length > 0) {
      console.log(`${c.name}: the server said (last 10 of ${server.lines.length} lines):`);
      for (const line of server.lines.slice(-10)) console.log(`  ${line.slice(0, 300)}`);
    }
    return result;
  } finally {
    cleanup();
    cleanups.delete(cleanup);
  }
}

/** The case, stopped (everything it started killed and removed) if it overruns. */
async function runBounded(c: NetemCase, kind: LinkKind, run: number): Promise<CaseResult> {
  const limitSeconds = c.seconds + (c.outage ? CATCH_UP_WAIT_SECONDS : 0) + 240;
  const running = runCase(c, kind, run);
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      runCleanups();
      reject(new Error(`${c.name} ran over its ${limitSeconds} s`));
    }, limitSeconds * 1000);
  });
  try {
    return await Promise.race([running, overrun]);
  } finally {
    clearTimeout(timer);
    await Promise.race([running.catch(() => undefined), sleep(10_000)]);
  }
}

if (
  !existsSync(join(root, 'apps/web/dist/index.html')) ||
  !existsSync(join(root, 'apps/server/dist/main.js'))
) {
  console.log('evidence-survival-netem: building the app first (npm run build)');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    process.exit(1);
  }
}

const names = process.env.BENCH_NETEM_CASES?.split(',') ?? DEFAULT_CASES;
const unknown = names.filter((name) => !CASES.some((c) => c.name === name));
if (unknown.length > 0) {
  console.error(`No case ${unknown.join(', ')}; the cases are ${CASES.map((c) => c.name)}`);
  process.exit(2);
}
const forced = process.env.BENCH_NETEM_LINK;
if (forced !== undefined && forced !== 'netem' && forced !== 'tun') {
  throw new Error('BENCH_NETEM_LINK is netem or tun');
}
const kind: LinkKind = forced ?? (kernelHasNetem(`rzprobe-${process.pid}`) ? 'netem' : 'tun');
console.log(
  kind === 'netem'
    ? 'link: veth pair shaped by tc netem'
    : 'link: this kernel has no sch_netem; TUN devices joined by tun-link.py (netem model)',
);
console.log(
  `load average at the start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const results: { c: NetemCase; r: CaseResult }[] = [];
const errors: string[] = [];
for (const [run, name] of names.entries()) {
  const c = CASES.find((candidate) => candidate.name === name)!;
  try {
    const r = await runBounded(c, kind, run);
    results.push({ c, r });
    console.log(JSON.stringify(r));
    console.log(`${c.name}: ${verdicts(c, r).join('; ')}`);
  } catch (error) {
    errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`${name} failed:`, error);
  }
}
console.log(
  `load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`\n${table(results)}`);
if (errors.length > 0) {
  console.error(`\nharness errors:\n${errors.join('\n')}`);
  process.exit(1);
}
