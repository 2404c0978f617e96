import { useEffect } from 'react';
import { MAX_TIMER_DELAY_MS } from '../../lib/long-timeouts';
import { endWatch, useWatchUntil } from './on-watch-store';

/** Screen Wake Lock (W3C): the DOM types of this TypeScript may lack it on `navigator`. */
interface WakeLockNavigator {
  wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
}

/**
 * Keeps the screen awake while on watch: a phone that sleeps freezes the page, and a frozen page
 * reports no position, so the person would silently stop counting. Best effort: refused (low
 * battery, an old browser) the session goes on, as fresh as the page is kept open.
 */
function useScreenAwake(isOn: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!isOn || wakeLock === undefined) return;
    let sentinel: { release(): Promise<void> } | null = null;
    let cancelled = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (cancelled) void lock.release();
          else sentinel = lock;
        })
        .catch(() => undefined);
    };
    acquire();
    // The browser drops the lock when the page is hidden; it is asked again on return.
    document.addEventListener('visibilitychange', acquire);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [isOn]);
}

/**
 * The on-watch session, for the shell: whether the person is on watch now. It ends by
 * itself at the end time they chose (also after a reload past it), and keeps the screen awake.
 */
export function useOnWatch(): boolean {
  const until = useWatchUntil();
  // A stored end already past is removed by the effect below on the first commit.
  const isOn = until !== null;
  useEffect(() => {
    if (until === null) return;
    const remaining = until - Date.now();
    if (remaining <= 0) {
      endWatch();
      return;
    }
    const timer = setTimeout(endWatch, Math.min(remaining, MAX_TIMER_DELAY_MS));
    return () => clearTimeout(timer);
  }, [until]);
  useScreenAwake(isOn);
  return isOn;
}
