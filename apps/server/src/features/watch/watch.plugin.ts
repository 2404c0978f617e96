import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggedFootage } from '../recordings/footage-custody';
import { replyWithFootage } from '../recordings/footage-reply';
import { watchRoutes } from './watch.routes';
import { createWatchService } from './watch.service';

/**
 * The trusted contacts' live view of an alert through their own link: its place and state, and
 * its takes' evidence layers, each view written into the take's custody log.
 */
export const watchPlugin = fp(
  async (app: FastifyInstance) => {
    const { alerts, recordings, custody, trustedContacts, secrets } = app;
    await app.register(watchRoutes, {
      watchService: createWatchService({
        links: app.watchLinks,
        clock: app.clock,
        isConfirmedContact: async (senderId, phoneHash) =>
          (await trustedContacts.confirmedPhones(senderId)).some(
            (phone) => secrets.phoneKeys.lookupHash(phone) === phoneHash,
          ),
        alertOf: (alertId) => alerts.forWatch(alertId),
        recordingsOf: (senderId) => recordings.list(senderId),
      }),
      replyWithEvidence: (request, reply, { senderId, alertId }, recordingId) =>
        replyWithFootage(
          request,
          reply,
          loggedFootage(
            custody,
            {
              actor: { kind: 'watchLink', alertId },
              layer: 'evidence',
              isDownload: request.query.download === '1',
            },
            (range) => recordings.layerFootage(senderId, recordingId, 'evidence', range),
          ),
        ),
    });
  },
  { name: 'watch', dependencies: ['alerts', 'recordings', 'watch-links', 'trusted-contacts'] },
);
