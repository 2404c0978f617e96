import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { alertEvents, recordings } from '../../db/schema';
import { createAlert, postAlert, randomPlace, reportPosition } from '../../test/alerts';
import { outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  asSession,
  randomPhone,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { checkPin, putPins } from '../../test/pins';
import { startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const STOP = '246810';
const DURESS = '135790';

/**
 * What the outside red team saw through after the duress PIN, played again: the phone's own
 * event stream, the counts that followed the real circle, and a deletion code that never came.
 * Each probe gives the holder the same answer whichever PIN they were given, while the real
 * contacts are still reached and told.
 */
describeApi('the duress PIN, seen from the phone that typed it', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  const send = (who: TestSession, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    app.inject({
      method,
      url,
      ...asSession(who),
      ...(body === undefined ? {} : { payload: body }),
    });

  async function person() {
    const owner = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, owner, [contact]);
    await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } });
    return { owner, contact };
  }

  const textsTo = async (phone: string, pattern: RegExp) =>
    (await outboxOf(app, phone)).filter((sms) => pattern.test(sms.body));

  it('writes no event and changes nothing anyone reads when the duress PIN stops a take; the contacts are told, with the place', async () => {
    const scenes = [await person(), await person()];
    const place = randomPlace();
    const alerts = await Promise.all(scenes.map((scene) => createAlert(app, scene.owner, place)));
    const eventsOf = async (alertId: string) =>
      (await db.select().from(alertEvents).where(eq(alertEvents.alertId, alertId))).length;
    const before = await Promise.all(alerts.map((alert) => eventsOf(alert.id)));

    const [duress, stop] = [
      await checkPin(app, scenes[0]!.owner, DURESS, alerts[0]!.id),
      await checkPin(app, scenes[1]!.owner, STOP, alerts[1]!.id),
    ];
    expect([duress.statusCode, duress.body]).toEqual([stop.statusCode, stop.body]);
    expect(await Promise.all(alerts.map((alert) => eventsOf(alert.id)))).toEqual(before);

    await expect.poll(() => textsTo(scenes[0]!.contact, /DURESS/)).toHaveLength(1);
    const [told] = await textsTo(scenes[0]!.contact, /DURESS/);
    expect(told?.body).toMatch(/entered their duress PIN/);
    expect(told?.body).toMatch(/Watch live: /);
    expect(await textsTo(scenes[1]!.contact, /DURESS/)).toHaveLength(0);
    // Typed again, it does not text again.
    await checkPin(app, scenes[0]!.owner, DURESS, alerts[0]!.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await textsTo(scenes[0]!.contact, /DURESS/)).toHaveLength(1);
  });

  it('counts the circle the phone was shown, in the drill, a contacts-only alert and a new alert, while the real contact is still reached', async () => {
    const [duressed, emptied] = [await person(), await person()];
    const answers = async (scene: { owner: TestSession }, pin: string) => {
      const emptying = await send(scene.owner, 'PUT', '/api/trusted-contacts', {
        contacts: [],
        pin,
      });
      const place = randomPlace();
      await reportPosition(app, scene.owner, place);
      const drill = await send(scene.owner, 'POST', '/api/alerts/drill', place);
      const onlyContacts = await send(scene.owner, 'POST', '/api/alerts/contacts', {});
      const alert = await postAlert(app, scene.owner, {
        latitude: place.latitude,
        longitude: place.longitude,
        location: 'Main St',
        description: 'Traffic stop',
      });
      const { id: _id, createdAt: _at, latitude: _la, longitude: _lo, ...shown } = alert.json();
      return [emptying.json(), drill.json(), onlyContacts.json(), alert.statusCode, shown];
    };
    expect(await answers(duressed, DURESS)).toEqual(await answers(emptied, STOP));
    // The real circle of the duressed person was kept, and reached: two alerts, and the duress.
    await expect
      .poll(async () => (await outboxOf(app, duressed.contact)).map((sms) => sms.body).join('\n'))
      .toMatch(/needs help[\s\S]*needs help/);
    expect(await textsTo(emptied.contact, /needs help/)).toHaveLength(0);
  });

  it("texts the contacts a code for a pretended deletion of an alert's footage; that code answers as a real one and deletes nothing", async () => {
    const { owner, contact } = await person();
    const take = await startUpload(app, owner);
    await uploadAll(app, owner, take.recordingId, [randomBytes(1024)]);
    await createAlert(app, owner, randomPlace());
    const erase = (body: object) =>
      send(owner, 'DELETE', `/api/recordings/${take.recordingId}`, body);

    expect((await erase({ pin: DURESS })).json()).toMatchObject({ code: 'deletion_code_required' });
    await expect.poll(() => textsTo(contact, /deletion code/)).toHaveLength(1);
    const [text] = await textsTo(contact, /deletion code/);
    expect(text?.body).toMatch(/It deletes nothing/);
    const code = /can give this one: (\d{6})/.exec(text?.body ?? '')?.[1] ?? '';
    expect(
      (await erase({ pin: DURESS, code: code === '000000' ? '111111' : '000000' })).json(),
    ).toMatchObject({
      code: 'deletion_code_invalid',
    });
    const accepted = await erase({ pin: DURESS, code });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json().deleteAt).toEqual(expect.any(String));
    const listed = (
      await app.inject({ method: 'GET', url: '/api/recordings', ...asSession(owner) })
    ).json();
    expect(listed.find((r: { id: string }) => r.id === take.recordingId)?.deleteAt).toBe(
      accepted.json().deleteAt,
    );
    const [row] = await db.select().from(recordings).where(eq(recordings.id, take.recordingId));
    expect(row?.deleteAt).toBeNull();
  });

  it('tells the contacts of a duress PIN typed with no alert near, once in a while', async () => {
    const { owner, contact } = await person();
    expect(
      (await send(owner, 'PUT', '/api/trusted-contacts', { contacts: [], pin: DURESS })).statusCode,
    ).toBe(200);
    await expect.poll(() => textsTo(contact, /DURESS/)).toHaveLength(1);
    const [told] = await textsTo(contact, /DURESS/);
    expect(told?.body).not.toMatch(/Watch live/);
    await send(owner, 'DELETE', '/api/phone', { pin: DURESS });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await textsTo(contact, /DURESS/)).toHaveLength(1);
  });

  it('spends no try on a right PIN: an owner stops, ends and deletes as often as they must', async () => {
    const { owner } = await person();
    for (let i = 0; i < 8; i++) {
      expect((await checkPin(app, owner, i % 2 === 0 ? STOP : DURESS)).statusCode).toBe(204);
    }
    const wrong = [];
    for (let i = 0; i < 6; i++) wrong.push((await checkPin(app, owner, '999999')).statusCode);
    expect(wrong.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(wrong[5]).toBe(429);
    expect((await checkPin(app, owner, STOP)).statusCode).toBe(429);
  });
});
