import { type OliveBranchFriend, TrustedContactsSchema } from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { trustedContacts } from '../../db/schema';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  asSession,
  randomPhone,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

describeApi('the Olive Branch circle (/api/trusted-contacts)', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  function put(who: TestSession, contacts: unknown) {
    return app.inject({
      method: 'PUT',
      url: '/api/trusted-contacts',
      payload: { contacts },
      ...asSession(who),
    });
  }

  function get(who: TestSession) {
    return app.inject({ method: 'GET', url: '/api/trusted-contacts', ...asSession(who) });
  }

  function friend(overrides: Partial<OliveBranchFriend> = {}): OliveBranchFriend {
    return { name: 'Ana Ruiz', phone: randomPhone().typed, relationship: 'Family', ...overrides };
  }

  it('saves the circle with numbers in E.164 and gives it back to its owner', async () => {
    const owner = await startVerifiedSession(app);
    const first = randomPhone();
    const second = randomPhone();
    const circle = [
      { name: ' Ana Ruiz ', phone: first.typed, relationship: 'Family' },
      { name: 'Sam Lee', phone: second.e164, relationship: 'Emergency Contact' },
    ];
    const saved = await put(owner, circle);
    expect(saved.statusCode).toBe(200);
    const expected = {
      contacts: [
        { name: 'Ana Ruiz', phone: first.e164, relationship: 'Family', consent: 'pending' },
        {
          name: 'Sam Lee',
          phone: second.e164,
          relationship: 'Emergency Contact',
          consent: 'pending',
        },
      ],
    };
    expect(TrustedContactsSchema.parse(saved.json())).toEqual(expected);
    expect((await get(owner)).json()).toEqual(expected);
  });

  it('replaces the whole circle on each save, and an empty list clears it', async () => {
    const owner = await startVerifiedSession(app);
    await put(owner, [friend(), friend({ name: 'B' })]);
    const replacement = friend({ name: 'Only one', relationship: 'Roommate' });
    await put(owner, [replacement]);
    expect((await get(owner)).json().contacts).toEqual([
      expect.objectContaining({ name: 'Only one', relationship: 'Roommate' }),
    ]);
    await put(owner, []);
    expect((await get(owner)).json()).toEqual({ contacts: [] });
  });

  it('shows a circle to its owner only: another session sees its own, empty one', async () => {
    const owner = await startVerifiedSession(app);
    await put(owner, [friend()]);
    const other = await startVerifiedSession(app);
    expect((await get(other)).json()).toEqual({ contacts: [] });
    const forged = await app.inject({
      method: 'GET',
      url: '/api/trusted-contacts',
      headers: { 'user-id': owner.userId },
      ...asSession(other),
    });
    expect(forged.json()).toEqual({ contacts: [] });
    const headerOnly = await app.inject({
      method: 'GET',
      url: '/api/trusted-contacts',
      headers: { 'user-id': owner.userId },
    });
    expect(headerOnly.statusCode).toBe(401);
    expect((await get(owner)).json().contacts).toHaveLength(1);
  });

  it('refuses an unverified session with 403 phone_verification_required and saves nothing', async () => {
    const unverified = await startSession(app);
    const response = await put(unverified, [friend()]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Phone verification required. Verify your phone number to continue.',
      code: 'phone_verification_required',
    });
    expect((await get(unverified)).json()).toEqual({ contacts: [] });
  });

  it('refuses a fifth friend', async () => {
    const owner = await startVerifiedSession(app);
    const five = Array.from({ length: 5 }, (_, i) => friend({ name: `Friend ${i + 1}` }));
    const response = await put(owner, five);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: ['contacts'] }],
    });
    expect((await put(owner, five.slice(0, 4))).statusCode).toBe(200);
  });

  it('refuses a relationship the spec does not list', async () => {
    const owner = await startVerifiedSession(app);
    const response = await put(owner, [friend({ relationship: 'Lawyer' as 'Family' })]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: ['contacts', 0, 'relationship'] }],
    });
  });

  it('refuses a missing name', async () => {
    const owner = await startVerifiedSession(app);
    const response = await put(owner, [friend({ name: '   ' })]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: ['contacts', 0, 'name'] }] });
  });

  it('refuses a bad phone number, naming the contact, and keeps the old circle', async () => {
    const owner = await startVerifiedSession(app);
    await put(owner, [friend({ name: 'Kept' })]);
    const response = await put(owner, [friend(), friend({ name: 'Bo', phone: '12345abc' })]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Contact 2 (Bo): enter a valid phone number.',
      code: 'contact_invalid',
      issues: [
        { path: ['contacts', 1, 'phone'], message: 'Contact 2 (Bo): enter a valid phone number.' },
      ],
    });
    expect((await get(owner)).json().contacts).toEqual([expect.objectContaining({ name: 'Kept' })]);
  });

  it('refuses the same number twice, however it is written', async () => {
    const owner = await startVerifiedSession(app);
    const { typed, e164 } = randomPhone();
    const response = await put(owner, [
      friend({ name: 'Ana', phone: typed }),
      friend({ name: 'Also Ana', phone: e164 }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'contact_invalid',
      error: 'Contact 2 (Also Ana) has the same phone number as contact 1.',
    });
  });

  it('stores contact numbers encrypted, with a hash for matching', async () => {
    const owner = await startVerifiedSession(app);
    const { typed, e164 } = randomPhone();
    await put(owner, [friend({ phone: typed })]);
    const rows = await db
      .select()
      .from(trustedContacts)
      .where(eq(trustedContacts.ownerId, owner.userId));
    expect(rows).toHaveLength(1);
    const raw = JSON.stringify(rows);
    expect(raw).not.toContain(e164.slice(2));
    expect(raw).not.toContain(e164.slice(-7));
    expect(rows[0]?.phoneEncrypted).toMatch(/^v1\./);
  });
});
