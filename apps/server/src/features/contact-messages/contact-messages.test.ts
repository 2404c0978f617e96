import { CONTACT_MESSAGES_PER_NETWORK_PER_DAY } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { asSession, startSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

const ADMIN_TOKEN = 'contact-messages-admin-token-0123456789';

/**
 * With no contact address configured, people still reach the people who run the installation:
 * a message is kept for the operator, who reads it with the admin token, and nobody else can.
 */
describeApi('messages to the people who run this installation', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_TOKEN });
  });
  afterAll(() => app.close());

  const send = async (payload: object, address = '10.44.0.1') => {
    const who = { ...(await startSession(app)), remoteAddress: address };
    return app.inject({ method: 'POST', url: '/api/contact-messages', payload, ...asSession(who) });
  };
  const read = (token?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages',
      ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
    });

  it('keeps a message for the operator alone, with the way to write back', async () => {
    const sent = await send({
      message: 'Can my church partner with you?',
      replyTo: 'pastor@example.org',
    });
    expect(sent.statusCode).toBe(201);
    expect((await read()).statusCode).toBe(401);
    expect((await read('wrong-token-0123456789')).statusCode).toBe(401);
    const listed = await read(ADMIN_TOKEN);
    expect(listed.json()[0]).toMatchObject({
      message: 'Can my church partner with you?',
      replyTo: 'pastor@example.org',
    });
  });

  it('refuses an empty message and, past a few a day, more from one network', async () => {
    expect((await send({ message: '   ' })).statusCode).toBe(400);
    const address = '10.44.9.9';
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_MESSAGES_PER_NETWORK_PER_DAY; i += 1) {
      statuses.push((await send({ message: `hello ${i}` }, address)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      CONTACT_MESSAGES_PER_NETWORK_PER_DAY,
    );
  });
});
