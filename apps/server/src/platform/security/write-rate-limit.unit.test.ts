import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { sessionCookiePlugin } from '../identity/session-cookie';
import { writeRateLimitPlugin } from './write-rate-limit';

it('lets writes through when the counter store fails, rather than refusing every alert', async () => {
  const app = Fastify();
  await app.register(sessionCookiePlugin, { secret: 'x'.repeat(32) });
  await app.register(writeRateLimitPlugin, {
    limiter: {
      take: () => Promise.reject(new Error('Redis is down')),
      giveBack: () => Promise.resolve(),
      uses: () => Promise.resolve(0),
      close: () => Promise.resolve(),
    },
  });
  app.post('/write', async () => ({ ok: true }));
  const response = await app.inject({ method: 'POST', url: '/write', payload: {} });
  expect(response.statusCode).toBe(200);
  await app.close();
});
