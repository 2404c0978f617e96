import { type ChildProcess, spawn } from 'node:child_process';
import { remote } from 'webdriverio';
import { freePort } from '../e2e/server-as-user';
import type { Phone, PhoneOptions } from './phone';

const PAGE_QUIET_MAX_MS = 30_000;
const PAGE_QUIET_ANSWERS = 3;
const PAGE_QUIET_GAP_MS = 500;
const QUICK_ANSWER_MS = 300;

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Ends the driver, its X server and its browser: they share the process group it leads. */
function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * A person in WebKit: Debian's MiniBrowser driven by WebKitWebDriver, each under its own virtual
 * display (WebKitWebDriver holds one session at a time), with WebKit's mock cameras and
 * microphone. Position cannot be set from outside here; see `pretendToBeAt` in page-queries.ts.
 */
export async function openWebKitPhone({ baseUrl, userAgent }: PhoneOptions): Promise<Phone> {
  const port = await freePort();
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', DRIVER, `--port=${port}`],
    { detached: true, stdio: 'ignore' },
  );
  await waitForDriver(port, driver);
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    // Once in a CI run a script request got no answer at all from WebKitWebDriver (its own 30 s
    // script timeout never fired) and the client waited its default 120 s, the whole step. A
    // request unanswered in 40 s is sent again once, inside the step's time; the checks it runs
    // only read the page.
    connectionRetryTimeout: 40_000,
    connectionRetryCount: 1,
    capabilities: {
      // WebKitWebDriver 2.50 refuses `webSocketUrl` (no BiDi): classic WebDriver only.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        args: [
          '--automation',
          '--enable-mock-capture-devices=true',
          ...(userAgent ? [`--user-agent=${userAgent}`] : []),
        ],
      },
    } as WebdriverIO.Capabilities,
  }).catch((error: unknown) => {
    stopGroup(driver);
    throw error;
  });
  await browser.setWindowSize(390, 844);
  // WebKitWebDriver waits 300 s for a page by default: a stuck load should fail its step instead.
  await browser.setTimeout({ pageLoad: 30_000, script: 30_000 });
  const url = (path: string) => new URL(path, baseUrl).toString();
  /**
   * Waits until the page's main thread runs a script. WebKitGTK's MediaRecorder.stop() blocks it
   * about 2.2 s for each camera recorder that made nothing (Debian's GStreamer lacks the
   * elements), 9 s for a take's four; a Navigate To sent meanwhile was never answered, where a
   * script is answered once the page is free again.
   */
  /**
   * Waits until the page's main thread has been free for a while, not only between two blocks:
   * as a take ends WebKitGTK blocks it about 2.2 s per camera recorder that made nothing, the
   * layers' stops can follow one another, and a navigation sent during a block is never answered
   * (the session then hangs for good: CI run 2 of 2026-11-29). Three quick answers half a second
   * apart, at most 30 s.
   */
  const pageAnswers = async () => {
    const until = Date.now() + PAGE_QUIET_MAX_MS;
    let quick = 0;
    while (quick < PAGE_QUIET_ANSWERS && Date.now() < until) {
      const asked = Date.now();
      await browser.execute('return true;').catch(() => undefined);
      quick = Date.now() - asked < QUICK_ANSWER_MS ? quick + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, PAGE_QUIET_GAP_MS));
    }
  };

  return {
    engine: 'webkit',
    baseUrl,
    goto: async (path) => {
      await pageAnswers();
      await browser.url(url(path));
    },
    reload: async () => {
      await pageAnswers();
      await browser.refresh();
    },
    run: <T>(body: string, ...args: unknown[]) =>
      browser.execute(
        `return (async (args) => { ${body} })(Array.from(arguments));`,
        ...args,
      ) as Promise<T>,
    click: async (selector) => {
      try {
        // WebDriver scrolls an element only to the bottom edge, under the fixed bottom navigation;
        // a person scrolls it to where it can be seen.
        await browser.execute(
          `document.querySelector(arguments[0]).scrollIntoView({ block: 'center' });`,
          selector,
        );
        await browser.$(selector).click();
      } catch (error) {
        // Says what covered it: WebDriver only says the click was intercepted.
        const cover = await browser.execute(
          `const box = document.querySelector(arguments[0]).getBoundingClientRect();
           const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
           return top ? top.outerHTML.slice(0, 300) : 'nothing';`,
          selector,
        );
        throw new Error(`${(error as Error).message}; on top of it: ${String(cover)}`);
      }
    },
    // Element Send Keys: WebKitWebDriver types it whole. Key actions (`browser.keys`) lost
    // repeated characters and spaces in WebKitGTK 2.50.
    type: async (selector, text) => {
      await browser.$(selector).addValue(text);
    },
    hold: async (selector, ms, pointer) => {
      const element = await browser.$(selector).getElement();
      await browser
        .action('pointer', { parameters: { pointerType: pointer } })
        .move({ origin: element })
        .down()
        .pause(ms)
        .up()
        .perform();
    },
    close: async () => {
      await browser.deleteSession().catch(() => undefined);
      stopGroup(driver);
    },
  };
}
