/** Whether this browser can take alert pushes, and if not, what the person can do. */
export type PushSupport = 'supported' | 'needs_install' | 'unsupported';

export interface PushEnvironment {
  hasPushApi: boolean;
  isIos: boolean;
  isStandalone: boolean;
}

/**
 * iOS and iPadOS give Web Push only to a web app added to the Home Screen (Safari 16.4+), and
 * there the Push API is missing from a tab: that case has a remedy, the others do not.
 */
export function pushSupport(env: PushEnvironment): PushSupport {
  if (env.hasPushApi) return 'supported';
  if (env.isIos && !env.isStandalone) return 'needs_install';
  return 'unsupported';
}

export function currentPushEnvironment(): PushEnvironment {
  const isIos =
    /iPhone|iPad|iPod/i.test(navigator.userAgent) ||
    // iPadOS reports itself as a Mac; only the touch screen gives it away.
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const isStandalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true;
  return {
    hasPushApi: 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
    isIos,
    isStandalone,
  };
}
