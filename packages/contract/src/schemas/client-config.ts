import { z } from 'zod';

/**
 * GET /api/config: the server settings the web app needs at run time (issue 5). Only what is
 * safe for anyone to read: the map's tile server and the attribution its licence asks for.
 */
export const ClientConfigSchema = z.object({
  map: z.object({
    /** A Leaflet URL template: {z}, {x} and {y}, optionally {s} (subdomain) and {r} (retina). */
    tileUrl: z.string(),
    /** Plain text, shown on the map. */
    tileAttribution: z.string(),
  }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
