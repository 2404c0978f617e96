import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureInstallPrompt } from '../features/install/install-prompt';
import { i18nReady } from '../i18n';
import { prepareClassMerging } from '../lib/cn';
import { nextTask } from '../lib/next-task';
import { createQueryClient } from '../lib/query-client';
import { sessionQueryOptions } from '../lib/session';
import { App } from './App';
import { preloadRoute } from './routes';

/**
 * Preparing class merging and drawing the app are tasks of their own, after the modules'
 * evaluation (main.tsx): at a phone's speed each is under the 50 ms in which a tap waits
 * unnoticed, or close to it. What the first page does not need waits until it is on screen
 * (lib/after-start, App.tsx).
 */
export async function startApp() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  preloadRoute(window.location.pathname);
  captureInstallPrompt();
  // The session before the first draw: every write, a take's upload at the touch included, goes
  // with the identity it mints (the cookie).
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(sessionQueryOptions());
  // The language's texts first (at once for English, a cached chunk for Spanish): no flash of the
  // wrong language. A failed load still renders, in English.
  await i18nReady.catch((error: unknown) => console.error('Could not load the texts', error));
  await nextTask();
  prepareClassMerging();
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
