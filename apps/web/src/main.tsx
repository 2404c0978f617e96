import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, i18nReady } from './i18n';
import './index.css';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { preloadRoute } from './app/routes';
import { prepareClassMerging } from './lib/cn';
import { prepareNumberFormat } from './lib/intl-format';
import { intlLocale } from './lib/intl-locale';
import { nextTask } from './lib/next-task';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
preloadRoute(window.location.pathname);

/**
 * Evaluating the modules, preparing class merging and number formatting, creating the router and
 * drawing the app are five tasks, not one long one (lib/next-task): at a phone's speed each is
 * under the 50 ms in which a tap waits unnoticed, or close to it.
 */
async function start(container: HTMLElement) {
  // The language's texts first (at once for English, a cached chunk for Spanish): no flash of the
  // wrong language. A failed load still renders, in English.
  await i18nReady.catch((error: unknown) => console.error('Could not load the texts', error));
  await nextTask();
  prepareClassMerging();
  await nextTask();
  prepareNumberFormat(intlLocale(i18n.resolvedLanguage));
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start(root);
registerServiceWorker();
