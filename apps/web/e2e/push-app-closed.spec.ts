import { AlertSchema, ALERT_PHRASE } from '@redzone/contract';
import { alertPushMessage } from '../../server/src/features/push/alert-push-message';
import { phoneAt, verifyPhoneThroughUi } from './helpers';
import { expect, test } from './test';

const PLACE = { latitude: 40.7411, longitude: -73.9897 };

/**
 * Issue 27: an observer reached while the app is closed. The server's side (it pushes to every
 * subscription whose watch zone or position the alert covers) is shown against a stand-in push
 * service in watch-zones.test.ts and alert-push.test.ts; no push service is reachable from here,
 * so this delivers the server's own message for a real alert to the installed service worker the
 * way Chromium's push service would (DevTools' ServiceWorker.deliverPushMessage), with no page of
 * the app open, and checks the person is shown the alert.
 */
test('with no page of the app open, an alert push is shown as a notification naming the place', async ({
  browser,
  baseURL,
}) => {
  // The sender, verified, alerts at a real place.
  const sender = await phoneAt(browser, PLACE);
  const senderPage = await sender.newPage();
  await verifyPhoneThroughUi(senderPage);
  const posted = await senderPage.request.post('/api/alerts', {
    data: {
      latitude: PLACE.latitude,
      longitude: PLACE.longitude,
      location: 'Broadway and W 23rd St, New York',
      description: 'Stop on the corner, two officers',
    },
  });
  expect(posted.status()).toBe(201);
  const alert = AlertSchema.parse(await posted.json());

  // The observer once opened the app (its worker is installed), allowed notifications, and
  // closed it: only a blank tab of another origin stays, to speak to the browser.
  const observer = await phoneAt(browser, PLACE, { permissions: ['geolocation', 'notifications'] });
  const app = await observer.newPage();
  await app.goto('/');
  await app.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const blank = await observer.newPage();
  await app.close();
  const devtools = await observer.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL ?? '') && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: await registrationId,
    data: JSON.stringify(alertPushMessage(alert)),
  });

  // Opened again later, the app's worker holds the notification it showed meanwhile.
  const reopened = await observer.newPage();
  await reopened.goto('/alerts');
  await expect
    .poll(() =>
      reopened.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
        }));
      }),
    )
    .toContainEqual(
      expect.objectContaining({
        title: ALERT_PHRASE,
        body: expect.stringContaining(alert.location),
        tag: alert.id,
      }),
    );
  await sender.close();
  await observer.close();
});
