import { availableParallelism } from 'node:os';
import { PUSH_SEND_CONCURRENCY, PUSH_SEND_TIMEOUT_MS } from '@redzone/contract';
import type { VapidKeys } from '../../config';
import { createPushEncryptionPool } from './push-encryption-pool';
import { createPushRequester } from './push-request';
import type { PushOutcome, PushSender } from './push-sender';
import { createVapidAuthorization } from './vapid-authorization';

const HTTP_NOT_FOUND = 404;
const HTTP_GONE = 410;
const HTTP_OK_FIRST = 200;
const HTTP_OK_LAST = 299;

/**
 * `web-push` encrypts (aes128gcm, RFC 8291), on worker threads (push-encryption-pool.ts); the
 * VAPID header (RFC 8292) is signed once per push service and reused (vapid-authorization.ts);
 * the request goes over kept-alive connections with a timeout per message and no redirects
 * (push-request.ts).
 */
export function createWebPushSender(deps: {
  keys: VapidKeys;
  subject: string;
  timeoutMs?: number;
  /** Encryption threads; by default one per core. 0 encrypts on the calling thread. */
  encryptionThreads?: number;
  onThreadError?: (error: Error) => void;
}): PushSender {
  const { keys, subject, timeoutMs = PUSH_SEND_TIMEOUT_MS } = deps;
  const authorizationFor = createVapidAuthorization({ keys, subject });
  const pool = createPushEncryptionPool({
    threads: deps.encryptionThreads ?? availableParallelism(),
    ...(deps.onThreadError === undefined ? {} : { onThreadError: deps.onThreadError }),
  });
  // As many connections per push service as messages are in flight per alert.
  const requester = createPushRequester({ maxSockets: PUSH_SEND_CONCURRENCY, timeoutMs });

  return {
    async send(target, payload, options): Promise<PushOutcome> {
      let authorization: string;
      try {
        authorization = authorizationFor(target.endpoint);
      } catch {
        return { kind: 'failed', reason: 'unreachable' };
      }
      // No vapidDetails: web-push would sign a new token for every message.
      const request = await pool.encrypt(target, payload, {
        headers: { Authorization: authorization },
        contentEncoding: 'aes128gcm',
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        ...(options.topic === undefined ? {} : { topic: options.topic }),
      });
      // A key that is not a P-256 point, or an auth secret of the wrong size.
      if (request === null) return { kind: 'failed', reason: 'not encryptable' };
      // The requester sets Content-Length from the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      );
      const response = await requester.post({
        endpoint: request.endpoint,
        headers,
        body: request.body,
      });
      if (response.kind === 'failed') return response;
      const { status } = response;
      if (status >= HTTP_OK_FIRST && status <= HTTP_OK_LAST) return { kind: 'accepted' };
      if (status === HTTP_NOT_FOUND || status === HTTP_GONE) return { kind: 'gone', status };
      return { kind: 'refused', status };
    },
    async close() {
      await pool.close();
      requester.close();
    },
  };
}
