import { STATIC_ASSET_MAX_AGE_SECONDS } from '@redzone/contract';

const FINGERPRINTED_DIR = 'assets/';

/**
 * Files under assets/ carry a content hash in their name, so they never change and are cached
 * for a year. Everything else (index.html, sw.js, the manifest, icons) keeps its name across
 * releases and must be revalidated, or a deploy would never reach installed apps.
 */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith(FINGERPRINTED_DIR)
    ? `public, max-age=${STATIC_ASSET_MAX_AGE_SECONDS}, immutable`
    : 'no-cache';
}
