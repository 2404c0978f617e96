/**
 * The CSP the built web app runs under. No 'unsafe-inline' scripts (Vite emits none); inline
 * styles are allowed because React style props and the map library set them. Blob and data URLs
 * cover recorded video previews, camera snapshots and the service worker. Images from elsewhere
 * come only from the configured map tile server (MAP_TILE_URL). No
 * upgrade-insecure-requests: the embedded mode is served over plain http on localhost.
 */
export function contentSecurityPolicyDirectives(options: {
  /** The tile server's CSP source (tileImageSource of MAP_TILE_URL). */
  mapTileSource: string;
}): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', options.mapTileSource],
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
}
