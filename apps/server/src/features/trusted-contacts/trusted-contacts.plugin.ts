import { CONTACT_INVITATIONS_PER_DAY } from '@redzone/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findVerifiedNumber } from '../../platform/identity/verified-number';
import { contactConsentRoutes } from './contact-consent.routes';
import { createSenderNames } from './sender-names';
import { trustedContactsRoutes } from './trusted-contacts.routes';
import {
  createTrustedContactsService,
  type TrustedContactsService,
} from './trusted-contacts.service';

/** The Olive Branch circle on the server, and each contact's consent to be texted. */
export const trustedContactsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const senderNames = createSenderNames({
      db: app.db,
      clock: app.clock,
      verifiedNumberOf: (identityId) =>
        findVerifiedNumber(app.db, app.secrets.phoneKeys, identityId),
      decoys: app.decoys,
    });
    const trustedContacts = createTrustedContactsService({
      db: app.db,
      keys: app.secrets.phoneKeys,
      sms: app.sms.toContacts,
      publicOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
      smsCountries: config.smsPolicy.countries,
      clock: app.clock,
      log: app.log,
      pins: app.pins,
      decoys: app.decoys,
      removedContactDays: config.recordings.deleteDelayDays,
      invitations: await app.createLimiter('contact-invitations', {
        limit: CONTACT_INVITATIONS_PER_DAY,
        windowMs: 24 * 60 * 60_000,
      }),
      onRemoved: (ownerId, phoneHashes) => app.watchLinks.revokeFor(ownerId, phoneHashes),
      senderNames,
    });
    app.decorate('trustedContacts', trustedContacts);
    await app.register(trustedContactsRoutes, {
      trustedContactsService: trustedContacts,
      senderNames,
      requireVerifiedPhone: app.requireVerifiedPhone,
    });
    await app.register(contactConsentRoutes, { trustedContactsService: trustedContacts });
  },
  {
    name: 'trusted-contacts',
    dependencies: [
      'database',
      'secrets',
      'sms',
      'pins',
      'decoy',
      'watch-links',
      'identity',
      'limiters',
    ],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    trustedContacts: TrustedContactsService;
  }
}
