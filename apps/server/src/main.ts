import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { loadAgencyDirectory } from './features/agencies/agency-directory';
import { PRIVATE_UMASK } from './platform/system/private-data-dir';

// Everything the server writes (database, secrets, recordings) is its own.
process.umask(PRIVATE_UMASK);

const config = loadConfigOrExit(process.env);

const app = await buildApp(config).catch((error: unknown) => {
  // A second server on the same DATA_DIR is an expected mistake: say so without a stack trace.
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});

// The shipped data (state shapes, ZIP places, the agency list) is read before the first request.
// Read on first use, it held the event loop for half a second to two seconds under load, and
// every request with it: the first alert's fan-out to observers among them.
app.geocoder.warm();
loadAgencyDirectory();

let isClosing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (isClosing) {
    app.log.warn(`${signal} again: exiting without a clean close`);
    process.exit(1);
  }
  isClosing = true;
  app.log.info(`${signal}: closing`);
  try {
    await app.close();
    app.log.info('closed cleanly');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'unclean close');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'cannot listen');
  await app.close();
  process.exit(1);
}
