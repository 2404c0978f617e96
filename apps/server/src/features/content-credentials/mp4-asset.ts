import { BMFF } from '@trustnxt/c2pa-ts/asset';

/**
 * @trustnxt/c2pa-ts 0.9.4, the newest on the registry, reads ISO BMFF generically (its BMFF hash
 * is over top-level boxes, C2PA 2.1 §15.12) but opens only HEIF brands; MP4 support landed in a
 * later release we cannot install. Its brand list is private, so the MP4 brands a browser or
 * ffmpeg writes are added to it here, once. Offsets the library does not move for MP4 are moved
 * by mp4-offsets.ts. Remove this when a release with MP4 support is on the registry.
 */
const MP4_BRANDS = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V '];

let isPatched = false;

export function openMp4(bytes: Uint8Array): BMFF {
  if (!isPatched) {
    const brands = (BMFF as unknown as { canReadBrands: Set<string> }).canReadBrands;
    for (const brand of MP4_BRANDS) brands.add(brand);
    isPatched = true;
  }
  return new BMFF(bytes);
}
