import { z } from 'zod';
import { LatitudeSchema, LongitudeSchema } from './common';

/** Places a person is alerted about while the app is closed, at most this many. */
export const WATCH_ZONES_MAX = 3;
/** H3 resolution of a stored zone: cells about 1 km across (average edge 0.53 km). */
export const WATCH_ZONE_H3_RESOLUTION = 8;

/** One place as the person chose it: where, and their own name for it. */
export const WatchZoneInputSchema = z.object({
  label: z.string().trim().min(1, 'Name this place.').max(40, 'Keep the name under 40 characters.'),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
});

/**
 * Texts to a watch-zone observer whom no notification reached (no live push subscription, or
 * every push refused), at most this many a day: each costs the project, and a text is a last
 * resort, not a feed.
 */
export const WATCH_ZONE_TEXTS_PER_DAY = 5;

/**
 * PUT /api/observer/watch-zones: the whole list, replacing what was there, and whether to be
 * texted at the verified number when an alert in a zone cannot reach this person by push
 * (unchanged when absent).
 */
export const PutWatchZonesBodySchema = z.object({
  zones: z.array(WatchZoneInputSchema).max(WATCH_ZONES_MAX, `At most ${WATCH_ZONES_MAX} places.`),
  textWhenUnreachable: z.boolean().optional(),
});
export type PutWatchZonesBody = z.infer<typeof PutWatchZonesBodySchema>;

/**
 * A zone as stored: the coarse cell and its centre, never the point that was sent. The centre is
 * up to about half a kilometre from it.
 */
export const WatchZoneSchema = z.object({
  label: z.string(),
  cell: z.string(),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
});
export const WatchZonesSchema = z.object({
  zones: z.array(WatchZoneSchema),
  /** Texted at the verified number when no notification reaches this person. */
  textWhenUnreachable: z.boolean(),
});
export type WatchZones = z.infer<typeof WatchZonesSchema>;
