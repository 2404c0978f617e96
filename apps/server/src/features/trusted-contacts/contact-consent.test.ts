import { CONTACT_SMS_PER_PHONE_PER_DAY, TrustedContactsSchema } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, eventually, listAlerts, north, randomPlace } from '../../test/alerts';
import {
  answerConsent,
  consentToken,
  outboxOf,
  putCircle,
  saveConfirmedCircle,
} from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import { asSession, randomPhone, startVerifiedSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

/**
 * Anyone could list anyone's number as a trusted contact; strangers got SMS with
 * attacker-chosen text under Red Zone's name, and verified users got someone's VIP alerts.
 */
describeApi('trusted contacts opt in', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: 'https://redzone.example' });
  });
  afterAll(() => app.close());

  const alertTexts = async (phone: string) =>
    (await outboxOf(app, phone)).filter((m) => m.body.startsWith('RED ZONE ALERT'));

  it('asks a new contact once, with no text the owner typed, and texts no alert before they agree', async () => {
    const owner = await startVerifiedSession(app);
    const stranger = randomPhone().e164;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/trusted-contacts',
      payload: {
        contacts: [
          { name: 'Click https://evil.example/win', phone: stranger, relationship: 'Family' },
        ],
      },
      ...asSession(owner),
    });
    expect(TrustedContactsSchema.parse(saved.json()).contacts[0]?.consent).toBe('pending');
    // Saving again does not ask again.
    await putCircle(app, owner, [stranger]);
    const asked = await outboxOf(app, stranger);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatch(/^Red Zone: someone added this number as a trusted contact/);
    expect(asked[0]?.body).toContain('https://redzone.example/contact-consent#');
    expect(asked[0]?.body).not.toContain('evil');

    await createAlert(app, owner, randomPlace());
    const contactsOnly = await app.inject({
      method: 'POST',
      url: '/api/alerts/contacts',
      payload: {},
      ...asSession(owner),
    });
    expect(contactsOnly.json()).toEqual({ contactsTexted: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await alertTexts(stranger)).toEqual([]);
  });

  it('texts and counts as VIP only once the contact agrees, and never after a decline', async () => {
    const owner = await startVerifiedSession(app);
    const agrees = randomPhone().e164;
    const declines = randomPhone().e164;
    await putCircle(app, owner, [agrees, declines]);
    const before = await createAlert(app, owner, randomPlace(), { description: '' });
    expect(before.isVip).toBe(false);

    const yes = await consentToken(app, agrees);
    expect(
      (await app.inject({ method: 'GET', url: `/api/contact-consents/${yes}` })).json(),
    ).toEqual({ status: 'pending' });
    expect((await answerConsent(app, yes, true)).json()).toEqual({ status: 'confirmed' });
    expect((await answerConsent(app, await consentToken(app, declines), false)).json()).toEqual({
      status: 'declined',
    });
    const listed = await app.inject({
      method: 'GET',
      url: '/api/trusted-contacts',
      ...asSession(owner),
    });
    expect(TrustedContactsSchema.parse(listed.json()).contacts.map((c) => c.consent)).toEqual([
      'confirmed',
      'declined',
    ]);

    await createAlert(app, owner, randomPlace(), { description: '' });
    await eventually(async () => expect(await alertTexts(agrees)).toHaveLength(1));
    expect(await alertTexts(declines)).toEqual([]);
    // Saving the circle again does not ask the number that declined again.
    await putCircle(app, owner, [agrees, declines]);
    expect(await outboxOf(app, declines)).toHaveLength(1);
  });

  it('does not give a verified user VIP alerts from someone they never agreed to', async () => {
    const owner = await startVerifiedSession(app);
    const user = await startVerifiedSession(app);
    await putCircle(app, owner, [user.e164]);
    const at = randomPlace();
    const alert = await createAlert(app, owner, at, { description: '' });
    expect(alert.isVip).toBe(false);
    const farAway = north(at, 50 * 1760);
    expect(await listAlerts(app, user, farAway)).toEqual([]);
  });

  it('answers 404 for a link that is not one', async () => {
    const response = await answerConsent(app, 'not-a-real-token-at-all', true);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'contact_consent_not_found' });
  });

  it('sends one number at most its daily budget of texts, whoever asks', async () => {
    const target = randomPhone().e164;
    const owner = await startVerifiedSession(app);
    await saveConfirmedCircle(app, owner, [target]);
    // One text so far (the request); alerts to the contacts alone are 3 per 10 minutes, so
    // several owners who all listed the number try to flood it.
    for (let i = 0; i < CONTACT_SMS_PER_PHONE_PER_DAY + 2; i += 1) {
      const other = await startVerifiedSession(app);
      await saveConfirmedCircle(app, other, [target]).catch(() => undefined);
      await app.inject({
        method: 'POST',
        url: '/api/alerts/contacts',
        payload: {},
        ...asSession(other),
      });
    }
    expect((await outboxOf(app, target)).length).toBeLessThanOrEqual(CONTACT_SMS_PER_PHONE_PER_DAY);
  });
});
