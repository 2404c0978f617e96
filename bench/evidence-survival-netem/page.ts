// What the bench does and watches in the phone's page: the red button held, the recorder's start,
// and every chunk upload the page makes (which layer, when, how it ended), so a missed goal can be
// told apart: the link, or the order the layers took it in.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

/** One request of the page's to the API (a chunk upload has its layer and index). */
export interface Upload {
  method: string;
  /** The path with ids replaced by `:id`. */
  path: string;
  layer: string | null;
  index: number | null;
  /** Seconds since the bench started (not the take). */
  start: number;
  end: number | null;
  /** The request's header bytes (a chunk's body is the server's byteCount / chunkCount). */
  headerBytes: number | null;
  /** Milliseconds from the request's start to its answer's first byte (Resource Timing). */
  wait: number | null;
  /** HTTP status, or the network error. */
  outcome: string;
}

/** Each MediaRecorder the page started: its container, and when each chunk came (page clock). */
export interface PageRecorder {
  mimeType: string;
  startedAt: number;
  chunks: [at: number, bytes: number][];
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  uploads: Upload[];
  consoleErrors: string[];
}

const CHUNK_PATH = /\/api\/recordings\/[^/]+\/(?:layers\/(sound|evidence|full)\/)?chunks\/(\d+)$/;
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

export async function openPhone(browser: Browser, t0: number): Promise<Phone> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['camera', 'microphone', 'geolocation'],
    geolocation: { latitude: 34.1808, longitude: -118.309, accuracy: 10 },
    // A real network shapes the service worker's requests too: it stays, as on a phone.
    serviceWorkers: 'allow',
  });
  // Runs in the page (typed loosely: the bench compiles without the DOM library).
  await context.addInitScript(() => {
    type Recorder = {
      mimeType: string;
      addEventListener: (
        type: string,
        listener: (event: { data: { size: number } }) => void,
      ) => void;
    };
    const page = globalThis as unknown as {
      benchRecorders: PageRecorder[];
      MediaRecorder: { prototype: { start: (this: Recorder, ...args: unknown[]) => void } };
    };
    page.benchRecorders = [];
    const start = page.MediaRecorder.prototype.start;
    page.MediaRecorder.prototype.start = function (this: Recorder, ...args: unknown[]) {
      const seen: PageRecorder = { mimeType: this.mimeType, startedAt: Date.now(), chunks: [] };
      page.benchRecorders.push(seen);
      this.addEventListener('dataavailable', (event) => {
        seen.chunks.push([Date.now(), event.data.size]);
      });
      return start.apply(this, args);
    };
  });
  const uploads: Upload[] = [];
  const pending = new Map<Request, Upload>();
  const now = () => (Date.now() - t0) / 1000;
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/')) return;
    const match = CHUNK_PATH.exec(path);
    const upload: Upload = {
      method: request.method(),
      path: path.replace(ID, ':id'),
      layer: match ? (match[1] ?? 'full') : null,
      index: match ? Number(match[2]) : null,
      start: now(),
      end: null,
      headerBytes: null,
      wait: null,
      outcome: 'in flight',
    };
    uploads.push(upload);
    pending.set(request, upload);
  });
  context.on('requestfinished', (request) => {
    const upload = pending.get(request);
    if (!upload) return;
    upload.end = now();
    pending.delete(request);
    void request.response().then((response) => {
      upload.outcome = String(response?.status() ?? 'no answer');
    });
    void request.sizes().then(
      (sizes) => (upload.headerBytes = sizes.requestHeadersSize),
      () => undefined,
    );
    const timing = request.timing();
    if (timing.responseStart >= 0) upload.wait = timing.responseStart - timing.requestStart;
  });
  context.on('requestfailed', (request) => {
    const upload = pending.get(request);
    if (!upload) return;
    upload.end = now();
    upload.outcome = request.failure()?.errorText ?? 'failed';
    pending.delete(request);
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && consoleErrors.length < 50) {
      consoleErrors.push(`${now().toFixed(1)} s ${message.text().slice(0, 200)}`);
    }
  });
  return { context, page, uploads, consoleErrors };
}

/** The recorders the page started so far, read before the page is killed. */
export async function pageRecorders(page: Page): Promise<PageRecorder[]> {
  return page.evaluate(
    () => (globalThis as unknown as { benchRecorders: PageRecorder[] }).benchRecorders,
  );
}

/** Loads the app; says whether the page is a secure context and its service worker took over. */
export async function loadApp(
  page: Page,
  origin: string,
): Promise<{ secure: boolean; serviceWorker: boolean }> {
  await page.goto(origin, { timeout: 60_000 });
  await page.locator('button[aria-describedby="alert-button-hint"]').waitFor({ timeout: 60_000 });
  const secure = await page.evaluate(
    () => (globalThis as { isSecureContext?: boolean }).isSecureContext === true,
  );
  // As on a phone that has opened the app before: its service worker installed and caching done.
  const serviceWorker = await page.evaluate(async () => {
    const container = (
      globalThis as unknown as { navigator: { serviceWorker?: { ready: Promise<unknown> } } }
    ).navigator.serviceWorker;
    if (!container) return false;
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000));
    return Promise.race([container.ready.then(() => true), timeout]);
  });
  return { secure, serviceWorker };
}

export async function holdAlertButton(page: Page): Promise<void> {
  const button = page.locator('button[aria-describedby="alert-button-hint"]');
  const box = await button.boundingBox();
  if (!box) throw new Error('alert button not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(3300);
  await page.mouse.up();
}

/** When the first MediaRecorder started (the page's clock, which is this machine's). */
export async function recordingStartedAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () =>
      (globalThis as unknown as { benchRecorders: PageRecorder[] }).benchRecorders[0]?.startedAt,
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Per layer: chunks answered 2xx, with the median time each took, of it waiting for the answer's
 * first byte, and the median request header size; attempts that failed or got another status.
 */
export function uploadSummary(uploads: Upload[]): string {
  const layers = [...new Set(uploads.flatMap((u) => (u.layer === null ? [] : [u.layer])))];
  return layers
    .map((layer) => {
      const mine = uploads.filter((u) => u.layer === layer && u.method === 'PUT');
      const ok = mine.filter((u) => /^2/.test(u.outcome));
      const failed = mine.filter((u) => !/^2/.test(u.outcome) && u.outcome !== 'in flight');
      const inFlight = mine.length - ok.length - failed.length;
      const took = median(ok.map((u) => (u.end ?? u.start) - u.start));
      const wait = median(ok.flatMap((u) => (u.wait === null ? [] : [u.wait / 1000])));
      const headers = median(ok.flatMap((u) => (u.headerBytes === null ? [] : [u.headerBytes])));
      const reasons = [...new Set(failed.map((u) => u.outcome))].join(', ');
      return (
        `${layer}: ${ok.length} chunks ok (median ${took.toFixed(2)} s each, ` +
        `${wait.toFixed(2)} s to the answer, ${headers} B of headers), ` +
        `${failed.length} failed${reasons ? ` (${reasons})` : ''}, ${inFlight} in flight at the kill`
      );
    })
    .join('; ');
}
