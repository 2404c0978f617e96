import { ReverseGeocodedAddressSchema } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';

describeApi('reverse geocoding (GET /api/geocode/reverse)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function reverse(latitude: number | string, longitude: number | string) {
    return app.inject({
      method: 'GET',
      url: `/api/geocode/reverse?latitude=${latitude}&longitude=${longitude}`,
    });
  }

  async function addressAt(latitude: number, longitude: number) {
    const response = await reverse(latitude, longitude);
    expect(response.statusCode).toBe(200);
    return ReverseGeocodedAddressSchema.parse(response.json());
  }

  it('places downtown Burbank in Burbank, CA with its ZIP code', async () => {
    const address = await addressAt(34.1808, -118.309);
    expect(address).toMatchObject({ street: '', city: 'Burbank', state: 'California' });
    expect(address.zipCode).toMatch(/^915\d\d$/);
    expect(address.formatted).toBe(`Burbank, CA ${address.zipCode}`);
  });

  it('places the Loop in Chicago, IL', async () => {
    expect(await addressAt(41.8819, -87.6278)).toMatchObject({
      city: 'Chicago',
      state: 'Illinois',
      formatted: expect.stringMatching(/^Chicago, IL 606\d\d$/),
    });
  });

  it('tells Kansas City, KS from Kansas City, MO by the state line', async () => {
    expect(await addressAt(39.1141, -94.6275)).toMatchObject({
      city: 'Kansas City',
      state: 'Kansas',
    });
    expect(await addressAt(39.0997, -94.5786)).toMatchObject({
      city: 'Kansas City',
      state: 'Missouri',
    });
  });

  it('falls back to the coordinates with 4 decimals in the open ocean (P1 §8)', async () => {
    expect(await addressAt(30.123456, -140.987654)).toEqual({
      street: '',
      city: '',
      state: '',
      zipCode: '',
      formatted: '30.1235, -140.9877',
    });
  });

  it('refuses coordinates that are missing or out of range with 400', async () => {
    expect((await reverse(91, 0)).statusCode).toBe(400);
    expect((await reverse('abc', 0)).statusCode).toBe(400);
    const missing = await app.inject({ method: 'GET', url: '/api/geocode/reverse?latitude=34' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('lets the browser cache an answer but keeps it out of shared caches', async () => {
    const response = await reverse(34.1808, -118.309);
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });
});
