import { defineConfig } from 'vitest/config';

// The journey in WebKit, Firefox and Chromium through WebDriver (decision 050), each file against
// its own server; `npm run build` first. Two engines at a time: each waits on its browser and
// server more than it computes (WebKit's 70 s beside Firefox and Chromium's 95 s, where one at a
// time took 155 s), and the journey's timings are taken in the page, not by the driver's polling.
export default defineConfig({
  test: {
    name: 'engines',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    // CI tries a failed test once more and reports it as flaky (.ci/run sets REDZONE_CI); a
    // developer's run never does. A flaky report is fixed the day it is seen (decision 084).
    retry: process.env.REDZONE_CI === '1' ? 1 : 0,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
