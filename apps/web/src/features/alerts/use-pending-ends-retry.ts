import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { alertKeys } from './api/get-alerts';
import { flushPendingEnds, getPendingEnds, usePendingEnds } from './pending-ends';

/** While an end waits, tried again this often (and at once when the browser is back online). */
const RETRY_MS = 30_000;

/**
 * Sends the ends that did not land: once at start (when the session exists), when the browser is
 * back online, and every 30 s meanwhile. Not at once when one just failed: it was just tried.
 */
export function usePendingEndsRetry(hasSession: boolean) {
  const queryClient = useQueryClient();
  const waiting = usePendingEnds().some((item) => !item.needsPin);
  // The lists show the alert as ended once its end lands.
  const flush = useCallback(
    () =>
      void flushPendingEnds().then(() =>
        queryClient.invalidateQueries({ queryKey: alertKeys.all }),
      ),
    [queryClient],
  );

  useEffect(() => {
    if (hasSession && getPendingEnds().length > 0) flush();
  }, [hasSession, flush]);

  useEffect(() => {
    if (!hasSession || !waiting) return;
    window.addEventListener('online', flush);
    const timer = window.setInterval(flush, RETRY_MS);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [hasSession, waiting, flush]);
}
