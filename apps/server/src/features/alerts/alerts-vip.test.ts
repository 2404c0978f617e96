import { CreateAlertResponseSchema, SmsOutboxSchema } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, eventually, listAlerts, north, randomPlace } from '../../test/alerts';
import { saveConfirmedCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  randomPhone,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

describeApi('VIP alerts (Olive Branch contacts)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // Only contacts who agreed are reached; these tests are about those.
  const saveCircle = (owner: TestSession, phones: string[]) =>
    saveConfirmedCircle(app, owner, phones);

  /** The alert texts sent to a number (its confirmation request left out). */
  async function outbox(e164: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?phone=${encodeURIComponent(e164)}`,
    });
    return SmsOutboxSchema.parse(response.json()).filter((m) =>
      m.body.startsWith('RED ZONE ALERT'),
    );
  }

  it('marks an alert from someone with contacts VIP and appends OLIVE BRANCH VIP: N', async () => {
    const creator = await startVerifiedSession(app);
    await saveCircle(creator, [randomPhone().e164, randomPhone().e164]);
    const alert = await createAlert(app, creator, randomPlace(), { description: 'Pulled over' });
    expect(alert.isVip).toBe(true);
    expect(alert.description).toBe('Pulled over OLIVE BRANCH VIP: 2');
  });

  it('decides VIP from its own records: a marker from the client is replaced or removed', async () => {
    const withCircle = await startVerifiedSession(app);
    await saveCircle(withCircle, [randomPhone().e164]);
    const vip = await createAlert(app, withCircle, randomPlace(), {
      description: 'Help OLIVE BRANCH VIP: 4',
    });
    expect(vip.description).toBe('Help OLIVE BRANCH VIP: 1');

    const withoutCircle = await startVerifiedSession(app);
    const plain = await createAlert(app, withoutCircle, randomPlace(), {
      description: 'Help OLIVE BRANCH VIP: 4',
    });
    expect(plain).toMatchObject({ isVip: false, description: 'Help' });
  });

  it('shows a VIP alert to a contact who is a verified user wherever they are, and to no one else far away', async () => {
    const contact = await startVerifiedSession(app);
    const stranger = await startVerifiedSession(app);
    const creator = await startVerifiedSession(app);
    await saveCircle(creator, [contact.e164]);
    const at = randomPlace();
    const alert = await createAlert(app, creator, at);
    const farAway = north(at, 50 * 1760);
    expect((await listAlerts(app, contact, farAway)).map((a) => a.id)).toEqual([alert.id]);
    expect(await listAlerts(app, stranger, farAway)).toEqual([]);
  });

  it('shows the marker to its sender only, and the VIP flag only to the contacts it was sent to', async () => {
    const contact = await startVerifiedSession(app);
    const stranger = await startVerifiedSession(app);
    const creator = await startVerifiedSession(app);
    await saveCircle(creator, [contact.e164, randomPhone().e164]);
    const at = randomPlace();
    const alert = await createAlert(app, creator, at, { description: 'Pulled over' });
    expect(alert).toMatchObject({ isVip: true, description: 'Pulled over OLIVE BRANCH VIP: 2' });
    const [seenByContact] = await listAlerts(app, contact, north(at, 50 * 1760));
    expect(seenByContact).toMatchObject({ id: alert.id, isVip: true, description: 'Pulled over' });
    const [seenByStranger] = await listAlerts(app, stranger, north(at, 20));
    expect(seenByStranger).toMatchObject({
      id: alert.id,
      isVip: false,
      description: 'Pulled over',
    });
    const everything = await app.inject({
      method: 'GET',
      url: '/api/alerts',
      ...asSession(stranger),
    });
    expect(everything.body).not.toContain('OLIVE BRANCH VIP');
    const [seenBySender] = await listAlerts(app, creator, at);
    expect(seenBySender?.description).toBe('Pulled over OLIVE BRANCH VIP: 2');
  });

  it('texts a contact who is not a user once, with the place the server names, the coordinates and the product name', async () => {
    const creator = await startVerifiedSession(app);
    const user = await startVerifiedSession(app);
    const outsider = randomPhone().e164;
    await saveCircle(creator, [user.e164, outsider]);
    const at = randomPlace();
    await createAlert(app, creator, at, { location: '200 W Olive Ave, Burbank' });
    const [sms, ...more] = await eventually(async () => {
      const messages = await outbox(outsider);
      if (messages.length === 0) throw new Error('no SMS yet');
      return messages;
    });
    expect(more).toEqual([]);
    // Not the location the client typed, and no link anyone chose: the one
    // link is the server's own watch link for this alert.
    expect(sms?.body).not.toContain('200 W Olive Ave, Burbank');
    const links = sms?.body.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(new URL(links[0] ?? '').pathname).toBe('/watch');
    expect(sms?.body).toContain(`${at.latitude.toFixed(5)}, ${at.longitude.toFixed(5)}`);
    expect(sms?.body).toContain('Red Zone');
    // The contact who uses the app is reached live, not by SMS.
    expect(await outbox(user.e164)).toEqual([]);
  });

  it('tells its sender whom it reached; the texted contact reads no name anyone typed', async () => {
    const creator = await startVerifiedSession(app);
    const user = await startVerifiedSession(app);
    const outsider = randomPhone().e164;
    await saveCircle(creator, [user.e164, outsider]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: {
        ...randomPlace(),
        location: '200 W Olive Ave, Burbank',
        description: '',
        senderName: 'Maya',
      },
      ...asSession(creator),
    });
    expect(response.statusCode).toBe(201);
    const created = CreateAlertResponseSchema.parse(response.json());
    expect(created.reach).toEqual({ observersNearby: 'none', contactsInApp: 1, contactsTexted: 1 });
    const [sms] = await eventually(async () => {
      const messages = await outbox(outsider);
      if (messages.length === 0) throw new Error('no SMS yet');
      return messages;
    });
    expect(sms?.body).not.toContain('Maya');
    expect(sms?.body).toContain('someone who listed you as a trusted contact in Red Zone');
    // The lists others read carry no reach.
    const [listed] = await listAlerts(app, user, randomPlace());
    expect(listed).not.toHaveProperty('reach');
  });

  it('with no position, texts every contact and nobody else, and lists nothing', async () => {
    const creator = await startVerifiedSession(app);
    const user = await startVerifiedSession(app);
    const outsider = randomPhone().e164;
    await saveCircle(creator, [user.e164, outsider]);
    const before = (await listAlerts(app, user, randomPlace())).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/alerts/contacts',
      payload: { senderName: 'Maya', place: 'Olive Ave & 3rd, Burbank' },
      ...asSession(creator),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ contactsTexted: 2 });
    for (const phone of [outsider, user.e164]) {
      const texts = (await outbox(phone)).filter((m) => m.body.startsWith('RED ZONE ALERT'));
      expect(texts).toHaveLength(1);
      expect(texts[0]?.body).not.toContain('Maya');
      expect(texts[0]?.body).not.toContain('Olive Ave');
      expect(texts[0]?.body).toContain('could not share where they are');
    }
    expect(await listAlerts(app, user, randomPlace())).toHaveLength(before);
  });

  it('refuses an alert to the contacts alone without a verified phone, and past 3 in 10 minutes', async () => {
    const unverified = await startSession(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/alerts/contacts',
      payload: {},
      ...asSession(unverified),
    });
    expect(refused.statusCode).toBe(403);
    const creator = await startVerifiedSession(app);
    await saveCircle(creator, [randomPhone().e164]);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/alerts/contacts',
        payload: {},
        ...asSession(creator),
      });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const fourth = await send();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'alert_rate_limited' });
  });

  it("counts a full circle, the sender's own number included, and reaches each contact one way only", async () => {
    const creator = await startVerifiedSession(app);
    const user = await startVerifiedSession(app);
    const outsiders = [randomPhone().e164, randomPhone().e164];
    await saveCircle(creator, [outsiders[0]!, creator.e164, user.e164, outsiders[1]!]);
    const at = randomPlace();
    const alert = await createAlert(app, creator, at, { description: '' });
    expect(alert).toMatchObject({ isVip: true, description: 'OLIVE BRANCH VIP: 4' });
    const farAway = north(at, 50 * 1760);
    expect((await listAlerts(app, user, farAway)).map((a) => a.id)).toEqual([alert.id]);
    // The sender is reached neither live (their own alert) nor by SMS; their list shows it as theirs.
    expect((await listAlerts(app, creator, farAway)).map((a) => a.isMine)).toEqual([true]);
    for (const outsider of outsiders) {
      const texts = await eventually(async () => {
        const messages = await outbox(outsider);
        if (messages.length === 0) throw new Error('no SMS yet');
        return messages;
      });
      expect(texts).toHaveLength(1);
    }
    expect(await outbox(creator.e164)).toEqual([]);
  });
});
