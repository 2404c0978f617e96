import http from 'node:http';
import https from 'node:https';

/** What the push service answered, or why nothing came back. */
export type PushResponse =
  { kind: 'answered'; status: number } | { kind: 'failed'; reason: 'timed out' | 'unreachable' };

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One POST to a push service over kept-alive connections. Not fetch: Node's fetch spends about
 * 0.2 to 0.35 ms of CPU on each small request against 0.04 to 0.08 ms for node:http on the same
 * connections (measured 2026-11-26, 2 cores), and an alert reaching a busy neighbourhood sends
 * thousands (docs/benchmarks.md, alert fan-out). node:http follows no redirect, which is wanted:
 * a push service never redirects, and following one would let a stored endpoint steer the server
 * elsewhere. Plain http is kept for the local push service stand-in the tests and benches run.
 */
export function createPushRequester(deps: { maxSockets: number; timeoutMs: number }): {
  post(request: PushRequest): Promise<PushResponse>;
  close(): void;
} {
  const { maxSockets, timeoutMs } = deps;
  // LIFO keeps the few warm connections busy and lets the others time out.
  const options = { keepAlive: true, maxSockets, scheduling: 'lifo' as const };
  const agents = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };

  return {
    post({ endpoint, headers, body }) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return Promise.resolve({ kind: 'failed', reason: 'unreachable' });
      }
      const protocol = url.protocol === 'http:' || url.protocol === 'https:' ? url.protocol : null;
      if (protocol === null) return Promise.resolve({ kind: 'failed', reason: 'unreachable' });
      const transport = protocol === 'http:' ? http : https;
      return new Promise((resolve) => {
        let settled = false;
        const settle = (response: PushResponse) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(response);
        };
        const request = transport.request(
          url,
          {
            method: 'POST',
            agent: agents[protocol],
            headers: { ...headers, 'Content-Length': String(body.length) },
          },
          (response) => {
            // Drained so the connection can be reused; push services answer with little or nothing.
            response.resume();
            response.on('end', () =>
              settle({ kind: 'answered', status: response.statusCode ?? 0 }),
            );
            response.on('error', () => settle({ kind: 'failed', reason: 'unreachable' }));
          },
        );
        // The whole exchange, not only idle time: a service that trickles must not hold a slot.
        const timer = setTimeout(() => {
          settle({ kind: 'failed', reason: 'timed out' });
          request.destroy();
        }, timeoutMs);
        request.on('error', () => settle({ kind: 'failed', reason: 'unreachable' }));
        request.end(body);
      });
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
