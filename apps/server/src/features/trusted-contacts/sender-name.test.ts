import { SenderNameSettingSchema, type SenderNameChoice } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, endAlert, eventually, randomPlace } from '../../test/alerts';
import { answerConsent, consentToken, outboxOf } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import { formatPhoneNumberForText } from '../../platform/phone/phone-number';
import {
  asSession,
  randomPhone,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { putPins } from '../../test/pins';
import { describeApi } from '../../test/test-database';

/**
 * Texts that said only "someone … needs help" read like a scam. The person may have them name
 * them by a first name held to a name's shape, or by their own verified number; never by
 * anything else typed, since the texts go out under Red Zone's name.
 */
describeApi('how the texts to trusted contacts name the person', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: 'https://redzone.example' });
  });
  afterAll(() => app.close());

  function putCircle(
    owner: TestSession,
    phones: string[],
    extra: { senderName?: SenderNameChoice | Record<string, unknown>; pin?: string } = {},
  ) {
    return app.inject({
      method: 'PUT',
      url: '/api/trusted-contacts',
      payload: {
        contacts: phones.map((phone) => ({ name: 'Mom', phone, relationship: 'Family' })),
        ...extra,
      },
      ...asSession(owner),
    });
  }

  async function senderName(owner: TestSession) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/trusted-contacts/sender-name',
      ...asSession(owner),
    });
    return SenderNameSettingSchema.parse(response.json());
  }

  async function consentPage(phone: string) {
    const token = await consentToken(app, phone);
    return (await app.inject({ method: 'GET', url: `/api/contact-consents/${token}` })).json();
  }

  const textsTo = async (phone: string, start: string) =>
    (await outboxOf(app, phone)).map((m) => m.body).filter((body) => body.startsWith(start));

  it('keeps "someone" in the invitation and on the consent page until the person chooses', async () => {
    const owner = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await putCircle(owner, [contact]);
    expect(await senderName(owner)).toEqual({
      choice: null,
      shownAs: null,
      verifiedNumber: formatPhoneNumberForText(owner.e164),
    });
    const [invitation] = await outboxOf(app, contact);
    expect(invitation?.body).toMatch(/^Red Zone: someone added this number as a trusted contact/);
    expect(await consentPage(contact)).toEqual({ status: 'pending' });
    // A new identity has chosen nothing and has no number to offer.
    expect(await senderName(await startSession(app))).toEqual({
      choice: null,
      shownAs: null,
      verifiedNumber: null,
    });
  });

  it('names the person by the first name they chose in the invitation, the consent page and every alert text', async () => {
    const owner = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    const saved = await putCircle(owner, [contact], {
      senderName: { kind: 'firstName', firstName: ' María ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await senderName(owner)).toMatchObject({
      choice: { kind: 'firstName', firstName: 'María' },
      shownAs: 'María',
    });
    const [invitation] = await outboxOf(app, contact);
    expect(invitation?.body).toMatch(/^Red Zone: María added this number as a trusted contact, /);
    expect(await consentPage(contact)).toEqual({ status: 'pending', invitedBy: 'María' });
    expect((await answerConsent(app, await consentToken(app, contact), true)).json()).toEqual({
      status: 'confirmed',
      invitedBy: 'María',
    });

    const alert = await createAlert(app, owner, randomPlace());
    const alerts = await eventually(async () => {
      const texts = await textsTo(contact, 'RED ZONE ALERT: ');
      expect(texts).toHaveLength(1);
      return texts;
    });
    expect(alerts[0]).toMatch(
      /^RED ZONE ALERT: María, who listed you as a trusted contact in Red Zone, needs help /,
    );
    await endAlert(app, owner, alert.id);
    await eventually(async () =>
      expect(await textsTo(contact, 'Red Zone: María, who listed you')).toEqual([
        expect.stringContaining('ended their alert'),
      ]),
    );
  });

  it('names the person by their own verified number, written (213) 555-0123, and says "someone" once it is removed', async () => {
    const owner = await startVerifiedSession(app);
    const shown = formatPhoneNumberForText(owner.e164);
    expect(shown).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    const contact = randomPhone().e164;
    await putCircle(owner, [contact], { senderName: { kind: 'phone' } });
    const [invitation] = await outboxOf(app, contact);
    expect(invitation?.body).toContain(`Red Zone: ${shown} added this number as a trusted contact`);
    expect(await consentPage(contact)).toEqual({ status: 'pending', invitedBy: shown });
    await answerConsent(app, await consentToken(app, contact), true);
    const contactsOnly = await app.inject({
      method: 'POST',
      url: '/api/alerts/contacts',
      payload: {},
      ...asSession(owner),
    });
    expect(contactsOnly.json()).toEqual({ contactsTexted: 1 });
    expect(await textsTo(contact, `RED ZONE ALERT: ${shown}, who listed you`)).toHaveLength(1);

    const removed = await app.inject({ method: 'DELETE', url: '/api/phone', ...asSession(owner) });
    expect(removed.statusCode).toBe(204);
    expect(await senderName(owner)).toEqual({
      choice: { kind: 'phone' },
      shownAs: null,
      verifiedNumber: null,
    });
    expect(await consentPage(contact)).toEqual({ status: 'confirmed' });
  });

  it('refuses a first name with digits or a link, with a validation error, and texts nobody', async () => {
    const owner = await startVerifiedSession(app);
    for (const firstName of ['Call 2135550123', 'evil.example/win', 'https://x.co']) {
      const contact = randomPhone().e164;
      const refused = await putCircle(owner, [contact], {
        senderName: { kind: 'firstName', firstName },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation_failed',
        error: expect.stringContaining('letters only'),
        issues: [expect.objectContaining({ path: ['senderName', 'firstName'] })],
      });
      expect(await outboxOf(app, contact)).toEqual([]);
    }
    // A number is the verified one or none: the choice carries no number to type.
    const typedNumber = await putCircle(owner, [randomPhone().e164], {
      senderName: { kind: 'phone', phone: '+12135550123' },
    });
    expect(typedNumber.statusCode).toBe(200);
    expect((await senderName(owner)).shownAs).toBe(formatPhoneNumberForText(owner.e164));
  });

  it('under the duress PIN, the phone reads the name it was given while real contacts keep the real one', async () => {
    const owner = await startVerifiedSession(app);
    await putPins(app, owner, { pins: { stop: '2468', duress: '1357' } });
    const contact = randomPhone().e164;
    await putCircle(owner, [contact], {
      senderName: { kind: 'firstName', firstName: 'Ana' },
      pin: '2468',
    });
    await answerConsent(app, await consentToken(app, contact), true);

    const holders = randomPhone().e164;
    const pretended = await putCircle(owner, [contact, holders], {
      senderName: { kind: 'firstName', firstName: 'Ignore This' },
      pin: '1357',
    });
    expect(pretended.statusCode).toBe(200);
    expect((await senderName(owner)).shownAs).toBe('Ignore This');
    // The number the holder added is texted as a real invitation would be, with what they chose.
    expect((await outboxOf(app, holders))[0]?.body).toMatch(/^Red Zone: Ignore This added /);
    expect(await consentPage(holders)).toEqual({ status: 'pending', invitedBy: 'Ignore This' });
    await eventually(async () =>
      expect(await textsTo(contact, 'Red Zone - DURESS: ')).toEqual([
        expect.stringMatching(/^Red Zone - DURESS: Ana, who listed you/),
      ]),
    );
  });
});
