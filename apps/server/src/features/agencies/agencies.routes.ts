import { AgenciesQuerySchema, AgencyListSchema, type Point } from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { ReverseGeocoder } from '../../platform/geo/reverse-geocoder';
import { loadAgencyDirectory } from './agency-directory';
import { parsePointText, resolveIncidentPlace } from './incident-place';
import { nearestAgencies } from './nearest-agencies';

const LocationParamsSchema = z.object({ location: z.string().min(1).max(500) });

/**
 * P1 §7 GET /api/law-enforcement-agencies: where to send a report about a recording, from the
 * FBI agency list. Public data, so no session is needed. The spec's client puts the location in
 * the path (its query key joined with slashes); the query string form is the documented one.
 */
export const agenciesRoutes: FastifyPluginAsyncZod<{ geocoder: ReverseGeocoder }> = async (
  app,
  { geocoder },
) => {
  function find(point: Point | null, location: string | null) {
    if (point === null && (location === null || location.trim() === '')) {
      throw new AppError(
        HTTP_STATUS.badRequest,
        'validation_failed',
        'Give the incident position (latitude and longitude) or its place, such as "Burbank, CA".',
      );
    }
    const place = resolveIncidentPlace({ point, location }, geocoder);
    return place === null ? [] : nearestAgencies(loadAgencyDirectory(), place);
  }

  app.get(
    '/api/law-enforcement-agencies',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Agencies a report can go to, most responsible first: the city police, the county, then others nearby (FBI UCR / Crime Data Explorer).',
        querystring: AgenciesQuerySchema,
        response: { 200: AgencyListSchema },
      },
    },
    async (request) => {
      const { latitude, longitude, location } = request.query;
      if ((latitude === undefined) !== (longitude === undefined)) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'validation_failed',
          'Give both latitude and longitude, or neither.',
        );
      }
      const point =
        latitude === undefined || longitude === undefined ? null : { latitude, longitude };
      return find(point, location ?? null);
    },
  );

  app.get(
    '/api/law-enforcement-agencies/:location',
    {
      schema: {
        tags: ['reports'],
        summary: 'The same, with the place ("Burbank, CA") or "latitude,longitude" in the path.',
        params: LocationParamsSchema,
        response: { 200: AgencyListSchema },
      },
    },
    async (request) => {
      const { location } = request.params;
      const point = parsePointText(location);
      return find(point, point === null ? location : null);
    },
  );
};
