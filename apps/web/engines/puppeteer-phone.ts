import type { Browser, Page } from 'puppeteer-core';
import type { EngineName, Phone } from './phone';

/** A Phone over Puppeteer's page: Firefox through WebDriver BiDi, Chromium through CDP. */
export function puppeteerPhone(
  engine: EngineName,
  baseUrl: string,
  browser: Browser,
  page: Page,
): Phone {
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
    engine,
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
