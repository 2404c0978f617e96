import {
  VERIFICATION_SEND_INTERVAL_MS,
  VERIFICATION_SEND_WINDOW_MS,
  VERIFICATION_SENDS_PER_CLIENT_ADDRESS,
  VERIFICATION_SENDS_PER_NUMBER_ALL_SESSIONS,
  VERIFICATION_SENDS_PER_NUMBER_PER_NETWORK,
  VERIFICATION_SENDS_PER_SESSION,
} from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import {
  latestCode,
  randomAddress,
  randomPhone,
  requestCode,
  startSession,
  submitCode,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

const SPACING_MS = VERIFICATION_SEND_INTERVAL_MS + 1_000;

describeApi('limits on sending codes', () => {
  let app: App;
  // Near real time: on PostgreSQL other test files share the tables (test/phone-sessions.ts).
  let now = Date.now();

  beforeAll(async () => {
    app = await createTestApp({}, { now: () => new Date(now) });
  });
  afterAll(() => app.close());

  it('waits 30 seconds between two codes to the same number, saying how long with Retry-After', async () => {
    const who = await startSession(app);
    const { typed } = randomPhone();
    expect((await requestCode(app, who, typed)).statusCode).toBe(200);
    now += 10_000;
    const early = await requestCode(app, who, typed);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    expect(early.json()).toEqual({
      success: false,
      error: 'A code was just sent to this number. Wait 20 seconds before asking again.',
      code: 'send_rate_limited',
    });
    now += 20_000;
    expect((await requestCode(app, who, typed)).statusCode).toBe(200);
  });

  it("applies the 30 seconds to one session's sends to the number; another session is not held up", async () => {
    const { typed } = randomPhone();
    const first = await startSession(app);
    expect((await requestCode(app, first, typed)).statusCode).toBe(200);
    expect((await requestCode(app, first, typed)).statusCode).toBe(429);
    const other = await requestCode(app, await startSession(app), typed);
    expect(other.statusCode).toBe(200);
  });

  it(`sends at most ${VERIFICATION_SENDS_PER_NUMBER_ALL_SESSIONS} codes an hour to one number, across sessions`, async () => {
    const { typed, e164 } = randomPhone();
    for (let send = 0; send < VERIFICATION_SENDS_PER_NUMBER_ALL_SESSIONS; send += 1) {
      expect((await requestCode(app, await startSession(app), typed)).statusCode).toBe(200);
      now += SPACING_MS;
    }
    const sixth = await requestCode(app, await startSession(app), typed);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'send_rate_limited',
      error: expect.stringMatching(
        /^Too many codes were sent to this number\. Try again in \d+ minutes\.$/,
      ),
    });
    // The first send leaves the window one hour after it was made.
    const waitSeconds = Number(sixth.headers['retry-after']);
    const expected =
      (VERIFICATION_SEND_WINDOW_MS - VERIFICATION_SENDS_PER_NUMBER_ALL_SESSIONS * SPACING_MS) /
      1000;
    expect(waitSeconds).toBe(expected);

    now += waitSeconds * 1000 - 1_000;
    expect((await requestCode(app, await startSession(app), typed)).statusCode).toBe(429);
    now += 1_000;
    const later = await startSession(app);
    expect((await requestCode(app, later, typed)).statusCode).toBe(200);
    expect((await submitCode(app, later, typed, await latestCode(app, e164))).statusCode).toBe(200);
  });

  it("keeps a number's codes coming to its owner's network while another network is refused for it", async () => {
    const { typed, e164 } = randomPhone();
    const attackersNetwork = `10.${Math.floor(Math.random() * 250)}.66.9`;
    const statuses: number[] = [];
    for (let send = 0; send < 14; send += 1) {
      const session = await startSession(app);
      session.remoteAddress = attackersNetwork;
      statuses.push((await requestCode(app, session, typed)).statusCode);
      now += SPACING_MS;
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      VERIFICATION_SENDS_PER_NUMBER_PER_NETWORK,
    );
    // The owner, on a new phone on another network, still gets a code and verifies.
    const owner = await startSession(app);
    expect((await requestCode(app, owner, typed)).statusCode).toBe(200);
    expect((await submitCode(app, owner, typed, await latestCode(app, e164))).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour for one session, across numbers', async () => {
    const who = await startSession(app);
    for (let send = 0; send < VERIFICATION_SENDS_PER_SESSION; send += 1) {
      expect((await requestCode(app, who, randomPhone().typed)).statusCode).toBe(200);
    }
    const sixth = await requestCode(app, who, randomPhone().typed);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBe(VERIFICATION_SEND_WINDOW_MS / 1000);
    expect(sixth.json()).toMatchObject({
      success: false,
      code: 'send_rate_limited',
      error: 'Too many codes were requested from this device. Try again in 60 minutes.',
    });
  });

  it('caps one network address, however many sessions it mints', async () => {
    const address = randomAddress();
    for (let send = 0; send < VERIFICATION_SENDS_PER_CLIENT_ADDRESS; send += 1) {
      const who = { ...(await startSession(app)), remoteAddress: address };
      expect((await requestCode(app, who, randomPhone().typed)).statusCode).toBe(200);
    }
    const who = { ...(await startSession(app)), remoteAddress: address };
    const over = await requestCode(app, who, randomPhone().typed);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      error: expect.stringContaining('from this network'),
    });
  });

  it('does not count a refused request against the limits', async () => {
    const who = await startSession(app);
    const { typed } = randomPhone();
    await requestCode(app, who, typed);
    for (let refused = 0; refused < 10; refused += 1) {
      expect((await requestCode(app, who, typed)).statusCode).toBe(429);
    }
    now += SPACING_MS;
    expect((await requestCode(app, who, typed)).statusCode).toBe(200);
  });
});
