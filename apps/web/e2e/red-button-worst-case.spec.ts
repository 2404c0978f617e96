import {
  ALERT_FALLBACK_LOCATION,
  AlertListSchema,
  SmsOutboxSchema,
  STORAGE_KEYS,
} from '@redzone/contract';
import { expect, test } from './test';
import {
  closeRecorder,
  readCodeFromOutbox,
  uniquePhone,
  verifyPhoneThroughUi,
  expectToast,
} from './helpers';
import {
  confirmedContact,
  countStoredChunks,
  expectRecorderLiveSoon,
  holdToAlert,
  isCameraLive,
  phoneWithCamera,
} from './red-button-phone';

/**
 * The red button in the worst case. Each test fails on the code before it: the camera waited for
 * the server, a newcomer got no recording, a stand-in place was broadcast
 * (recording-indicator.spec.ts holds what Home says while recording).
 */

/** Places no other spec uses, so no other journey's urgent modal covers these screens. */
const PORTLAND = { latitude: 45.5152, longitude: -122.6784 };
const SALT_LAKE = { latitude: 40.7608, longitude: -111.891 };
const NASHVILLE = { latitude: 36.1627, longitude: -86.7816 };
const OMAHA = { latitude: 41.2565, longitude: -95.9345 };
const WICHITA = { latitude: 37.6872, longitude: -97.3301 };
test('a first-time user who never verified records at once; verifying on the spot sends the alert and the take goes on', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await phoneWithCamera(browser, PORTLAND);
  const stored = countStoredChunks(page);
  // The phone is known not to be verified: no alert is sent only to be refused.
  const alertPosts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/alerts') && r.method() === 'POST') alertPosts.push(r.url());
  });
  const session = page.waitForResponse((r) => r.url().endsWith('/api/session'));
  await page.goto('/');
  await session;
  const releasedAt = await holdToAlert(page);
  await expectRecorderLiveSoon(page, releasedAt);

  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible();
  await expect(
    recorder.getByText('Recording. Not alerting anyone yet: verify your phone.'),
  ).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText('Alerting people nearby…')).toHaveCount(0);
  // Footage leaves the phone with no verified phone at all.
  await expect.poll(stored, { timeout: 45_000 }).toBeGreaterThan(2);
  await expect(page.getByText('Phone verification required', { exact: false })).toHaveCount(0);

  expect(alertPosts).toEqual([]);
  await recorder.getByRole('button', { name: 'Verify now' }).click();
  await expect(recorder).toBeHidden();
  await expect(page.getByRole('button', { name: /^Recording\. Open the recorder/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toBeVisible();

  // One-tap verification right there: the recording keeps going, the alert follows.
  const phone = uniquePhone();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('Verification code').fill(await readCodeFromOutbox(page, phone));
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST' && r.ok(),
  );
  const before = stored();
  await page.getByRole('button', { name: 'Verify Code' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByText('Alert sent.', { exact: false }).first()).toBeVisible();
  expect(await isCameraLive(page)).toBe(true);
  await expect.poll(stored, { timeout: 10_000 }).toBeGreaterThan(before);
  await page.screenshot({ path: test.info().outputPath('newcomer-verified-390x844.png') });

  await page.getByRole('button', { name: 'End Emergency' }).click();
  await expectToast(page, 'Emergency Alert Ended');
  await context.close();
});

test('at 8 s of latency the camera does not wait for the server', async ({ browser }) => {
  const { context, page } = await phoneWithCamera(browser, SALT_LAKE);
  await verifyPhoneThroughUi(page);
  await context.route('**/api/alerts', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 8_000));
    await route.continue();
  });
  let answered = false;
  page.on('response', (r) => {
    if (r.url().endsWith('/api/alerts') && r.request().method() === 'POST') answered = true;
  });
  await page.goto('/');
  const releasedAt = await holdToAlert(page);
  await expectRecorderLiveSoon(page, releasedAt);
  expect(answered).toBe(false);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(recorder.getByRole('timer')).toBeVisible();
  await expect(recorder.getByText('Alerting people nearby…')).toBeVisible();
  await expect(recorder.getByText(/^Alert sent\./)).toBeVisible({ timeout: 15_000 });
  await closeRecorder(page);
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await context.close();
});

