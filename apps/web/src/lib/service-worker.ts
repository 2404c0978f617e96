import { env } from '../config/env';

/**
 * Registers the service worker from a module script (the CSP forbids inline scripts). Only in
 * production builds: in development it would serve stale modules. workbox-window is fetched once
 * the page has loaded, not in the first load nor while the app draws itself: registration waits
 * for the page's load anyway.
 */
export function registerServiceWorker(): void {
  if (!env.isProduction || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
