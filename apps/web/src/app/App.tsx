import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { startEvidenceUploads } from '../features/recorder/evidence/evidence-service';
import { createQueryClient, retryFailedQueriesWhenOnline } from '../lib/query-client';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => retryFailedQueriesWhenOnline(queryClient), [queryClient]);
  // Recordings left unsealed by a closed tab or a lost network go on at once (issue 6).
  useEffect(() => startEvidenceUploads(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
