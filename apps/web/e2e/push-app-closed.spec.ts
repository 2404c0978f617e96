import { AlertAcknowledgementsSchema, AlertSchema, ALERT_PHRASE } from '@redzone/contract';
import { alertPushMessage } from '../../server/src/features/push/alert-push-message';
import { phoneAt, verifyPhoneThroughUi } from './helpers';
import { expect, test } from './test';

const PLACE = { latitude: 40.7411, longitude: -73.9897 };

/**
 * An observer reached while the app is closed. The server's side (it pushes to every
 * subscription whose watch zone or position the alert covers) is shown against a stand-in push
 * service in watch-zones.test.ts and alert-push.test.ts; no push service is reachable from here,
 * so this delivers the server's own message for a real alert to the installed service worker the
 * way Chromium's push service would (DevTools' ServiceWorker.deliverPushMessage), with no page of
 * the app open, checks the person is shown the alert, and that a tap on it reaches its sender's
 * count.
 */
test('with no page of the app open, an alert push is shown as a notification naming the place, and a tap on it counts as seen', async ({
  browser,
  baseURL,
}) => {
  // The observer once opened the app (its worker is installed, its position reported), allowed
  // notifications, and closed it: only a blank tab of another origin stays, to speak to the browser.
  const observer = await phoneAt(browser, PLACE, { permissions: ['geolocation', 'notifications'] });
  const app = await observer.newPage();
  const reported = app.waitForResponse(
    (r) => r.url().endsWith('/api/observer/location') && r.request().method() === 'PUT' && r.ok(),
  );
  await app.goto('/');
  await reported;
  await app.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const blank = await observer.newPage();
  await app.close();

  // Then the sender, verified, alerts at a real place.
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
  const seen = async () =>
    AlertAcknowledgementsSchema.parse(
      await (await senderPage.request.get(`/api/alerts/${alert.id}/acknowledgements`)).json(),
    ).notified;
  expect(await seen()).toBe(0);

  const devtools = await observer.newCDPSession(blank);
  const registration = new Promise<{ registrationId: string; scopeURL: string }>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL ?? '') && !r.isDeleted);
      if (ours) resolve(ours);
    });
  });
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: (await registration).registrationId,
    data: JSON.stringify(alertPushMessage(alert, new URL(baseURL ?? '').origin)),
  });

  // The worker, with no page open, shows the notification. The browser stops an idle worker
  // (after 30 s, easily reached on a loaded machine while the sender verifies) and the push
  // starts it again: each look asks the worker running now, never a handle to a stopped one.
  // One that stopped once the notification was up is started again to look, as DevTools does
  // (no page opened): Playwright keeps its handle, which answers again once it runs.
  const runningWorker = async () => {
    await devtools.send('ServiceWorker.startWorker', { scopeURL: (await registration).scopeURL });
    return observer.serviceWorkers().at(-1) ?? (await observer.waitForEvent('serviceworker'));
  };
  const shown = async () => {
    try {
      return await (
        await runningWorker()
      ).evaluate(async () => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration };
        return (await scope.registration.getNotifications()).map(({ title, body, tag }) => ({
          title,
          body,
          tag,
        }));
      });
    } catch {
      return []; // the worker stopped between the look and the answer: look again
    }
  };
  await expect.poll(shown, { timeout: 30_000 }).toContainEqual(
    expect.objectContaining({
      title: ALERT_PHRASE,
      body: expect.stringContaining(alert.location),
      tag: alert.id,
    }),
  );

  // A tap on it: the worker's notificationclick handler tells the server it was seen, and the
  // sender's count grows (counted from what observers did, not from sends). The tap is
  // dispatched inside the worker: no browser automation can press a system notification.
  await (
    await runningWorker()
  ).evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventOf = (
      globalThis as unknown as {
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      }
    ).NotificationEvent;
    try {
      scope.dispatchEvent(
        new NotificationEventOf('notificationclick', { notification: notification! }),
      );
    } catch {
      // waitUntil refuses an event a script made; the handler's request is already on its way.
    }
  });
  await expect.poll(seen, { timeout: 20_000 }).toBe(1);
  await sender.close();
  await observer.close();
});
