import { CONTACT_CONSENT_PATH, SmsOutboxSchema } from '@redzone/contract';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import {
  closeRecorder,
  holdAlertButton,
  phoneAt,
  verifyPhoneThroughUi,
  expectToast,
} from './helpers';

/** A place no other spec uses. */
const SPOKANE = { latitude: 47.6588, longitude: -117.426 };

async function textsTo(page: Page, phone: string): Promise<string[]> {
  const response = await page.request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  return SmsOutboxSchema.parse(await response.json()).map((m) => m.body);
}

/**
 * A trusted contact watches the alert live from the link in their SMS: no account, no
 * position asked for, the evidence footage as it arrives.
 */
test('a trusted contact follows the alert from their SMS link: the place, the state and the footage, without being asked where they are', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await phoneAt(browser, SPOKANE, {
    permissions: ['geolocation', 'camera', 'microphone'],
  });
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  const contact = `+1509555${String(Date.now() % 10_000).padStart(4, '0')}`;
  const saved = await page.request.put('/api/trusted-contacts', {
    data: { contacts: [{ name: 'Ana', phone: contact, relationship: 'Family' }] },
  });
  expect(saved.status()).toBe(200);
  const consent = new RegExp(`${CONTACT_CONSENT_PATH}#([A-Za-z0-9_-]+)`).exec(
    (await textsTo(page, contact))[0] ?? '',
  )?.[1];
  await page.request.post(`/api/contact-consents/${consent}`, { data: { accept: true } });

  await page.goto('/');
  await holdAlertButton(page, 3300);
  await expectToast(page, 'Red Zone Alert Sent');
  let link = '';
  await expect
    .poll(async () => {
      link = /Watch live: (\S+)/.exec((await textsTo(page, contact)).join('\n'))?.[1] ?? '';
      return link;
    })
    .toMatch(/\/watch#/);

  // The contact: another phone, no session of theirs, no location granted; it must not be asked.
  const contactContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await contactContext.addInitScript(() => {
    const w = window as unknown as { e2eAskedWhere: number };
    w.e2eAskedWhere = 0;
    const geo = navigator.geolocation;
    geo.getCurrentPosition = () => {
      w.e2eAskedWhere += 1;
    };
    geo.watchPosition = () => {
      w.e2eAskedWhere += 1;
      return 0;
    };
  });
  const watcher = await contactContext.newPage();
  const url = new URL(link);
  await watcher.goto(`${url.pathname}${url.hash}`);
  await expect(watcher.getByText('ALERT ON: they need help now')).toBeVisible();
  await expect(
    watcher.getByText(`${SPOKANE.latitude.toFixed(5)}, ${SPOKANE.longitude.toFixed(5)}`),
  ).toBeVisible();
  await expect(watcher.getByLabel('Live evidence footage')).toBeVisible({ timeout: 20_000 });
  await expect(watcher.getByText(/Recording: \d+:\d\d on the server so far\./)).toBeVisible();
  await watcher.screenshot({ path: testInfo.outputPath('watch-390.png'), fullPage: true });
  expect(
    await watcher.evaluate(() => (window as unknown as { e2eAskedWhere: number }).e2eAskedWhere),
  ).toBe(0);

  // The person ends it: the page follows, and says how long the link still works.
  await closeRecorder(page);
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expect(watcher.getByText('The alert has ended')).toBeVisible({ timeout: 15_000 });
  await expect(watcher.getByText(/This link works until/)).toBeVisible();

  // A wrong link says so.
  await watcher.goto(`${url.pathname}#${url.hash.slice(1, 37)}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
  await expect(watcher.getByText(/This link is not valid/)).toBeVisible();
  await contactContext.close();
  await context.close();
});
