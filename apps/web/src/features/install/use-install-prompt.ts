import { INSTALL_BANNER_DELAY_MS, STORAGE_KEYS } from '@redzone/contract';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Chrome's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallResult = 'accepted' | 'dismissed' | 'no-prompt' | 'failed';

/**
 * The browser fires its prompt once per page load, often before a page that offers installing
 * (Home, /downloads) is shown, or between a component's render and its effects; it is kept here,
 * and every hook reads it from here, so none misses it.
 */
let capturedPrompt: BeforeInstallPromptEvent | null = null;
const promptListeners = new Set<() => void>();

function setCapturedPrompt(prompt: BeforeInstallPromptEvent | null) {
  capturedPrompt = prompt;
  for (const listener of promptListeners) listener();
}

function subscribeToPrompt(listener: () => void): () => void {
  promptListeners.add(listener);
  return () => promptListeners.delete(listener);
}

window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  setCapturedPrompt(event as BeforeInstallPromptEvent);
});
window.addEventListener('appinstalled', () => setCapturedPrompt(null));

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

/** The browser's install state: prompt availability, standalone, installed, session dismissal. */
export function useInstallPrompt() {
  const promptEvent = useSyncExternalStore(
    subscribeToPrompt,
    () => capturedPrompt,
    () => null,
  );
  const [installed, setInstalled] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const [delayElapsed, setDelayElapsed] = useState(false);
  const [isStandalone] = useState(isStandaloneDisplay);

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
    dismiss,
    install,
  };
}
