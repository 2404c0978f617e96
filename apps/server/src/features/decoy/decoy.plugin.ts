import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDecoyViews, type DecoyViews } from './decoy.service';

/** The duress PIN's pretence, which the features that answer its phone consult. */
export const decoyPlugin = fp(
  async (app: FastifyInstance) => {
    const decoys = createDecoyViews({ db: app.db, keys: app.secrets.phoneKeys, clock: app.clock });
    app.decorate('decoys', decoys);
    app.decorate(
      'isPhoneHidden',
      async (userId: string) => (await decoys.of(userId))?.phoneRemoved === true,
    );
  },
  { name: 'decoy', dependencies: ['database', 'secrets'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    decoys: DecoyViews;
    /** This phone was shown its number removed (the duress PIN's pretence): it reads unverified. */
    isPhoneHidden(userId: string): Promise<boolean>;
  }
}
