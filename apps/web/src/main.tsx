import './index.css';
import { nextTask } from './lib/next-task';

/**
 * The first load is three chunks (build-plugins/first-load-chunks.ts), each evaluated in a task
 * of its own: the libraries, zod with the contract's schemas, then the app. In one module graph
 * they were one task of 200 ms at a phone's speed, in which the page could not answer a touch.
 */
async function boot() {
  await import('./boot/libraries');
  await nextTask();
  await import('./boot/schemas');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await startApp();
}

void boot();
