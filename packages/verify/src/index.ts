export { verifyBundle } from './node/verify-bundle-file';
export { openZipBundle } from './node/zip-reader';
export type { Verdict } from './verify-reader';
export type { Finding } from './findings';
