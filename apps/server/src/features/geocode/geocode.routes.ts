import {
  formatCoordinates,
  GeocodeQuerySchema,
  type ReverseGeocodedAddress,
  ReverseGeocodedAddressSchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';

/** A day: places do not move, and the answer depends on the coordinates alone. */
const CACHE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The address of a point from shipped data, or (P1 §8) the coordinates with 4 decimals. */
export const geocodeRoutes: FastifyPluginAsyncZod<{ geocoder: ReverseGeocoder }> = async (
  app,
  { geocoder },
) => {
  app.get(
    '/api/geocode/reverse',
    {
      schema: {
        tags: ['geo'],
        summary: 'Reverse geocoding from shipped US data; outside it, the coordinates',
        querystring: GeocodeQuerySchema,
        response: { 200: ReverseGeocodedAddressSchema },
      },
    },
    async (request, reply): Promise<ReverseGeocodedAddress> => {
      const { latitude, longitude } = request.query;
      // private: a shared cache would keep a record of where people were.
      reply.header('cache-control', `private, max-age=${CACHE_MAX_AGE_SECONDS}`);
      return (
        geocoder.reverse(latitude, longitude) ?? {
          street: '',
          city: '',
          state: '',
          zipCode: '',
          formatted: formatCoordinates({ latitude, longitude }),
        }
      );
    },
  );
};
