import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import './index.css';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
preloadRoute(window.location.pathname);

// The language's texts first (at once for English, a cached chunk for Spanish): no flash of the
// wrong language. A failed load still renders, in English.
void i18nReady
  .catch((error: unknown) => console.error('Could not load the texts', error))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
registerServiceWorker();
