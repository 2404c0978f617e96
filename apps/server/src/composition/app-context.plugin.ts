import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type BackgroundWork, createBackgroundWork } from '../platform/background-work';
import type { AppDeps } from './app-instance';

/**
 * What every part of the app reads: the configuration, the clock, the test hooks, and the queue
 * of work that runs after an answer (closing waits for it).
 */
export const appContextPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; deps: AppDeps }) => {
    app.decorate('config', options.config);
    app.decorate('appDeps', options.deps);
    app.decorate('clock', options.deps.now ?? (() => new Date()));
    const background = createBackgroundWork(app.log);
    app.decorate('background', background);
    app.addHook('preClose', () => background.idle());
  },
  { name: 'app-context' },
);

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    appDeps: AppDeps;
    clock: () => Date;
    background: BackgroundWork;
  }
}
