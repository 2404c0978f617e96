import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';

/** Someone else's recording is "not found", never "forbidden": its existence is not shown. */
export function recordingNotFound(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'recording_not_found',
    'This recording does not exist or is not yours.',
  );
}
