import { formatCoordinates, type Point } from '@redzone/contract';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';

/**
 * The place an alert is shown at. A phone sends its coordinates as they are (asking the server
 * for a name first cost the alert a round trip, decision 093); the server names them from its
 * shipped data. Anything else the phone sent (a typed place) is kept as sent.
 */
export function alertPlaceName(
  sent: Point & { location: string },
  geocoder: ReverseGeocoder,
): string {
  if (sent.location !== formatCoordinates(sent)) return sent.location;
  return geocoder.reverse(sent.latitude, sent.longitude)?.formatted || sent.location;
}
