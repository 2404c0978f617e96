import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_VAPID_SUBJECT } from '../../config';
import type { PushSender } from './push-sender';
import { createWebPushSender } from './web-push-sender';

/**
 * Web Push to observers whose app is closed, signed with the deployment's VAPID pair. Its
 * encryption threads close with the server, after the push feature's pre-close wait has let the
 * pushes under way settle.
 */
export const pushSenderPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    if (config.push.subject === DEFAULT_VAPID_SUBJECT && config.nodeEnv === 'production') {
      app.log.warn(
        'VAPID_SUBJECT is a placeholder: Apple devices get no alert pushes until it is set.',
      );
    }
    const sender = createWebPushSender({
      keys: app.secrets.vapidKeys,
      subject: config.push.subject,
      onThreadError: (error) =>
        app.log.warn({ error: error.name }, 'push encryption thread failed; others take its work'),
    });
    app.decorate('pushSender', sender);
    app.addHook('onClose', async () => {
      await sender.close?.();
    });
  },
  { name: 'push-sender', dependencies: ['secrets'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    pushSender: PushSender;
  }
}
