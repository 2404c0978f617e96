import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '@redzone/contract';
import { z } from 'zod';
import { tileImageSource } from '../platform/security/tile-source';
import { ConfigError, type ConfigVariable } from './variable';

/** The map's tiles, told to the web app by GET /api/config; their origin goes into the CSP. */

/** Longest map attribution accepted: a line under the map, not a paragraph. */
const MAP_TILE_ATTRIBUTION_MAX = 200;

export const mapVariables: ConfigVariable[] = [
  {
    name: 'MAP_TILE_URL',
    default: DEFAULT_MAP_TILE_URL,
    description:
      'Map tiles, a Leaflet URL template with {z}, {x} and {y} ({s} only as the first host label); its origin is allowed as an image source.',
  },
  {
    name: 'MAP_TILE_ATTRIBUTION',
    default: DEFAULT_MAP_TILE_ATTRIBUTION,
    description: "Plain text shown on the map, as the tile server's licence asks.",
  },
];

export const mapEnv = {
  MAP_TILE_URL: z
    .string()
    .refine(
      (template) => tileImageSource(template) !== null,
      'must be an http:// or https:// URL template with {z}, {x} and {y} in its path ({s} only as the first label of the host)',
    )
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .max(MAP_TILE_ATTRIBUTION_MAX, `must be at most ${MAP_TILE_ATTRIBUTION_MAX} characters`)
    .default(DEFAULT_MAP_TILE_ATTRIBUTION),
};

type MapVars = z.infer<z.ZodObject<typeof mapEnv>>;

export interface MapConfig {
  tileUrl: string;
  tileAttribution: string;
  tileSource: string;
}

export function mapConfig(vars: MapVars): MapConfig {
  const tileSource = tileImageSource(vars.MAP_TILE_URL);
  // The schema has refused templates without a source already; this narrows the type.
  if (tileSource === null) throw new ConfigError('Invalid configuration: MAP_TILE_URL');
  return { tileUrl: vars.MAP_TILE_URL, tileAttribution: vars.MAP_TILE_ATTRIBUTION, tileSource };
}
