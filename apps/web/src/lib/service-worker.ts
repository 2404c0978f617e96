import { Workbox } from 'workbox-window';
import { env } from '../config/env';

/**
 * Registers the service worker from a module script (the CSP forbids inline scripts). Only in
 * production builds: in development it would serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!env.isProduction || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox
    .register()
    .catch((error: unknown) => console.warn('Service worker not registered', error));
}
