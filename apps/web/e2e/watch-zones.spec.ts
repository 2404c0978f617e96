import { SmsOutboxSchema, WatchZonesSchema } from '@redzone/contract';
import { expect, test } from './test';
import { verifyPhoneThroughUi } from './helpers';

/**
 * A person chooses places to be alerted about with the app closed. Profile keeps them
 * as areas about 1 km across; the exact spot never reaches the server's answer.
 */
const HOME = { latitude: 43.615, longitude: -116.2023 };
test.use({ permissions: ['geolocation'], geolocation: { ...HOME, accuracy: 10 } });

test('a verified person watches where they are now, as an area, and can stop', async ({
  page,
}, testInfo) => {
  await verifyPhoneThroughUi(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Places I watch' });
  await expect(card.getByText('You watch no places yet.')).toBeVisible();
  await card.getByLabel('Name of this place').fill('Home');
  await card.getByRole('button', { name: 'Watch where I am now' }).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Home' })).toContainText(
    'An area about 1 km across',
  );
  const stored = WatchZonesSchema.parse(
    await (await page.request.get('/api/observer/watch-zones')).json(),
  );
  expect(stored.zones).toHaveLength(1);
  expect(stored.zones[0]?.latitude).not.toBe(HOME.latitude);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('watch-zones-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('watch-zones-desktop.png') });

  await card.getByRole('button', { name: 'Stop watching all places' }).click();
  await expect(card.getByText('You watch no places yet.')).toBeVisible();
});

test('one whom no notification reaches asks for a text, and an alert in the place is texted', async ({
  page,
  browser,
}, testInfo) => {
  const phone = await verifyPhoneThroughUi(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Places I watch' });
  await card.getByLabel('Name of this place').fill('Home');
  await card.getByRole('button', { name: 'Watch where I am now' }).click();
  const texts = card.getByRole('checkbox', {
    name: 'Text me when no notification reaches this phone',
  });
  await expect(texts).not.toBeChecked();
  await texts.check();
  // Read where the toast is announced and kept, not raced against the toast's own lifetime.
  const said = page.getByRole('log', { name: 'Recent messages' });
  await expect(
    said.getByText('You will get a text when no notification reaches you'),
  ).toBeVisible();
  await page.reload();
  await expect(texts).toBeChecked();
  await texts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('watch-zones-texts-390.png') });
  await page.getByRole('button', { name: /Cambiar a español/ }).click();
  const casilla = page.getByRole('checkbox', {
    name: 'Enviarme un mensaje de texto cuando ninguna notificación llegue a este teléfono',
  });
  await expect(casilla).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('watch-zones-texts-390-es.png') });
  await page.getByRole('button', { name: /Switch to English/ }).click();

  // Someone a few yards away holds the button; this browser never subscribed to pushes.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await verifyPhoneThroughUi(otherPage);
  const sent = await otherPage.request.post('/api/alerts', {
    data: {
      latitude: HOME.latitude + 0.0003,
      longitude: HOME.longitude,
      location: `${(HOME.latitude + 0.0003).toFixed(4)}, ${HOME.longitude.toFixed(4)}`,
      description: 'Emergency',
    },
  });
  expect(sent.status()).toBe(201);
  await other.close();
  const alertTexts = async () => {
    const response = await page.request.get(
      `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
    );
    return SmsOutboxSchema.parse(await response.json())
      .map((message) => message.body)
      .filter((body) => body.startsWith('RED ZONE ALERT'));
  };
  await expect.poll(alertTexts).toHaveLength(1);
  const [text] = await alertTexts();
  expect(text).toMatch(/^RED ZONE ALERT near Boise, ID 837\d\d: someone may need a witness\./);

  // The page is open here, so the alert reached it live too; the text went all the same, as
  // this browser holds no push subscription (decision 095).
  const urgent = page.getByRole('dialog', { name: 'RED ZONE ALERT' });
  await urgent.getByRole('button', { name: 'Dismiss' }).click();
  await expect(urgent).toHaveCount(0);
  await texts.uncheck();
  await expect(said.getByText('No texts for these places')).toBeVisible();
});
