import { PUSH_SEND_TIMEOUT_MS } from '@redzone/contract';
import webPush from 'web-push';
import type { VapidKeys } from '../../config';
import type { PushOutcome, PushSender } from './push-sender';
import { createVapidAuthorization } from './vapid-authorization';

const HTTP_NOT_FOUND = 404;
const HTTP_GONE = 410;

/**
 * `web-push` encrypts (aes128gcm, RFC 8291); the VAPID header (RFC 8292) is signed once per push
 * service and reused (vapid-authorization.ts); the request itself goes
 * through fetch, for a timeout per message, no redirects (a push service never redirects, and
 * following one would let a stored endpoint steer the server elsewhere), and plain http to the
 * local push service stand-in the tests run.
 */
export function createWebPushSender(deps: {
  keys: VapidKeys;
  subject: string;
  timeoutMs?: number;
}): PushSender {
  const { keys, subject, timeoutMs = PUSH_SEND_TIMEOUT_MS } = deps;
  const authorizationFor = createVapidAuthorization({ keys, subject });

  return {
    async send(target, payload, options): Promise<PushOutcome> {
      let request: webPush.RequestDetails;
      try {
        // No vapidDetails: web-push would sign a new token for every message.
        request = webPush.generateRequestDetails(target, payload, {
          headers: { Authorization: authorizationFor(target.endpoint) },
          contentEncoding: 'aes128gcm',
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          ...(options.topic === undefined ? {} : { topic: options.topic }),
        });
      } catch {
        // A key that is not a P-256 point, or an auth secret of the wrong size.
        return { kind: 'failed', reason: 'not encryptable' };
      }
      // fetch sets Content-Length from the body itself.
      const headers = Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]): [string, string] => [name, String(value)]);
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { kind: 'failed', reason: timedOut ? 'timed out' : 'unreachable' };
      }
      // Drained so the connection can be reused; push services answer with little or nothing.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { kind: 'accepted' };
      if (response.status === HTTP_NOT_FOUND || response.status === HTTP_GONE) {
        return { kind: 'gone', status: response.status };
      }
      return { kind: 'refused', status: response.status };
    },
  };
}
