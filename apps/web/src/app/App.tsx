import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient, retryFailedQueriesWhenOnline } from '../lib/query-client';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => retryFailedQueriesWhenOnline(queryClient), [queryClient]);
  // Recordings left unsealed by a closed tab or a lost network go on at once (issue 6).
  // Loaded apart from the first paint: IndexedDB and the uploader are not needed to draw Home.
  useEffect(() => {
    void import('../features/recorder/evidence/evidence-service').then(({ startEvidenceUploads }) =>
      startEvidenceUploads(),
    );
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
