import type { Point } from '@redzone/contract';

/**
 * Where observers with Location Sharing on were last seen. Kept in memory (or Redis when scaled
 * out), never in the database or the logs; a position older than OBSERVER_POSITION_TTL_MS is
 * forgotten, so an observer who stops reporting stops being targeted.
 */
export interface ObserverPositions {
  set(userId: string, point: Point): Promise<void>;
  /** The last position if it is still fresh. */
  get(userId: string): Promise<Point | null>;
  remove(userId: string): Promise<void>;
  /** Who was last seen within `radiusYards` of `center`: the audience of an alert. */
  within(center: Point, radiusYards: number): Promise<string[]>;
  close(): Promise<void>;
}
