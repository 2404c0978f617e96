import { z } from 'zod';

/**
 * GET /api/config: the server settings the web app needs at run time. Only what is
 * safe for anyone to read: the map's tile server and the attribution its licence asks for, and how
 * long recordings are kept (said plainly where a recording is saved).
 */
export const ClientConfigSchema = z.object({
  map: z.object({
    /** A Leaflet URL template: {z}, {x} and {y}, optionally {s} (subdomain) and {r} (retina). */
    tileUrl: z.string(),
    /** Plain text, shown on the map. */
    tileAttribution: z.string(),
  }),
  /** Days a recording stays on the server unless it is kept (RECORDING_RETENTION_DAYS). */
  recordings: z.object({
    retentionDays: z.number().int().positive(),
    /** Days a deletion asked for from a phone waits (Undo until then). */
    deleteDelayDays: z.number().int().nonnegative(),
  }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
