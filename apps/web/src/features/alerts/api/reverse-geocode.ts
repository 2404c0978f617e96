import { formatCoordinates, ReverseGeocodedAddressSchema, type Point } from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/** The server's offline geocoder; on any failure the coordinates with 4 decimals (P1 §8). */
export async function reverseGeocode(point: Point): Promise<string> {
  try {
    const address = await apiRequest(
      `/api/geocode/reverse?latitude=${point.latitude}&longitude=${point.longitude}`,
      { schema: ReverseGeocodedAddressSchema },
    );
    return address.formatted || formatCoordinates(point);
  } catch {
    return formatCoordinates(point);
  }
}
