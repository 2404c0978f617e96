import { PinsStatusSchema } from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { pinHashes } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { asSession, startSession } from '../../test/phone-sessions';
import { devicePins, putPins } from '../../test/pins';
import { describeApi } from '../../test/test-database';

/** Issue 29: the PINs are kept on the server as a slow salted hash, never as PINs. */
describeApi('PINs on the server (PUT /api/me/pins)', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  const rowOf = async (userId: string) =>
    (await db.select().from(pinHashes).where(eq(pinHashes.userId, userId)))[0];
  const statusOf = async (who: Awaited<ReturnType<typeof startSession>>) =>
    PinsStatusSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/me/pins', ...asSession(who) })).json(),
    );

  it("stores a salted scrypt hash of each PIN, never the PIN nor the device's hash", async () => {
    const who = await startSession(app);
    expect(await statusOf(who)).toEqual({ hasStopPin: false, hasDuressPin: false });
    const pins = devicePins('73914862', '51840273');

    const saved = await putPins(app, who, { pins });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ hasStopPin: true, hasDuressPin: true });
    expect(await statusOf(who)).toEqual({ hasStopPin: true, hasDuressPin: true });

    const row = await rowOf(who.userId);
    expect(row).toMatchObject({ deviceSalt: pins.salt, deviceIterations: pins.iterations });
    expect(row?.stopHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(row?.duressHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    // A random salt per PIN: the two hashes share nothing.
    expect(row?.stopHash.split('$')[4]).not.toBe(row?.duressHash?.split('$')[4]);
    const stored = JSON.stringify(row);
    for (const secret of ['73914862', '51840273', pins.stop, pins.duress ?? '']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('changes or clears the PINs only with the stop PIN: none, a wrong one or the duress PIN change nothing', async () => {
    const who = await startSession(app);
    await putPins(app, who, { pins: devicePins('2468', '1357') });
    const before = await rowOf(who.userId);

    const bare = await putPins(app, who, { pins: null });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'pin_required' });
    const wrong = await putPins(app, who, { pins: devicePins('1111'), currentPin: '0000' });
    expect(wrong.json()).toMatchObject({ code: 'pin_wrong' });
    const duress = await putPins(app, who, { pins: null, currentPin: '1357' });
    expect(duress.statusCode).toBe(403);
    expect(duress.json()).toMatchObject({ code: 'pin_wrong' });
    expect(await rowOf(who.userId)).toEqual(before);

    const changed = await putPins(app, who, { pins: devicePins('9753'), currentPin: '2468' });
    expect(changed.json()).toEqual({ hasStopPin: true, hasDuressPin: false });
    const cleared = await putPins(app, who, { pins: null, currentPin: '9753' });
    expect(cleared.json()).toEqual({ hasStopPin: false, hasDuressPin: false });
    expect(await rowOf(who.userId)).toBeUndefined();
  });

  it('refuses a PIN that is not 4 to 8 digits and a duress PIN equal to the stop PIN', async () => {
    const who = await startSession(app);
    const same = devicePins('2468');
    const equal = await putPins(app, who, { pins: { ...same, duress: same.stop } });
    expect(equal.statusCode).toBe(400);
    await putPins(app, who, { pins: same });
    const short = await putPins(app, who, { pins: null, currentPin: '12' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed' });
    expect(short.body).not.toContain('"12"');
  });
});
