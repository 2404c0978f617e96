export { verifyBundle } from './node/verify-bundle-file';
export { openZipBundle } from './node/zip-reader';
export type { Outcome, Verdict } from './verify-reader';
export { keyFingerprint, PINNED_KEY_FINGERPRINTS } from './trusted-keys';
export type { Finding } from './findings';
export { fetchLaterLog } from './fetch-later-log';
export { type LaterLog, LogRefusal } from './check-log-consistency';
export { checkHeadTimestamps } from './check-head-timestamps';
