// How much footage survives the phone being taken. Chromium with a realistic fake
// camera and microphone, the uplink throttled by DevTools (Network.emulateNetworkConditions, 100 ms
// latency), the red button held, N seconds recorded, then the browser killed. What the server can
// play back afterwards is measured with ffprobe; the secured lag is sampled every second while
// recording. With BENCH_SURVIVAL_FULL=1 a second pass stops instead of killing and times how long
// the full layer takes to complete. With BENCH_SURVIVAL_CAMERAS=2 the phone has a back camera too
// (Chromium's two generated fake cameras: its camera file gives one only), and both cameras'
// footage is measured; BENCH_SURVIVAL_CAMERAS=1p is the same generated camera alone, to compare.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RecordingDetailsListSchema, type RecordingDetails } from '@redzone/contract';
import { chromium, type Browser, type Page } from 'playwright-core';
import { fakeCaptureFiles, playableSeconds } from './media';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RATES_KBPS = (process.env.BENCH_SURVIVAL_KBPS ?? '250,500,1000,1500,5000')
  .split(',')
  .map(Number);
const DURATIONS_S = (process.env.BENCH_SURVIVAL_SECONDS ?? '30,120').split(',').map(Number);
const LATENCY_MS = 100;
/** `1`: the realistic camera file; `1p`: one generated camera; `2`: two generated cameras. */
const CAMERAS = process.env.BENCH_SURVIVAL_CAMERAS ?? '1';
if (!['1', '1p', '2'].includes(CAMERAS)) throw new Error('BENCH_SURVIVAL_CAMERAS is 1, 1p or 2');
/** The recorder's chunk of the single-stream upload (before layers): 250 ms. */
const LEGACY_CHUNK_SECONDS = 0.25;

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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Seconds of the camera's footage the server holds, from its own answer. */
function securedSeconds(recording: RecordingDetails): number {
  const layers = (recording as { layers?: { name: string; securedUntilSeconds: number }[] }).layers;
  const evidence = layers?.find((layer) => layer.name === 'evidence');
  if (evidence) return evidence.securedUntilSeconds;
  return recording.upload.chunkCount * LEGACY_CHUNK_SECONDS;
}

/** The file to ask the server for: the evidence layer where there is one. */
function playableUrl(recording: RecordingDetails): string {
  const layers = (recording as { layers?: { name: string; url: string }[] }).layers;
  return (
    layers?.find((layer) => layer.name === 'evidence')?.url ??
    `/api/recordings/${recording.id}/video`
  );
}

async function listRecordings(origin: string, cookie: string): Promise<RecordingDetails[]> {
  const response = await fetch(`${origin}/api/recordings`, { headers: { cookie } });
  return RecordingDetailsListSchema.parse(await response.json());
}

