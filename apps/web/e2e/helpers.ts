import AxeBuilder from '@axe-core/playwright';
import { SmsOutboxSchema } from '@redzone/contract';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * A phone-sized browser standing at `position`, location already granted (to GPS accuracy).
 * `options` adds to or overrides that, e.g. more permissions or blocked service workers.
 */
export function phoneAt(
  browser: Browser,
  position: { latitude: number; longitude: number },
  options: BrowserContextOptions = {},
) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: { ...position, accuracy: 10 },
    permissions: ['geolocation'],
    ...options,
  });
}

let counter = 0;

/** A valid US number unique to this run, as a person would type it. */
export function uniquePhone(): string {
  counter += 1;
  const line = String((Date.now() + counter * 37) % 10_000).padStart(4, '0');
  const exchange = 200 + ((Date.now() / 10_000 + counter * 13) % 700);
  return `(213) ${Math.floor(exchange)}-${line}`;
}

/** Reads the newest code the console SMS provider "sent" to this number (dev outbox). */
export async function readCodeFromOutbox(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
      );
      const messages = SmsOutboxSchema.parse(await response.json());
      code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Verifies this page's session through the /verify-phone screen, as a person would. */
export async function verifyPhoneThroughUi(page: Page, phone = uniquePhone()): Promise<string> {
  await page.goto('/verify-phone');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(
    page.getByText('SMS sent successfully! Check your phone for the verification code.'),
  ).toBeVisible();
  const code = await readCodeFromOutbox(page, phone);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Phone Verified!')).toBeVisible();
  return phone;
}

/** The same through the Spanish screen, for a browser whose language is Spanish. */
export async function verifyPhoneThroughSpanishUi(
  page: Page,
  phone = uniquePhone(),
): Promise<string> {
  await page.goto('/verify-phone');
  await page.getByLabel('Número de teléfono').fill(phone);
  await page.getByRole('button', { name: 'Enviar código de verificación' }).click();
  await expect(page.getByText('¡SMS enviado!', { exact: false })).toBeVisible();
  await page.getByLabel('Código de verificación').fill(await readCodeFromOutbox(page, phone));
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page.getByText('¡Teléfono verificado!')).toBeVisible();
  return phone;
}

/**
 * Holds the Red Zone Alert button for `ms` with the mouse. Found by its hint, since its
 * accessible name changes to the countdown while held.
 */
export async function holdAlertButton(page: Page, ms: number): Promise<void> {
  const button = page.locator('button[aria-describedby="alert-button-hint"]');
  const box = await button.boundingBox();
  if (!box) throw new Error('alert button not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

/**
 * The recorder opens full screen once an alert is on (P1 §4) and covers the page. Hiding it keeps
 * a take going: while one runs its button is "Hide recorder", otherwise "Close
 * recorder". `closeName` matches either in the page's language.
 */
export async function closeRecorder(
  page: Page,
  {
    dialogName = 'Emergency Recorder',
    closeName = /^(Hide recorder|Close recorder)/ as string | RegExp,
  } = {},
): Promise<void> {
  const recorder = page.getByRole('dialog', { name: dialogName });
  await recorder.getByRole('button', { name: closeName }).click();
  await expect(recorder).toBeHidden();
}

/** Sets the stop PIN, and a duress PIN when given, in Profile; waits until they are saved. */
export async function setPinsInProfile(
  page: Page,
  { stop, duress }: { stop: string; duress?: string },
): Promise<void> {
  await page.goto('/profile');
  const pins = page.getByRole('region', { name: 'Stop and duress PINs' });
  await pins.getByLabel('Stop PIN (4 to 8 digits)').fill(stop);
  if (duress !== undefined) await pins.getByLabel('Duress PIN (optional, different)').fill(duress);
  await pins.getByRole('button', { name: 'Save PINs' }).click();
  // Saved once the server has them, a moment after the tap; a duress PIN is never shown as set.
  // Both PINs are hashed before they go, a few seconds on a loaded machine.
  await expect(pins.getByText('A stop PIN is set.')).toBeVisible({ timeout: 15_000 });
}

/**
 * The toaster's log of recent messages, where a toast's words stay after it closes: a test reads
 * a toast there instead of racing its few seconds on screen (a loaded machine misses them). Found
 * also while a modal dialog hides the rest of the page from the accessibility tree: whether the
 * dialog's hiding had reached the log yet depended on timing (a chance failure in CI).
 */
export function toastLog(page: Page, name = 'Recent messages') {
  return page.getByRole('log', { name, includeHidden: true });
}

/** A toast with these words was shown (it may have closed since). */
export async function expectToast(page: Page, text: string, options: { name?: string } = {}) {
  await expect(toastLog(page, options.name)).toContainText(text, { timeout: 15_000 });
}

/**
 * The page's main text once it has settled: nothing says Loading and the words have not changed
 * for a second. Network quiet is no signal here: the live stream stays open on every page.
 */
export async function settledMainText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await main.waitFor();
  const loading = page.getByRole('status').filter({ hasText: /^Loading/ });
  let last = '';
  let unchangedSince = Date.now();
  await expect
    .poll(
      async () => {
        const text = await main.innerText();
        if (text !== last) {
          last = text;
          unchangedSince = Date.now();
        }
        return (await loading.count()) === 0 && Date.now() - unchangedSince >= 1_000;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  return last;
}

/** A verified person holds the button on Home until the alert is sent, then hides the recorder. */
export async function sendAlertFromHome(page: Page): Promise<void> {
  await page.goto('/');
  await holdAlertButton(page, 3300);
  await expectToast(page, 'Red Zone Alert Sent');
  await closeRecorder(page);
}

/** Fails on serious or critical axe violations, naming them. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/**
 * Headless Chromium has no push service to reach: the browser's subscribe answers with a
 * subscription of the shape a real push service gives, at `endpoint`, so what the app does with
 * it is real. Call before the first page loads.
 */
export async function fakePushService(page: Page, endpoint: string): Promise<void> {
  await page.addInitScript((at: string) => {
    const fake = {
      endpoint: at,
      options: { applicationServerKey: null },
      toJSON: () => ({
        endpoint: at,
        expirationTime: null,
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
      unsubscribe: async () => true,
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async function () {
      subscribed = true;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return subscribed ? (fake as unknown as PushSubscription) : null;
    };
  }, endpoint);
}
