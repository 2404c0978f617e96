import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { geocodeRoutes } from '../geocode/geocode.routes';
import { agenciesRoutes } from './agencies.routes';

/** Where a point is, and which agencies serve it: the shipped data, nothing asked elsewhere. */
export const placesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(geocodeRoutes, { geocoder: app.geocoder });
    await app.register(agenciesRoutes, { geocoder: app.geocoder });
  },
  { name: 'places', dependencies: ['geocoder'] },
);