test('over the alert limit the recording goes on, and the refusal says why with Call 911 and Text contacts', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await phoneWithCamera(browser, NASHVILLE);
  await verifyPhoneThroughUi(page);
  await page.evaluate((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        oliveBranchFriends: [{ name: 'Ana', phone: '+16155550142', relationship: 'Family' }],
      }),
    );
  }, STORAGE_KEYS.profile);
  // Three alerts already sent and ended: the fourth is over 3 in 10 minutes.
  for (let i = 0; i < 3; i += 1) {
    const sent = await page.request.post('/api/alerts', {
      data: { ...NASHVILLE, location: 'Broadway, Nashville', description: 'Earlier' },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    await page.request.post(`/api/alerts/${id}/end`);
  }
  const stored = countStoredChunks(page);
  await page.goto('/');
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST',
  );
  const releasedAt = await holdToAlert(page);
  expect((await refused).status()).toBe(429);
  await expectRecorderLiveSoon(page, releasedAt);
  await closeRecorder(page);

  await expect(page.getByText(/^Alert not sent: .*3 alerts/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 911', exact: true })).toHaveAttribute(
    'href',
    'tel:911',
  );
  await expect(page.getByRole('link', { name: 'Text my 1 contact' })).toHaveAttribute(
    'href',
    /^sms:\+16155550142/,
  );
  await expect(page.getByRole('heading', { name: 'Recording Active' })).toBeVisible();
  await expect.poll(stored, { timeout: 45_000 }).toBeGreaterThan(2);
  expect(await isCameraLive(page)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('refused-390x844.png'), fullPage: true });
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await context.close();
});

test('with location refused nothing is broadcast at a made-up place: contacts alone are texted, and a shared location sends the alert there', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await phoneWithCamera(browser, OMAHA, ['camera', 'microphone']);
  await verifyPhoneThroughUi(page);
  const contact = await confirmedContact(page, '402');
  // The same circle on the phone, for its own SMS app (Text my contacts).
  await page.evaluate(
    ([key, phone]) => {
      const friends = [{ name: 'Ana', phone, relationship: 'Family' }];
      localStorage.setItem(key, JSON.stringify({ name: 'Maya', oliveBranchFriends: friends }));
    },
    [STORAGE_KEYS.profile, contact] as const,
  );
  const alertPosts: { latitude: number; longitude: number }[] = [];
  /** Every body sent to the alert routes: none carries the Profile name (decision 066). */
  const alertBodies: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !/\/api\/alerts(\/contacts)?$/.test(r.url())) return;
    alertBodies.push(r.postDataJSON() as Record<string, unknown>);
    if (r.url().endsWith('/api/alerts')) {
      alertPosts.push(r.postDataJSON() as { latitude: number; longitude: number });
    }
  });
  const texts = async () => {
    const response = await page.request.get(
      `/api/dev/sms-outbox?phone=${encodeURIComponent(contact)}`,
    );
    return SmsOutboxSchema.parse(await response.json()).map((m) => m.body);
  };

  await page.goto('/');
  const releasedAt = await holdToAlert(page);
  await expectRecorderLiveSoon(page, releasedAt);
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(
    recorder.getByText('Recording. Location unknown: nearby observers were not alerted.'),
  ).toBeVisible();
  await recorder.getByRole('button', { name: 'Options' }).click();

  // Asked, and told the truth: contacts alone were texted, by name, with no place.
  await expect(page.getByRole('button', { name: 'Share my location' })).toBeVisible();
  await expect(page.getByText('Only your trusted contacts were alerted: 1 texted.')).toBeVisible();
  await expect
    .poll(async () => (await texts())[0])
    .toBe(
      'RED ZONE ALERT: someone who listed you as a trusted contact in Red Zone needs help. Their phone could not share where they are yet.',
    );
  expect(alertPosts).toEqual([]);

  await page
    .getByLabel('Or type where you are, for the text your phone sends your contacts')
    .fill('Dodge St & 16th');
  await page.getByRole('button', { name: 'Put it in my text' }).click();
  // Words typed by a person never go out under Red Zone's name, and the screen
  // says so: the phone's own SMS app carries them (decision 066); the server texts nobody again.
  await expect(
    page.getByText(/^Added to your own text below: send it from your phone\./),
  ).toBeVisible();
  const textLink = page.getByRole('link', { name: 'Text my 1 contact' });
  await expect(textLink).toHaveAttribute('href', /Dodge%20St%20%26%2016th/);
  expect((await texts()).filter((body) => body.includes('needs help'))).toHaveLength(1);
  expect((await texts()).join('\n')).not.toContain('Dodge St');
  expect(alertPosts).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath('no-location-390x844.png'),
    fullPage: true,
  });

  // Location allowed now: the alert goes out at the real position, never the stand-in.
  await context.grantPermissions(['geolocation']);
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Share my location' }).click();
  expect((await posted).status()).toBe(201);
  expect(alertPosts).toEqual([
    expect.objectContaining({ latitude: OMAHA.latitude, longitude: OMAHA.longitude }),
  ]);
  // Lists are of a position: nothing stands at the built-in stand-in.
  const fallback = `latitude=${ALERT_FALLBACK_LOCATION.latitude}&longitude=${ALERT_FALLBACK_LOCATION.longitude}`;
  const list = AlertListSchema.parse(
    await (await page.request.get(`/api/alerts?${fallback}`)).json(),
  );
  expect(
    list.filter(
      (a) =>
        a.latitude === ALERT_FALLBACK_LOCATION.latitude &&
        a.longitude === ALERT_FALLBACK_LOCATION.longitude,
    ),
  ).toEqual([]);
  // Profile's name (Maya) is said to stay on the phone: no request carries it, nor the typed place.
  expect(alertBodies.length).toBeGreaterThanOrEqual(2);
  for (const body of alertBodies) {
    expect(body).not.toHaveProperty('senderName');
    expect(body).not.toHaveProperty('place');
  }
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await context.close();
});

