import { PIN_TRIES_PER_ADDRESS_LIMIT, PinsStatusSchema } from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { pinHashes } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import { asSession, startSession, startVerifiedSession } from '../../test/phone-sessions';
import { checkPin, putPins } from '../../test/pins';
import { describeApi } from '../../test/test-database';

/** The PINs are kept on the server alone, as slow keyed hashes, never as PINs. */
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
    (await app.inject({ method: 'GET', url: '/api/me/pins', ...asSession(who) })).json();

  it('stores a salted scrypt hash of a keyed hash of each PIN, never the PIN', async () => {
    const who = await startVerifiedSession(app);
    expect(await statusOf(who)).toEqual({ hasStopPin: false });
    const saved = await putPins(app, who, { pins: { stop: '739148', duress: '518402' } });
    expect(saved.statusCode).toBe(200);
    expect(PinsStatusSchema.strict().parse(saved.json())).toEqual({ hasStopPin: true });
    // Whether a duress PIN exists is never said.
    expect(await statusOf(who)).toEqual({ hasStopPin: true });

    const row = await rowOf(who.userId);
    expect(row).toMatchObject({ deviceSalt: null, deviceIterations: null });
    expect(row?.stopHash).toMatch(/^v2\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(row?.duressHash).toMatch(/^v2\$16384\$8\$1\$/);
    expect(row?.stopHash.split('$')[4]).not.toBe(row?.duressHash?.split('$')[4]);
    const stored = JSON.stringify(row);
    for (const secret of ['739148', '518402']) expect(stored).not.toContain(secret);
  });

  it('answers as long, and the same, whether or not a duress PIN is set', async () => {
    const withDuress = await startVerifiedSession(app);
    const without = await startVerifiedSession(app);
    await putPins(app, withDuress, { pins: { stop: '2468', duress: '1357' } });
    await putPins(app, without, { pins: { stop: '2468', duress: null } });
    const answers = await Promise.all(
      [withDuress, without].map((who) => checkPin(app, who, '9999')),
    );
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [403, answers[0]?.body],
      [403, answers[0]?.body],
    ]);
  });

  it('needs a verified phone to set PINs', async () => {
    const stranger = await startSession(app);
    const refused = await putPins(app, stranger, { pins: { stop: '2468', duress: null } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'phone_verification_required' });
    expect(await rowOf(stranger.userId)).toBeUndefined();
  });

  it('changes or clears the PINs only with the stop PIN; the duress PIN pretends and changes nothing', async () => {
    const who = await startVerifiedSession(app);
    await putPins(app, who, { pins: { stop: '2468', duress: '1357' } });
    const before = await rowOf(who.userId);

    const bare = await putPins(app, who, { pins: null });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'pin_required' });
    const wrong = await putPins(app, who, {
      pins: { stop: '1111', duress: null },
      currentPin: '0000',
    });
    expect(wrong.json()).toMatchObject({ code: 'pin_wrong' });
    // The duress PIN: answered as a change, read back as one, stored PINs untouched.
    const duress = await putPins(app, who, {
      pins: { stop: '9999', duress: null },
      currentPin: '1357',
    });
    expect(duress.statusCode).toBe(200);
    expect(duress.json()).toEqual({ hasStopPin: true });
    // The hashes are as they were (only when the contacts were told of the duress is new).
    const { duressToldAt: _told, ...after } = (await rowOf(who.userId)) ?? {};
    const { duressToldAt: _before, ...hashes } = before ?? {};
    expect(after).toEqual(hashes);
    // As after a real change: the new PIN works, the old duress PIN no longer does.
    expect((await checkPin(app, who, '9999')).statusCode).toBe(204);
    expect((await checkPin(app, who, '1357')).json()).toMatchObject({ code: 'pin_wrong' });

    // The stop PIN brings the real view back and changes them for real.
    const changed = await putPins(app, who, {
      pins: { stop: '975310', duress: null },
      currentPin: '2468',
    });
    expect(changed.json()).toEqual({ hasStopPin: true });
    const cleared = await putPins(app, who, { pins: null, currentPin: '975310' });
    expect(cleared.json()).toEqual({ hasStopPin: false });
    expect(await rowOf(who.userId)).toBeUndefined();
  });

  it('answers like no PINs at all once the duress PIN "removed" them: nothing is checked, whatever is typed', async () => {
    const [pretended, cleared] = [await startVerifiedSession(app), await startVerifiedSession(app)];
    for (const who of [pretended, cleared]) {
      await putPins(app, who, { pins: { stop: '2468', duress: '1357' } });
    }
    await putPins(app, pretended, { pins: null, currentPin: '1357' });
    await putPins(app, cleared, { pins: null, currentPin: '2468' });
    for (const who of [pretended, cleared]) {
      expect(await statusOf(who)).toEqual({ hasStopPin: false });
      expect((await checkPin(app, who, '90817')).statusCode).toBe(204);
      expect((await checkPin(app, who, '1357')).statusCode).toBe(204);
    }
  });

  it('refuses a PIN that is not 4 to 8 digits and a duress PIN equal to the stop PIN', async () => {
    const who = await startVerifiedSession(app);
    const equal = await putPins(app, who, { pins: { stop: '2468', duress: '2468' } });
    expect(equal.statusCode).toBe(400);
    await putPins(app, who, { pins: { stop: '2468', duress: null } });
    const short = await putPins(app, who, { pins: null, currentPin: '12' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed' });
    expect(short.body).not.toContain('"12"');
  });

  it(`counts tries per address group too: past ${PIN_TRIES_PER_ADDRESS_LIMIT}, every identity from it that tried wrong waits`, async () => {
    const people = await Promise.all(
      Array.from({ length: Math.ceil(PIN_TRIES_PER_ADDRESS_LIMIT / 5) + 1 }, () =>
        startVerifiedSession(app),
      ),
    );
    for (const who of people) await putPins(app, who, { pins: { stop: '2468', duress: null } });
    // One network, many free identities: the phones' sessions, all behind one address.
    const sameAddress = `10.${Math.floor(Math.random() * 250)}.7.9`;
    for (const who of people) who.remoteAddress = sameAddress;
    const statuses: number[] = [];
    for (const who of people) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await checkPin(app, who, `900${attempt}`)).statusCode);
      }
    }
    // 30 wrong tries, and one more from the last identity, whose first try was its first wrong
    // one: past the network's limit each identity has one try, then waits.
    expect(statuses.filter((status) => status === 403)).toHaveLength(
      PIN_TRIES_PER_ADDRESS_LIMIT + 1,
    );
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
    // An owner on that network who has not typed a wrong PIN lately is not locked out of Stop.
    const owner = await startVerifiedSession(app);
    await putPins(app, owner, { pins: { stop: '2468', duress: null } });
    owner.remoteAddress = sameAddress;
    expect((await checkPin(app, owner, '2468')).statusCode).toBe(204);
  }, 90_000);
});
