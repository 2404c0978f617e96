import {
  distanceMiles,
  DRILL_AREA_H3_RESOLUTION,
  DRILL_MAX_DISTANCE_METERS,
  type DrillAnswer,
  METERS_PER_MILE,
  observerBucket,
  type Point,
  metersToYards,
} from '@redzone/contract';
import { cellToLatLng, getHexagonEdgeLengthAvg, latLngToCell } from 'h3-js';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { VerifiedCaller } from '../../platform/identity/require-verified-phone';
import type { ObserverPositions } from '../../platform/observers/observer-positions';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';

/**
 * The drill: whom a real alert from the person's own place would reach now, stored, sent and
 * announced to nobody. It is an answer about who is near a point, so a searcher must not be able
 * to ask it about points of their choosing: it needs a verified phone, answers only within
 * DRILL_MAX_DISTANCE_METERS of where the caller last reported being, a few times a day per
 * number, in words (none, a few, many), never a count, and about the whole area the caller is in
 * (an H3 cell, DRILL_AREA_H3_RESOLUTION), whose edges no moving point can find.
 */
const AREA_EDGE_METERS = getHexagonEdgeLengthAvg(DRILL_AREA_H3_RESOLUTION, 'm');

export function createAlertDrill(deps: {
  positions: Pick<ObserverPositions, 'within' | 'get'>;
  /** What the caller's phone reads of their confirmed contacts (a duress pretence included). */
  contacts: { shownConfirmedCount(ownerId: string): Promise<{ count: number }> };
  /** DRILLS_PER_NUMBER_PER_DAY, keyed by the verified number's hash. */
  limiter: RateLimiter;
}) {
  const { positions, contacts, limiter } = deps;

  /** Observers (other than the caller) whose last position is in the caller's area. */
  async function observersInAreaOf(at: Point, callerId: string): Promise<number> {
    const area = latLngToCell(at.latitude, at.longitude, DRILL_AREA_H3_RESOLUTION);
    const [latitude, longitude] = cellToLatLng(area);
    // Every point of a hexagon is within about one edge of its centre (cells vary in size).
    const reach = metersToYards(AREA_EDGE_METERS * 1.5);
    const near = await positions.within({ latitude, longitude }, reach);
    const seen = await Promise.all(
      near.filter((id) => id !== callerId).map((id) => positions.get(id)),
    );
    return seen.filter(
      (point) =>
        point !== null &&
        latLngToCell(point.latitude, point.longitude, DRILL_AREA_H3_RESOLUTION) === area,
    ).length;
  }
  return async function drill(caller: VerifiedCaller, at: Point): Promise<DrillAnswer> {
    const own = await positions.get(caller.userId);
    if (own === null || distanceMiles(own, at) * METERS_PER_MILE > DRILL_MAX_DISTANCE_METERS) {
      throw new AppError(
        HTTP_STATUS.badRequest,
        'drill_not_here',
        'A drill looks at where you are now. Share your location, then start it again.',
      );
    }
    const refusal = await limiter.take(caller.phoneHash);
    if (refusal !== null) {
      throw new AppError(
        HTTP_STATUS.tooManyRequests,
        'drill_rate_limited',
        'You have practised several times today. The red button works the same; try a drill again tomorrow.',
        { retryAfterSeconds: Math.ceil(refusal.retryAfterMs / 1000) },
      );
    }
    const [inArea, confirmed] = await Promise.all([
      observersInAreaOf(at, caller.userId),
      contacts.shownConfirmedCount(caller.userId),
    ]);
    return {
      observersNearby: observerBucket(inArea),
      contactsConfirmed: confirmed.count,
      isPhoneVerified: true,
    };
  };
}
