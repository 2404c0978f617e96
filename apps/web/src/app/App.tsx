import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { pageTextsReady } from '../i18n';
import { createQueryClient, retryFailedQueriesWhenOnline } from '../lib/query-client';
import { afterPaint } from '../lib/paint-turns';
import { whenIdle } from '../lib/when-idle';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => retryFailedQueriesWhenOnline(queryClient), [queryClient]);
  // Recordings left unsealed by a closed tab or a lost network go on at once (issue 6), once the
  // app has painted: IndexedDB and the uploader are not needed to draw Home.
  useEffect(() => {
    void afterPaint()
      .then(() => import('../features/recorder/evidence/evidence-service'))
      .then(({ startEvidenceUploads }) => startEvidenceUploads());
  }, []);
  // The other pages' texts, so the first tap on a tab does not wait for them.
  useEffect(() => whenIdle(() => void pageTextsReady().catch(() => undefined)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
