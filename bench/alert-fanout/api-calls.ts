import { Agent, request } from 'node:http';
import { type Alert, AlertSchema, type Point } from '@redzone/contract';

export interface ApiClient {
  /** Reports every observer's position, a few at a time. */
  reportPositions(cookies: string[], positions: Point[]): Promise<void>;
  postAlert(cookie: string, at: Point, label: string): Promise<Alert>;
  close(): void;
}

const PARALLEL_REQUESTS = 32;

/**
 * Position reports and alert posts as browsers send them: over kept-alive connections, each
 * request with its own session's cookie.
 */
export function createApiClient(port: number): ApiClient {
  const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL_REQUESTS });

  function call(method: string, path: string, headers: Record<string, string>, body: unknown) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const pending = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: { 'content-type': 'application/json', ...headers },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          response.on('error', reject);
        },
      );
      pending.on('error', reject);
      pending.end(JSON.stringify(body));
    });
  }

  async function reportPosition(cookie: string, at: Point): Promise<void> {
    const { status, text } = await call('PUT', '/api/observer/location', { cookie }, at);
    if (status !== 204) throw new Error(`PUT /api/observer/location answered ${status}: ${text}`);
  }

  return {
    async reportPositions(cookies, positions) {
      let next = 0;
      const reportSome = async () => {
        while (next < positions.length) {
          const index = next++;
          const at = positions[index];
          if (at !== undefined) await reportPosition(cookies[index] ?? '', at);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, reportSome));
    },

    async postAlert(cookie, at, label) {
      const body = { ...at, location: label, description: 'Alert fan-out benchmark' };
      // The spec's client sends this header; the server accepts and ignores it.
      const headers = { cookie, 'permanent-verification': 'true' };
      const { status, text } = await call('POST', '/api/alerts', headers, body);
      if (status !== 201) throw new Error(`POST /api/alerts answered ${status}: ${text}`);
      return AlertSchema.parse(JSON.parse(text));
    },

    close: () => agent.destroy(),
  };
}