test('with nobody nearby and one trusted contact, the sender reads exactly whom the alert reached, and Observers nearby leaves Searching', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await phoneWithCamera(browser, WICHITA);
  await verifyPhoneThroughUi(page);
  await confirmedContact(page, '316');
  // The answer is held until the panel has been seen searching before it knows (it once
  // stayed "Searching…" for good). A gate, not a delay: a loaded machine can take longer than
  // any fixed hold to close the recorder.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/alerts', async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  await page.goto('/');
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST',
  );
  await holdToAlert(page);
  await closeRecorder(page);
  const panel = page.getByRole('region', { name: /Recording Active|Emergency Active/ });
  const observers = panel.locator('dd[aria-live="polite"]');
  await expect(observers).toHaveText('Searching...');
  release();
  expect((await posted).status()).toBe(201);

  // The sentence the code builds from the server's reach, word for word.
  await expect(panel.getByRole('status').filter({ hasText: /^Alert sent\./ })).toHaveText(
    'Alert sent. No observers nearby right now. Your 1 trusted contact was texted.',
  );
  await expect(observers).toHaveText('none right now');
  await page.waitForTimeout(2_000);
  await expect(observers).toHaveText('none right now');
  await page.screenshot({ path: test.info().outputPath('reach-390x844.png'), fullPage: true });
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await context.close();
});

test('a position at a built-in stand-in is refused by the server, and the screen asks for a real one', async ({
  browser,
}) => {
  const { context, page } = await phoneWithCamera(browser, {
    latitude: ALERT_FALLBACK_LOCATION.latitude,
    longitude: ALERT_FALLBACK_LOCATION.longitude,
  });
  await verifyPhoneThroughUi(page);
  await page.goto('/');
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST',
  );
  await holdToAlert(page);
  const refused = await posted;
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'location_unknown' });
  // Said as no position, never as sent (decision 066); the recording goes on.
  const recorder = page.getByRole('dialog', { name: 'Emergency Recorder' });
  await expect(
    recorder.getByText('Recording. Location unknown: nearby observers were not alerted.'),
  ).toBeVisible();
  await closeRecorder(page);
  await expect(page.getByRole('button', { name: 'Share my location' })).toBeVisible();
  await expect(page.getByText(/^Alert sent\./)).toHaveCount(0);
  await page.getByRole('button', { name: 'End Emergency' }).click();
  await context.close();
});
