import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';

/**
 * An MP4 export holds the whole take in memory twice (c2pa-ts signs a buffer): a few at once
 * from free sessions, each over its own long take, could take the server's memory from everyone
 * recording. One runs at a time on an instance; another asked meanwhile is told to wait (503).
 */
export function oneExportAtATime() {
  let running = false;
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running) {
      throw new AppError(
        HTTP_STATUS.serviceUnavailable,
        'busy',
        'Another signed MP4 is being made right now. Wait a few seconds and try again.',
      );
    }
    running = true;
    try {
      return await work();
    } finally {
      running = false;
    }
  };
}
