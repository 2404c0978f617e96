// First paint, largest paint and long-task time of one page load in Debian's Chromium with
// throttling applied by the browser itself (Lighthouse's mobile numbers: 150 ms RTT, 1.6 Mbps down,
// 4x CPU slowdown), as a check on Lighthouse's simulation: its model counts every high-priority
// script request as render-blocking, modulepreloads included, which a browser does not.
// Usage, against a running production server (npm start):
//   node bench/lighthouse/applied-throttling.mjs http://127.0.0.1:3000/ [runs=3]
/* global window */
import { chromium } from 'playwright-core';

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
if (!url) throw new Error('usage: applied-throttling.mjs <url> [runs]');
const SETTLE_MS = 8000;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
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
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__vitals = { lcp: 0, blocking: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.duration > 50) window.__vitals.blocking += entry.duration - 50;
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { fcp, lcp, blocking } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ...window.__vitals,
    }));
    console.log(
      `${url} run ${run}: FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms, long tasks over 50 ms (all, from navigation) ${Math.round(blocking)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
