import { INSTALL_BANNER_DELAY_MS, STORAGE_KEYS } from '@redzone/contract';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getCapturedPrompt, setCapturedPrompt, subscribeToPrompt } from './install-prompt';

export type InstallResult = 'accepted' | 'dismissed' | 'no-prompt' | 'failed';

function isStandaloneDisplay(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true
  );
}

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.installBannerDismissed) === 'true';
  } catch {
    return false;
  }
}

/** The banner was shown on this device in a session before this one. */
function readShownInEarlierSession(): boolean {
  try {
    const shown = window.localStorage.getItem(STORAGE_KEYS.installBannerShown) === 'true';
    const here = window.sessionStorage.getItem(STORAGE_KEYS.installBannerShownHere) === 'true';
    return shown && !here;
  } catch {
    return false;
  }
}

/** Notes that the banner is on screen, so later sessions do not show it again. */
export function noteInstallBannerShown(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.installBannerShown, 'true');
    window.sessionStorage.setItem(STORAGE_KEYS.installBannerShownHere, 'true');
  } catch {
    // Storage refused: the banner may be offered again next time.
  }
}

/** The browser's install state: prompt availability, standalone, installed, session dismissal. */
export function useInstallPrompt() {
  const promptEvent = useSyncExternalStore(subscribeToPrompt, getCapturedPrompt, () => null);
  const [installed, setInstalled] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const [delayElapsed, setDelayElapsed] = useState(false);
  const [isStandalone] = useState(isStandaloneDisplay);
  const [shownInEarlierSession] = useState(readShownInEarlierSession);

  useEffect(() => {
    // Without a prompt (iOS), the delay counts from load; a prompt restarts it (P1 §4).
    let timer = setTimeout(() => setDelayElapsed(true), INSTALL_BANNER_DELAY_MS);
    const onPrompt = () => {
      setDelayElapsed(false);
      clearTimeout(timer);
      timer = setTimeout(() => setDelayElapsed(true), INSTALL_BANNER_DELAY_MS);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(STORAGE_KEYS.installBannerDismissed, 'true');
    } catch {
      // Session storage refused: the banner stays hidden until reload.
    }
  }, []);

  /** P2 §8: "No install prompt available" or "Installation failed" are the failure results. */
  const install = useCallback(async (): Promise<InstallResult> => {
    if (!promptEvent) return 'no-prompt';
    try {
      await promptEvent.prompt();
      const { outcome } = await promptEvent.userChoice;
      // A prompt answers once: no hook offers it again.
      setCapturedPrompt(null);
      if (outcome === 'accepted') setInstalled(true);
      return outcome;
    } catch {
      return 'failed';
    }
  }, [promptEvent]);

  return {
    canInstall: promptEvent !== null,
    installed: installed || isStandalone,
    isStandalone,
    dismissed,
    delayElapsed,
    shownInEarlierSession,
    dismiss,
    install,
  };
}
