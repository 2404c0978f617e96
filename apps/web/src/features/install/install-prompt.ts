/** Chrome's install prompt event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser fires its prompt once per page load, often before a page that offers installing
 * (Home, /downloads) is shown, or between a component's render and its effects; it is kept here,
 * and every hook reads it from here, so none misses it.
 */
let capturedPrompt: BeforeInstallPromptEvent | null = null;
const promptListeners = new Set<() => void>();

export function setCapturedPrompt(prompt: BeforeInstallPromptEvent | null) {
  capturedPrompt = prompt;
  for (const listener of promptListeners) listener();
}

export function subscribeToPrompt(listener: () => void): () => void {
  promptListeners.add(listener);
  return () => promptListeners.delete(listener);
}

export const getCapturedPrompt = () => capturedPrompt;

let isListening = false;

/**
 * Listens for the prompt from the app's start (app/start-app.tsx): the banner and the buttons
 * that offer installing load once the first page is on screen, after the prompt may have come.
 */
export function captureInstallPrompt(): void {
  if (isListening) return;
  isListening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setCapturedPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    setCapturedPrompt(null);
    // Installed, the browser keeps the app's data when asked: footage waiting to upload included.
    // Loaded only then: nothing of it belongs on the way to the red button.
    void import('../../lib/storage-room').then(({ requestPersistentStorage }) =>
      requestPersistentStorage(),
    );
  });
}
