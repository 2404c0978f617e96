import { AlertSchema, RecordingDetailsListSchema, STORAGE_KEYS } from '@redzone/contract';
import { expect, test } from './test';
import { closeRecorder, phoneAt, verifyPhoneThroughUi, expectToast } from './helpers';

/** Away from the other journeys' alerts, so no urgent modal interrupts this one. */
const SEATTLE = { latitude: 47.6062, longitude: -122.3321 };

test('offline, the button still works: SMS to contacts and 911 in one tap, posted when back online', async ({
  browser,
}) => {
  const context = await phoneAt(browser, SEATTLE);
  const page = await context.newPage();
  await verifyPhoneThroughUi(page);
  await page.evaluate((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        oliveBranchFriends: [{ name: 'Ana', phone: '+13105550142', relationship: 'Family' }],
      }),
    );
  }, STORAGE_KEYS.profile);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Red Zone Alert/ })).toBeVisible();

  await context.setOffline(true);
  const button = page.getByRole('button', { name: /Red Zone Alert/ });
  const box = await button.boundingBox();
  if (!box) throw new Error('alert button not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(3300);
  await page.mouse.up();

  // Offline, the recorder still records: on the phone, to be sent later.
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible({ timeout: 10_000 });
  await expect(recorder.getByText(/no connection\..*saved on this phone only/)).toBeVisible();
  await page.waitForTimeout(1000);
  await closeRecorder(page);
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toBeVisible();
  await expect(
    page.getByText('Waiting for a connection: the alert will be sent automatically.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 911', exact: true })).toHaveAttribute(
    'href',
    'tel:911',
  );
  const sms = page.getByRole('link', { name: 'Text my 1 contact' });
  const href = (await sms.getAttribute('href')) ?? '';
  expect(href.startsWith('sms:+13105550142')).toBe(true);
  expect(decodeURIComponent(href)).toContain('47.6062, -122.3321');

  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST',
  );
  await context.setOffline(false);
  const response = await posted;
  expect(response.status()).toBe(201);
  const alert = AlertSchema.parse(await response.json());
  await expectToast(page, 'Red Zone Alert Sent');
  await expect(page.getByRole('link', { name: 'Call 911', exact: true })).toHaveCount(0);
  // The take went on through all of it; ending the emergency seals it.
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toBeVisible();
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expectToast(page, 'Emergency Alert Ended');
  // The footage recorded offline is uploaded, sealed and linked to the alert now on the server.
  await expect
    .poll(
      async () => {
        const list = await page.request.get('/api/recordings');
        const recordings = RecordingDetailsListSchema.parse(await list.json());
        return recordings.some((r) => r.alertId === alert.id && r.receipt !== null);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  await context.close();
});
