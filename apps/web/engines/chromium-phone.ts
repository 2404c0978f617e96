import puppeteer from 'puppeteer-core';
import type { Phone, PhoneOptions } from './phone';
import { puppeteerPhone } from './puppeteer-phone';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A person in Chromium (Debian's, as Playwright's suite uses), over the DevTools protocol: the
 * same journey as the other engines, for the support table's third column. Chromium's fake
 * camera and microphone; `place` as its geolocation, granted.
 */
export async function openChromiumPhone({ baseUrl, place }: PhoneOptions): Promise<Phone> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    defaultViewport: { width: 390, height: 844, hasTouch: true },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  await browser
    .defaultBrowserContext()
    .overridePermissions(baseUrl, ['geolocation', 'camera', 'microphone', 'notifications']);
  const page = await browser.newPage();
  await page.setGeolocation({ ...place, accuracy: 10 });
  return puppeteerPhone('chromium', baseUrl, browser, page);
}
