import puppeteer from 'puppeteer-core';
import type { Phone, PhoneOptions } from './phone';
import { puppeteerPhone } from './puppeteer-phone';

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
  return puppeteerPhone('firefox', baseUrl, browser, await browser.newPage());
}
