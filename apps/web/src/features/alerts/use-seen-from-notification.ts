import { PUSH_SEEN_PARAM } from '@redzone/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { acknowledgeAlert } from './api/acknowledge-alert';

/** An alert id as the API takes it in a path: anything else in the address is not sent on. */
const ALERT_ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * Safari shows a declarative alert notification and opens its address itself when tapped, with
 * no service worker to say the alert was seen. The address names the alert (`?seen=<id>`): the
 * page says it was seen, as the worker does for other browsers, and drops the name from the
 * address so a reload or a shared link says nothing again. The server counts only people the
 * alert was sent to.
 */
export function useSeenFromNotification(): void {
  const [params, setParams] = useSearchParams();
  const seen = params.get(PUSH_SEEN_PARAM);
  useEffect(() => {
    if (seen === null) return;
    if (ALERT_ID.test(seen)) acknowledgeAlert(seen);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PUSH_SEEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [seen, setParams]);
}
