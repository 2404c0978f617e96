import { AlertSchema, PIN_TRIES_LIMIT } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { alertBody, createAlert, endAlert, listAlerts, randomPlace } from '../../test/alerts';
import { outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import { randomPhone, startVerifiedSession } from '../../test/phone-sessions';
import { endAlertWithPin, putPins } from '../../test/pins';
import { describeApi } from '../../test/test-database';

/**
 * With a stop PIN stored, whoever holds the phone's cookie cannot end the alert through the API;
 * the duress PIN ends it as the stop PIN does, and only the contacts are told it was a duress.
 */
describeApi('ending an alert with PINs (POST /api/alerts/:id/end)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function alertWithPins(duress: string | null = '1357') {
    const creator = await startVerifiedSession(app);
    await putPins(app, creator, { pins: { stop: '2468', duress } });
    const place = randomPlace();
    const alert = await createAlert(app, creator, alertBody(place));
    // As someone else nearby reads it: the sender reads a duress end as an end.
    const bystander = await startVerifiedSession(app);
    const statusNow = async () =>
      (await listAlerts(app, bystander, place)).find((a) => a.id === alert.id);
    return { creator, alert, place, statusNow };
  }

  it('ends an alert without a PIN when none is set, as before', async () => {
    const creator = await startVerifiedSession(app);
    const alert = await createAlert(app, creator, alertBody(randomPlace()));
    const ended = await endAlert(app, creator, alert.id);
    expect(ended.statusCode).toBe(200);
    expect(AlertSchema.parse(ended.json()).status).toBe('ended');
  });

  it('refuses an end without the stop PIN or with a wrong one, and the alert stays active', async () => {
    const { creator, alert, statusNow } = await alertWithPins();
    const bare = await endAlert(app, creator, alert.id);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'pin_required', error: expect.any(String) });
    const wrong = await endAlertWithPin(app, creator, alert.id, '0000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'pin_wrong' });
    expect(await statusNow()).toMatchObject({ status: 'active' });

    const right = await endAlertWithPin(app, creator, alert.id, '2468');
    expect(right.statusCode).toBe(200);
    expect(AlertSchema.parse(right.json())).toMatchObject({ status: 'ended' });
    expect(await statusNow()).toBeUndefined();
  });

  it('ends the alert for everyone with the duress PIN, as with the stop PIN; only the contacts are texted that it was a duress, once', async () => {
    const { creator, alert, place, statusNow } = await alertWithPins();
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, creator, [contact], '2468');

    const duress = await endAlertWithPin(app, creator, alert.id, '1357');
    expect(duress.statusCode).toBe(200);
    expect(duress.headers['content-type']).toBe('application/json; charset=utf-8');
    const ended = AlertSchema.parse(duress.json());
    expect(ended).toMatchObject({ id: alert.id, status: 'ended' });
    expect(Object.keys(duress.json()).sort()).toEqual(Object.keys(alert).sort());
    // Gone for the people nearby and for the phone alike.
    expect(await statusNow()).toBeUndefined();
    expect((await listAlerts(app, creator, place)).map((a) => a.id)).not.toContain(alert.id);
    await expect
      .poll(async () => (await outboxOf(app, contact)).filter((sms) => /DURESS/.test(sms.body)))
      .toHaveLength(1);
    // The duress text replaces the end's: the contact is not told it simply ended.
    expect(
      (await outboxOf(app, contact)).filter((sms) => /ended their alert/.test(sms.body)),
    ).toHaveLength(0);

    // Again: the same answer, and nobody is texted twice.
    expect(
      AlertSchema.parse((await endAlertWithPin(app, creator, alert.id, '1357')).json()),
    ).toEqual(ended);
    expect((await outboxOf(app, contact)).filter((sms) => /DURESS/.test(sms.body))).toHaveLength(1);

    // A real end compares: same status, same shape; its contacts hear that it ended.
    const other = await alertWithPins();
    const otherContact = randomPhone().e164;
    await saveConfirmedCircle(app, other.creator, [otherContact], '2468');
    const real = await endAlertWithPin(app, other.creator, other.alert.id, '2468');
    expect(real.statusCode).toBe(duress.statusCode);
    expect(Object.keys(real.json()).sort()).toEqual(Object.keys(duress.json()).sort());
    expect(AlertSchema.parse(real.json())).toMatchObject({ status: 'ended' });
    await expect
      .poll(async () => (await outboxOf(app, otherContact)).map((sms) => sms.body).join('\n'))
      .toMatch(/ended their alert\. Their footage is kept on the server\./);
  });

  it(`refuses every PIN after ${PIN_TRIES_LIMIT} tries in 10 minutes, the right one too (429)`, async () => {
    const { creator, alert, statusNow } = await alertWithPins(null);
    for (let attempt = 0; attempt < PIN_TRIES_LIMIT; attempt += 1) {
      const wrong = await endAlertWithPin(app, creator, alert.id, `100${attempt}`);
      expect(wrong.statusCode).toBe(403);
    }
    const limited = await endAlertWithPin(app, creator, alert.id, '2468');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'pin_rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(await statusNow()).toMatchObject({ status: 'active' });
    // Changing the PINs counts against the same tries.
    const change = await putPins(app, creator, { pins: null, currentPin: '2468' });
    expect(change.statusCode).toBe(429);
  });

  it("answers someone else's alert as missing before asking for any PIN", async () => {
    const { alert } = await alertWithPins();
    const stranger = await startVerifiedSession(app);
    const theirs = await endAlertWithPin(app, stranger, alert.id, '2468');
    expect(theirs.statusCode).toBe(404);
  });
});
