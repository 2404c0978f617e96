/**
 * What a person may learn of the observers near a point: never a number. An exact count near a
 * chosen point, asked again and again, locates an observer to the yard; a word for "none",
 * "a few" or "many" tells the person in trouble what they need and a searcher next to nothing.
 */
export const OBSERVER_BUCKETS = ['none', 'few', 'many'] as const;
export type ObserverBucket = (typeof OBSERVER_BUCKETS)[number];

/** From this many on, "many". */
export const MANY_OBSERVERS = 5;

export function observerBucket(count: number): ObserverBucket {
  if (count <= 0) return 'none';
  return count < MANY_OBSERVERS ? 'few' : 'many';
}

/**
 * How far the nearest responder is, as a walk: a range, never minutes, and `arrived` once one
 * is there (then it no longer follows them), so an alert cannot be used to watch someone come.
 */
export const WALK_BUCKETS = ['arrived', 'under5', '5to15', 'more'] as const;
export type WalkBucket = (typeof WALK_BUCKETS)[number];

export function walkBucket(minutes: number): WalkBucket {
  if (minutes <= 1) return 'arrived';
  if (minutes < 5) return 'under5';
  return minutes <= 15 ? '5to15' : 'more';
}

/**
 * A drill answers about the area the person stands in, one resolution-6 H3 cell (about 36 km²,
 * some 6 km across), never about a circle around a point: a point can be moved a few metres at
 * a time to find the edge of someone's circle, a cell's edges cannot, and guessing its centre
 * places someone within 500 m about one time in thirty.
 */
export const DRILL_AREA_H3_RESOLUTION = 6;

/** A drill asks about the person's own place only: this far at most from where they last were. */
export const DRILL_MAX_DISTANCE_METERS = 200;
/** Drills one verified number may run in a day. */
export const DRILLS_PER_NUMBER_PER_DAY = 5;
