import { expect, test } from './test';

/**
 * The first seconds on a cheap phone: from navigation until the red button answers a press, no
 * task may hold the main thread long. Chromium slows its CPU down 4 times (Lighthouse's mobile
 * setting, a phone a few years old) and the page records its long tasks itself. On the code
 * before docs/decisions/073 the app's start was one task of 200 to 290 ms and a train of 50 to
 * 180 ms ones (docs/benchmarks.md); these bounds leave room for a busy 2-core machine.
 *
 * Nothing on the way reads `document.cookie` either: each first read is a synchronous trip to the
 * browser's cookie store, which held the start 20 to 60 ms at this speed when a library did it on
 * evaluation (docs/decisions/108). The app's session cookie is httpOnly: the page never needs it.
 */
const CPU_SLOWDOWN = 4;
/** No single task longer than this before the button answers. */
const MAX_TASK_MS = 200;
/** Total Blocking Time's measure over that span: each long task's part over 50 ms, summed. */
const MAX_BLOCKING_MS = 500;
const LONG_TASK_MS = 50;
const BUTTON = 'button[aria-describedby="alert-button-hint"]';

interface FirstLoad {
  tasks: { start: number; duration: number }[];
  answeredAt: number | null;
  /** When the page read `document.cookie`. */
  cookieReads: number[];
}

// A first visit: nothing comes from a service worker's cache.
test.use({ serviceWorkers: 'block' });

test('on a first visit at a phone’s speed, the red button answers a press with no long task on the way', async ({
  page,
}, testInfo) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript((selector) => {
    const record: FirstLoad = { tasks: [], answeredAt: null, cookieReads: [] };
    (window as unknown as { firstLoad: FirstLoad }).firstLoad = record;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      ...cookie,
      get(this: Document) {
        record.cookieReads.push(performance.now());
        return cookie?.get?.call(this) as string;
      },
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        record.tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
    // The press is answered when the button says so (its label while held).
    new MutationObserver(() => {
      if (document.querySelector(selector)?.textContent?.includes('HOLD TO ALERT')) {
        record.answeredAt ??= performance.now();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, BUTTON);

  await page.goto('/', { waitUntil: 'commit' });
  const button = page.locator(BUTTON);
  await button.waitFor();
  const box = await button.boundingBox();
  if (!box) throw new Error('the alert button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForFunction(
    () => (window as unknown as { firstLoad: FirstLoad }).firstLoad.answeredAt !== null,
  );
  await page.mouse.up();

  const { tasks, answeredAt, cookieReads } = await page.evaluate(
    () => (window as unknown as { firstLoad: FirstLoad }).firstLoad,
  );
  const before = tasks.filter((task) => task.start < (answeredAt ?? Infinity));
  const longest = Math.max(0, ...before.map((task) => task.duration));
  const blocking = before.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
  const reading = `answered ${Math.round(answeredAt ?? 0)} ms after navigation; ${before.length} long tasks, longest ${Math.round(longest)} ms, blocking ${Math.round(blocking)} ms`;
  testInfo.annotations.push({ type: 'first load at 4x CPU', description: reading });
  console.log(`first load at ${CPU_SLOWDOWN}x CPU: ${reading}`);
  expect(longest, reading).toBeLessThanOrEqual(MAX_TASK_MS);
  expect(blocking, reading).toBeLessThanOrEqual(MAX_BLOCKING_MS);
  const cookieReadsBefore = cookieReads.filter((at) => at < (answeredAt ?? Infinity));
  expect(cookieReadsBefore, 'document.cookie read before the button answered (ms)').toEqual([]);
});
