export { verifyBundle, type Verdict } from './verify-bundle';
export type { Finding } from './findings';
export { openZipBundle } from './zip-bundle';
