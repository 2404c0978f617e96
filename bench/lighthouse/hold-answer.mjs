// How long after navigation the red button answers a hold on a cold first visit: a fresh browser
// context (empty cache, no service worker) over a slow link with the CPU slowed down, the way a
// cheap phone on one bar of signal meets the app. The press begins the moment the button is on
// screen; the answer is the button saying HOLD TO ALERT, timed inside the page from navigation.
// Usage, against a running production server (npm start):
//   node bench/lighthouse/hold-answer.mjs http://127.0.0.1:3000/ [runs=3]
// HOLD_LATENCY_MS (400), HOLD_KBPS (400) and HOLD_CPU (4) set the link and the slowdown.
/* global window, document, MutationObserver */
import { chromium } from 'playwright-core';

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
if (!url) throw new Error('usage: hold-answer.mjs <url> [runs]');
const latency = Number(process.env.HOLD_LATENCY_MS ?? 400);
const kbps = Number(process.env.HOLD_KBPS ?? 400);
const cpu = Number(process.env.HOLD_CPU ?? 4);
const BUTTON = 'button[aria-describedby="alert-button-hint"]';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const answers = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: (kbps * 1000) / 8,
      uploadThroughput: (kbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript((selector) => {
      const timing = { shown: null, answered: null };
      window.__holdTiming = timing;
      new MutationObserver(() => {
        const button = document.querySelector(selector);
        if (!button) return;
        timing.shown ??= performance.now();
        if (button.textContent?.includes('HOLD TO ALERT')) timing.answered ??= performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, BUTTON);
    await page.goto(url, { waitUntil: 'commit' });
    const button = page.locator(BUTTON);
    await button.waitFor({ timeout: 60_000 });
    const box = await button.boundingBox();
    if (!box) throw new Error('the button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForFunction(() => window.__holdTiming.answered !== null, null, {
      timeout: 60_000,
    });
    await page.mouse.up();
    const { shown, answered } = await page.evaluate(() => window.__holdTiming);
    answers.push(answered);
    console.log(
      `${url} run ${run}: button on screen ${Math.round(shown)} ms, answered a hold ${Math.round(answered)} ms after navigation`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
const sorted = [...answers].sort((a, b) => a - b);
console.log(
  `median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms (${latency} ms latency, ${kbps} kbps, ${cpu}x CPU)`,
);
