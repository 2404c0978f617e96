/// <reference lib="webworker" />
import { PUSH_ALERT_URL } from '@redzone/contract';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { acknowledgePath, alertNotification } from './features/push/alert-notification';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The built shell, so a reload with no network still opens the app.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page navigation gets the cached index.html; the client router draws the page. API calls
// are never answered from a cache: stale alerts are worse than an honest "offline".
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }),
);

// Map tiles (MAP_TILE_URL, another origin) are not handled here at all: the browser's HTTP cache
// keeps what the tile server allows, and a tile cache of our own would grow without bound and
// break the tile server's usage policy. Offline, the map page shows its coordinate view instead.

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/**
 * Web Push: an alert for this browser while no page of the app is on screen. The server
 * cannot tell a visible page from a stream left open in a background tab, so it pushes to every
 * subscriber it targets and the worker decides: a visible page shows the urgent alert itself from
 * its live events; otherwise a notification, with the words the server sent.
 */
async function showAlertPush(data: PushMessageData | null): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => client.visibilityState === 'visible')) return;
  let message: unknown = null;
  try {
    message = data?.json();
  } catch {
    // Unreadable: still alert, with the fallbacks of alertNotification.
  }
  const { title, options } = alertNotification(message);
  await self.registration.showNotification(title, options);
}

/** A tap brings the app forward on the alerts page: an open window if there is one, else a new one. */
async function openAlerts(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = new URL(url, self.location.origin);
  const showing = windows.find((client) => new URL(client.url).pathname === target.pathname);
  if (showing !== undefined) {
    await showing.focus();
    return;
  }
  const [open] = windows;
  if (open !== undefined) {
    const focused = await open.focus();
    await focused.navigate(target.href).catch(() => self.clients.openWindow(target.href));
    return;
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('push', (event) => {
  event.waitUntil(showAlertPush(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : PUSH_ALERT_URL;
  // A tap on an alert is seeing it; its sender's count grows. Best effort.
  const acknowledge = acknowledgePath(data);
  const acknowledged =
    acknowledge === null
      ? Promise.resolve()
      : fetch(acknowledge, { method: 'POST', credentials: 'same-origin' }).then(
          () => undefined,
          () => undefined,
        );
  event.waitUntil(Promise.all([openAlerts(url), acknowledged]));
});