async function holdAlertButton(page: Page) {
  const button = page.locator('button[aria-describedby="alert-button-hint"]');
  const box = await button.boundingBox();
  if (!box) throw new Error('alert button not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(3300);
  await page.mouse.up();
}

interface CaseResult {
  kbps: number;
  seconds: number;
  recorded: number;
  audio: number;
  video: number;
  /** The back camera's picture (two-camera runs; null with one camera). */
  backVideo: number | null;
  lagP50: number;
  lagP95: number;
  fullCompleteSeconds: number | null;
}

async function runCase(
  browser: Browser,
  origin: string,
  kbps: number,
  seconds: number,
  waitForFull: boolean,
): Promise<CaseResult> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['camera', 'microphone', 'geolocation'],
    geolocation: { latitude: 34.1808, longitude: -118.309, accuracy: 10 },
    // DevTools throttling covers the page's own requests; a service worker's would escape it.
    serviceWorkers: 'block',
  });
  // Runs in the page (typed loosely: the bench compiles without the DOM library).
  await context.addInitScript(() => {
    const page = globalThis as unknown as {
      benchStarts: number[];
      MediaRecorder: { prototype: { start: (this: unknown, ...args: unknown[]) => void } };
    };
    page.benchStarts = [];
    // Chromium's generated cameras face nowhere: the second one stands in for the back camera
    // the recorder asks for by facingMode.
    const devices = (globalThis as unknown as { navigator: { mediaDevices?: MediaDevicesLike } })
      .navigator.mediaDevices;
    type MediaDevicesLike = {
      getUserMedia: (constraints: { video?: unknown; audio?: unknown }) => Promise<unknown>;
      enumerateDevices: () => Promise<{ kind: string; deviceId: string }[]>;
    };
    if (devices) {
      const open = devices.getUserMedia.bind(devices);
      devices.getUserMedia = async (constraints) => {
        const video = constraints.video as { facingMode?: { exact?: string } } | undefined;
        if (video?.facingMode?.exact !== 'environment') return open(constraints);
        const cameras = (await devices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
        const back = cameras[1];
        if (back === undefined) return open(constraints);
        return open({ ...constraints, video: { deviceId: { exact: back.deviceId } } });
      };
    }
    const start = page.MediaRecorder.prototype.start;
    page.MediaRecorder.prototype.start = function (this: unknown, ...args: unknown[]) {
      page.benchStarts.push(Date.now());
      return start.apply(this, args);
    };
  });
  const page = await context.newPage();
  await page.goto(origin);
  await page.locator('button[aria-describedby="alert-button-hint"]').waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: (20_000 * 1000) / 8,
    uploadThroughput: (kbps * 1000) / 8,
  });
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

  await holdAlertButton(page);
  const startedAt = await page
    .waitForFunction(() => (globalThis as unknown as { benchStarts: number[] }).benchStarts[0])
    .then((handle) => handle.jsonValue() as Promise<number>);
  const lags: number[] = [];
  while (Date.now() - startedAt < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [front] = (await listRecordings(origin, cookie)).sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    );
    if (front) lags.push((Date.now() - startedAt) / 1000 - securedSeconds(front));
  }
  const recorded = (Date.now() - startedAt) / 1000;
  let fullCompleteSeconds: number | null = null;
  if (waitForFull) {
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    const stoppedAt = Date.now();
    for (;;) {
      const all = await listRecordings(origin, cookie);
      if (all.length > 0 && all.every((r) => r.receipt !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    fullCompleteSeconds = (Date.now() - stoppedAt) / 1000 + recorded;
  }
  // The phone is taken: everything still in flight dies with it.
  await context.close();
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const recordings = await listRecordings(origin, cookie);
  // The front camera's recording carries the audio; the oldest one of the take is the front.
  const [front, back] = [...recordings].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const playableOf = async (recording: RecordingDetails) => {
    const response = await fetch(`${origin}${playableUrl(recording)}`, { headers: { cookie } });
    const file = join(mkdtempSync(join(tmpdir(), 'redzone-survival-')), 'footage');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return playableSeconds(file);
  };
  const playable = front ? await playableOf(front) : { audio: 0, video: 0 };
  if (CAMERAS === '2' && back === undefined) throw new Error('two cameras, but one recording');
  const backVideo = CAMERAS === '2' && back ? (await playableOf(back)).video : null;
  return {
    kbps,
    seconds,
    recorded,
    audio: playable.audio,
    video: playable.video,
    backVideo,
    lagP50: percentile(lags, 50),
    lagP95: percentile(lags, 95),
    fullCompleteSeconds,
  };
}

if (
  !existsSync(join(root, 'apps/web/dist/index.html')) ||
  !existsSync(join(root, 'apps/server/dist/main.js'))
) {
  console.log('evidence-survival: building the app first (npm run build)');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    process.exit(1);
  }
}

const media = fakeCaptureFiles();
const port = await freePort();
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'redzone-survival-data-')),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    ...(CAMERAS === '1'
      ? ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${media.video}`]
      : [`--use-fake-device-for-media-stream=device-count=${CAMERAS === '2' ? 2 : 1}`]),
    `--use-file-for-fake-audio-capture=${media.audio}`,
  ],
});

const results: CaseResult[] = [];
try {
  await waitForHealth(origin);
  for (const seconds of DURATIONS_S) {
    for (const kbps of RATES_KBPS) {
      const result = await runCase(browser, origin, kbps, seconds, false);
      results.push(result);
      console.log(JSON.stringify(result));
    }
  }
  if (process.env.BENCH_SURVIVAL_FULL === '1') {
    for (const kbps of [5000]) {
      const result = await runCase(browser, origin, kbps, 30, true);
      results.push(result);
      console.log(JSON.stringify(result));
    }
  }
} finally {
  await browser.close();
  server.kill();
}

const pct = (part: number, whole: number) => `${Math.min(100, (100 * part) / whole).toFixed(0)}%`;
const cameras = {
  '1': 'the camera file',
  '1p': 'one generated camera',
  '2': 'two generated cameras',
};
console.log(`\n${cameras[CAMERAS as keyof typeof cameras]}`);
console.log(
  '| uplink | recorded | audio playable | video playable | back camera video | secured lag p50 / p95 | full layer done |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  const back =
    r.backVideo === null ? '-' : `${r.backVideo.toFixed(1)} s (${pct(r.backVideo, r.recorded)})`;
  console.log(
    `| ${r.kbps} kbps | ${r.recorded.toFixed(1)} s | ${r.audio.toFixed(1)} s (${pct(r.audio, r.recorded)}) | ${r.video.toFixed(1)} s (${pct(r.video, r.recorded)}) | ${back} | ${r.lagP50.toFixed(1)} / ${r.lagP95.toFixed(1)} s | ${r.fullCompleteSeconds === null ? '-' : `${r.fullCompleteSeconds.toFixed(0)} s`} |`,
  );
}
