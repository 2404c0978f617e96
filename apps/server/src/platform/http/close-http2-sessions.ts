import type { Http2Session } from 'node:http2';
import type { FastifyInstance } from 'fastify';

/**
 * Under HTTP_PROTOCOL=h2c, closing the app sends every open HTTP/2 connection a GOAWAY, so the
 * proxy in front opens its next streams on another instance and the server can finish closing.
 * Fastify tracks sessions only once they emit 'connect', which a cleartext server's sessions
 * never do: without this, a proxy's open connection kept `app.close()` waiting forever.
 */
export function closeHttp2SessionsOnClose(app: FastifyInstance): void {
  const sessions = new Set<Http2Session>();
  app.server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  app.addHook('preClose', async () => {
    // Graceful: requests under way finish; the event streams are ended by the live hub.
    for (const session of sessions) session.close();
  });
}
