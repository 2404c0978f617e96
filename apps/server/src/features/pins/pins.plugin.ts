import {
  PIN_TRIES_LIMIT,
  PIN_TRIES_PER_ADDRESS_LIMIT,
  PIN_TRIES_WINDOW_MS,
} from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPinHashPool } from './pin-hash-pool';
import { pinsRoutes } from './pins.routes';
import { createPinsService, type PinsService } from './pins.service';

/**
 * The stop and duress PINs. Whoever must hear of a duress PIN (the alerts feature, registered
 * after this one, tells the contacts) listens with `whenDuress`.
 */
export const pinsPlugin = fp(
  async (app: FastifyInstance) => {
    const window = { windowMs: PIN_TRIES_WINDOW_MS };
    const tries = {
      perIdentity: await app.createLimiter('pin-tries', { limit: PIN_TRIES_LIMIT, ...window }),
      perAddress: await app.createLimiter('pin-tries-address', {
        limit: PIN_TRIES_PER_ADDRESS_LIMIT,
        ...window,
      }),
    };
    const pool = createPinHashPool({});
    app.addHook('onClose', () => pool.close());
    const pins = createPinsService({
      db: app.db,
      clock: app.clock,
      tries,
      pool,
      pinHmac: (pin) => app.secrets.phoneKeys.pinHmac(pin),
      decoys: app.decoys,
    });
    app.decorate('pins', pins);
    await app.register(pinsRoutes, { pinsService: pins });
  },
  { name: 'pins', dependencies: ['database', 'secrets', 'limiters', 'decoy'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    pins: PinsService;
  }
}
