import puppeteer from 'puppeteer-core';
import type { Phone, PhoneOptions } from './phone';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * A person in Firefox ESR: Debian's Firefox, headless, driven over WebDriver BiDi (no geckodriver,
 * decision 050). Its own profile gives it fake camera and microphone, granted permissions, and
 * `place` as its real geolocation answer.
 */
export async function openFirefoxPhone({ baseUrl, place }: PhoneOptions): Promise<Phone> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 390, height: 844, hasTouch: true },
    extraPrefsFirefox: {
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
      'permissions.default.camera': 1,
      'permissions.default.microphone': 1,
      'permissions.default.geo': 1,
      'geo.provider.testing': true,
      'geo.prompt.testing': true,
      'geo.prompt.testing.allow': true,
      'geo.provider.network.url': `data:application/json,${JSON.stringify({
        location: { lat: place.latitude, lng: place.longitude },
        accuracy: 10,
      })}`,
    },
  });
  const page = await browser.newPage();
  const url = (path: string) => new URL(path, baseUrl).toString();
  const centre = async (selector: string) => {
    const element = await page.waitForSelector(selector, { visible: true });
    // WebDriver's element click scrolls the element into view; BiDi's pointer actions do not.
    await element?.scrollIntoView();
    const box = await element?.boundingBox();
    if (!box) throw new Error(`${selector} is not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };

  return {
    engine: 'firefox',
    baseUrl,
    goto: (path) => page.goto(url(path)).then(() => undefined),
    reload: () => page.reload().then(() => undefined),
    run: <T>(body: string, ...args: unknown[]) =>
      page.evaluate(`(async (args) => { ${body} })(${JSON.stringify(args)})`) as Promise<T>,
    click: async (selector) => {
      const { x, y } = await centre(selector);
      await page.mouse.click(x, y);
    },
    type: async (selector, text) => {
      await page.focus(selector);
      await page.keyboard.type(text);
    },
    hold: async (selector, ms, pointer) => {
      const { x, y } = await centre(selector);
      if (pointer === 'touch') {
        const touch = await page.touchscreen.touchStart(x, y);
        await new Promise((wait) => setTimeout(wait, ms));
        await touch.end();
        return;
      }
      await page.mouse.move(x, y);
      await page.mouse.down();
      await new Promise((wait) => setTimeout(wait, ms));
      await page.mouse.up();
    },
    close: () => browser.close(),
  };
}
