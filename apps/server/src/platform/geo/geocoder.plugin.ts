import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOfflineGeocoder, type ReverseGeocoder } from './reverse-geocoder';

/** Names places from coordinates with the shipped data alone: no position leaves the server. */
export const geocoderPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('geocoder', createOfflineGeocoder());
  },
  { name: 'geocoder' },
);

declare module 'fastify' {
  interface FastifyInstance {
    geocoder: ReverseGeocoder;
  }
}
