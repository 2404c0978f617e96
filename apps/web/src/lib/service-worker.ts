import { env } from '../config/env';

/**
 * Registers the service worker from a module script (the CSP forbids inline scripts). Only in
 * production builds: in development it would serve stale modules. workbox-window is fetched
 * here rather than in the first load: registration waits for the page anyway.
 */
export function registerServiceWorker(): void {
  if (!env.isProduction || !('serviceWorker' in navigator)) return;
  void import('workbox-window')
    .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
    .catch((error: unknown) => console.warn('Service worker not registered', error));
}
