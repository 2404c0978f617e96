import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from '@redzone/contract';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { BACKGROUND_COLOR, THEME_COLOR } from './brand';

/** The icon files that scripts/generate-icons.mjs writes into public/icons. */
export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** Spec P1 §2: installable as a home-screen app, standalone, starting at Home. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: PRODUCT_NAME,
  short_name: PRODUCT_SHORT_NAME,
  description:
    'Community alerts, live evidence recording and know-your-rights help for encounters with police and public officials.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  lang: 'en',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['utilities', 'news'],
  icons: ICONS.map((icon) => ({ ...icon })),
  // A long press on the home-screen icon starts recording, no button to find.
  shortcuts: [
    {
      name: 'Start recording',
      short_name: 'Record',
      description: 'Open Red Zone recording, straight from the home screen.',
      url: '/record?start=1',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
