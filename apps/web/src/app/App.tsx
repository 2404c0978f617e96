import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { i18n, pageTextsReady } from '../i18n';
import { afterStart } from '../lib/after-start';
import { afterPaint } from '../lib/paint-turns';
import { prepareNumberFormat } from '../lib/intl-format';
import { intlLocale } from '../lib/intl-locale';
import { retryFailedQueriesWhenOnline } from '../lib/query-client';
import { registerServiceWorker } from '../lib/service-worker';
import { AppRoutes } from './router';

/** Once per page load. */
function startDeferredWork() {
  // Recordings left unsealed by a closed tab or a lost network go on, a frame after the
  // app's first draw: not after the start like the rest, since resuming closes every unfinished
  // recording as interrupted, and must run before this page can start a take of its own (the
  // quick start records at once).
  void afterPaint()
    .then(() => import('../features/recorder/evidence/evidence-service'))
    .then(({ startEvidenceUploads }) => startEvidenceUploads());
  // What the first screen does not need, once it is on screen, each in an idle moment of its own.
  // The other pages' texts, so the first tap on a tab does not wait for them.
  afterStart(() => pageTextsReady());
  // The first number formatter loads the locale's data (20 ms here, 80 at a phone's speed): in
  // an idle moment, before the lists under the button need it, not in their first draw.
  afterStart(() => prepareNumberFormat(intlLocale(i18n.resolvedLanguage)));
  afterStart(registerServiceWorker);
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => retryFailedQueriesWhenOnline(queryClient), [queryClient]);
  useEffect(startDeferredWork, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
