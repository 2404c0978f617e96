import { WATCH_PATH } from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWatchLinks, type WatchLinks } from './watch-links';

/** Each trusted contact's own link to watch an alert; the contacts and alerts features use it. */
export const watchLinksPlugin = fp(
  async (app: FastifyInstance) => {
    const links = createWatchLinks({ db: app.db, clock: app.clock });
    const origin = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
    app.decorate('watchLinks', links);
    app.decorate(
      'watchLinkFor',
      async (alertId: string, phone: string) =>
        `${origin}${WATCH_PATH}#${await links.create(alertId, app.secrets.phoneKeys.lookupHash(phone))}`,
    );
  },
  { name: 'watch-links', dependencies: ['database', 'secrets'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    watchLinks: WatchLinks;
    /** The link a contact's SMS carries: made for that contact's number and that alert. */
    watchLinkFor(alertId: string, phone: string): Promise<string>;
  }
}
