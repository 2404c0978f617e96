/**
 * The CSP the built web app runs under. No 'unsafe-inline' scripts (Vite emits none); inline
 * styles are allowed because React style props and the map library set them. Blob and data URLs
 * cover recorded video previews, camera snapshots and the service worker. No
 * upgrade-insecure-requests: the embedded mode is served over plain http on localhost.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};
