import { Agent, request } from 'node:http';
import { connect as connectH2 } from 'node:http2';
import { type Alert, AlertSchema, type Point } from '@redzone/contract';
import type { BenchProtocol } from './options';

export interface ApiClient {
  /** Reports every observer's position, a few at a time. */
  reportPositions(cookies: string[], positions: Point[]): Promise<void>;
  postAlert(cookie: string, at: Point, label: string): Promise<Alert>;
  /** A verified person on the way: every fifth one grows the radius. */
  respond(cookie: string, alertId: string): Promise<Alert>;
  close(): void;
}

const PARALLEL_REQUESTS = 32;
const RESPONDER_ETA_MS = 4 * 60_000;

type Call = (
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
) => Promise<{ status: number; text: string }>;

/** Over kept-alive HTTP/1.1 connections, PARALLEL_REQUESTS at most. */
function http1Caller(port: number): { call: Call; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL_REQUESTS });
  const call: Call = (method, path, headers, body) =>
    new Promise((resolve, reject) => {
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
  return { call, close: () => agent.destroy() };
}

/** As streams of one HTTP/2 connection, as a proxy speaking h2c forwards them. */
function h2cCaller(port: number): { call: Call; close(): void } {
  const connection = connectH2(`http://127.0.0.1:${port}`);
  const call: Call = (method, path, headers, body) =>
    new Promise((resolve, reject) => {
      const stream = connection.request({
        ':method': method,
        ':path': path,
        'content-type': 'application/json',
        ...headers,
      });
      let status = 0;
      let text = '';
      stream.setEncoding('utf8');
      stream.on('response', (answer) => (status = Number(answer[':status'])));
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => resolve({ status, text }));
      stream.on('error', reject);
      stream.end(JSON.stringify(body));
    });
  return { call, close: () => connection.close() };
}

/**
 * Position reports and alert posts as browsers send them: over kept-alive connections (or one
 * HTTP/2 connection), each request with its own session's cookie.
 */
export function createApiClient(port: number, protocol: BenchProtocol): ApiClient {
  const { call, close } = protocol === 'h2c' ? h2cCaller(port) : http1Caller(port);

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

    async respond(cookie, alertId) {
      const body = { estimatedArrival: new Date(Date.now() + RESPONDER_ETA_MS).toISOString() };
      const path = `/api/alerts/${encodeURIComponent(alertId)}/respond`;
      const { status, text } = await call('POST', path, { cookie }, body);
      if (status !== 200) throw new Error(`POST ${path} answered ${status}: ${text}`);
      return AlertSchema.parse(JSON.parse(text));
    },

    close,
  };
}
