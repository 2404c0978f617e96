import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createH2cServer } from 'node:http2';
import {
  ALERT_BASE_RADIUS_YARDS,
  distanceMiles,
  LIVE_EVENTS_RETRY_MS,
  type Point,
  yardsToMiles,
} from '@redzone/contract';
import { nextParentMessage, serveParent, tellParent } from './server-protocol';

/**
 * The baseline: the least a server can do to deliver the same events to the same recipients.
 * Bare node:http, positions in memory, one haversine per connection, no database, no framework,
 * no authentication (the session cookie is only a key), same SSE frames as Red Zone.
 */
interface Observer {
  response: ServerResponse;
  position: Point | null;
}

const observers = new Map<string, Observer>();
let lastEventId = 0;

function sessionOf(request: IncomingMessage): string {
  const cookie = request.headers.cookie ?? '';
  return cookie.slice(cookie.indexOf('=') + 1);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return JSON.parse(body) as Record<string, unknown>;
}

function openStream(request: IncomingMessage, response: ServerResponse): void {
  const key = sessionOf(request);
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    // HTTP/2 forbids connection headers.
    ...(request.httpVersionMajor >= 2 ? {} : { connection: 'keep-alive' }),
  });
  response.socket?.setNoDelay(true);
  response.write(`retry: ${LIVE_EVENTS_RETRY_MS}\n\nid: ${lastEventId}\n\n`);
  observers.set(key, { response, position: observers.get(key)?.position ?? null });
  response.on('close', () => observers.delete(key));
}

async function reportPosition(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { latitude, longitude } = await readJson(request);
  const observer = observers.get(sessionOf(request));
  if (observer !== undefined)
    observer.position = { latitude: Number(latitude), longitude: Number(longitude) };
  response.writeHead(204).end();
}

async function createAlert(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readJson(request);
  const alert = {
    id: randomUUID(),
    location: String(body.location),
    description: String(body.description),
    latitude: Number(body.latitude),
    longitude: Number(body.longitude),
    observersCount: 0,
    createdAt: new Date().toISOString(),
    // As others see it (never the sender's id); its sender is told isMine.
    isMine: false,
    radiusYards: ALERT_BASE_RADIUS_YARDS,
    isVip: false,
    status: 'active',
  };
  lastEventId += 1;
  const data = JSON.stringify({ type: 'alert.created', alert });
  const frame = `event: alert.created\nid: ${lastEventId}\ndata: ${data}\n\n`;
  const radiusMiles = yardsToMiles(alert.radiusYards);
  for (const { response: stream, position } of observers.values()) {
    if (position !== null && distanceMiles(alert, position) <= radiusMiles) stream.write(frame);
  }
  response
    .writeHead(201, { 'content-type': 'application/json' })
    .end(JSON.stringify({ ...alert, isMine: true }));
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const route = `${request.method} ${request.url}`;
  const handled =
    route === 'GET /api/events'
      ? Promise.resolve(openStream(request, response))
      : route === 'PUT /api/observer/location'
        ? reportPosition(request, response)
        : route === 'POST /api/alerts'
          ? createAlert(request, response)
          : Promise.resolve(void response.writeHead(404).end());
  handled.catch(() => response.writeHead(400).end());
}

const start = await nextParentMessage();
if (start.kind !== 'start') throw new Error('expected a start message');
// node:http2's compatibility request and response have what the handler uses of node:http's.
const server =
  start.protocol === 'h2c'
    ? createH2cServer(handle as unknown as Parameters<typeof createH2cServer>[0])
    : createServer(handle);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  tellParent({ kind: 'ready', port: address.port });
});
serveParent(async () => {
  for (const { response } of observers.values()) response.end();
  await new Promise((resolve) => server.close(resolve));
});
