import { request } from 'node:http';
import { type ClientHttp2Session, connect as connectH2 } from 'node:http2';
import { createConnection } from 'node:net';
import type { Readable } from 'node:stream';
import type { StreamTarget } from './load-protocol';
import { type BenchProtocol, STREAMS_PER_H2_CONNECTION } from './options';

/** How a load generator asks for its observers' GET /api/events, over one protocol. */
export interface StreamOpener {
  /** Asks for one observer's stream; answers with its status and body, or an error. */
  open(
    target: StreamTarget,
    answered: (status: number, body: Readable) => void,
    failed: (error: Error) => void,
  ): { destroy(): void };
  /** Ends the connections it opened (each stream is destroyed by its own handle). */
  closeAll(): void;
}

/** A connection per stream (node:http, no keep-alive agent), as each EventSource holds one. */
function http1Opener(localAddress: string): StreamOpener {
  return {
    open({ port, cookie }, answered, failed) {
      const pending = request(
        {
          host: '127.0.0.1',
          port,
          localAddress,
          path: '/api/events',
          agent: false,
          headers: { accept: 'text/event-stream', cookie },
        },
        (response) => answered(response.statusCode ?? 0, response),
      );
      pending.on('error', failed);
      pending.end();
      return pending;
    },
    closeAll: () => undefined,
  };
}

/** STREAMS_PER_H2_CONNECTION streams on each HTTP/2 connection, as a proxy's are. */
function h2cOpener(localAddress: string): StreamOpener {
  const connections: ClientHttp2Session[] = [];
  const filling = new Map<number, { connection: ClientHttp2Session; streams: number }>();
  const connectionFor = (port: number) => {
    const open = filling.get(port);
    if (open !== undefined && open.streams < STREAMS_PER_H2_CONNECTION) {
      open.streams += 1;
      return open.connection;
    }
    const connection = connectH2(`http://127.0.0.1:${port}`, {
      createConnection: () => createConnection({ host: '127.0.0.1', port, localAddress }),
    });
    // Its streams fail with it and say so; the session's own error would otherwise be thrown.
    connection.on('error', () => undefined);
    connections.push(connection);
    filling.set(port, { connection, streams: 1 });
    return connection;
  };
  return {
    open({ port, cookie }, answered, failed) {
      const stream = connectionFor(port).request({
        ':path': '/api/events',
        accept: 'text/event-stream',
        cookie,
      });
      stream.on('response', (headers) => answered(Number(headers[':status']), stream));
      stream.on('error', failed);
      stream.end();
      return { destroy: () => stream.close() };
    },
    closeAll() {
      for (const connection of connections) connection.destroy();
    },
  };
}

/** Each generator's connections come from its own loopback address (observer-streams.ts). */
export function createStreamOpener(protocol: BenchProtocol, localAddress: string): StreamOpener {
  return protocol === 'h2c' ? h2cOpener(localAddress) : http1Opener(localAddress);
}
