import { randomBytes } from 'node:crypto';
import type { Point } from '@redzone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { alerts, identities, recordings, trustedContacts } from '../../db/schema';
import { createAlert, randomPlace, reportPosition, respond } from '../../test/alerts';
import { outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestAppWithDatabase } from '../../test/create-test-app';
import {
  asSession,
  randomPhone,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { checkPin, endAlertWithPin, putPins } from '../../test/pins';
import { startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const STOP = '246810';
const DURESS = '135790';

/**
 * The person holding a seized, unlocked phone (an officer, an abuser), with its cookie and
 * nothing else: no PIN, or the PIN its owner was made to give. Every probe they can make answers
 * the same after a duress end as after a real end, and nothing they do without the stop PIN
 * erases footage or silences the trusted contacts (docs/decisions/071).
 */
describeApi('a seized phone in hostile hands', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestAppWithDatabase());
  });
  afterAll(() => app.close());

  /** A person ready for a stop: a confirmed contact, PINs, a take begun at the touch, an alert. */
  async function personInAStop() {
    const owner = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, owner, [contact]);
    expect((await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } })).statusCode).toBe(
      200,
    );
    const take = await startUpload(app, owner);
    await uploadAll(app, owner, take.recordingId, [randomBytes(2048)]);
    const place = randomPlace();
    const alert = await createAlert(app, owner, place);
    return { owner, contact, take: take.recordingId, place, alert };
  }

  const get = (who: TestSession, url: string) =>
    app.inject({ method: 'GET', url, ...asSession(who) });
  const send = (
    who: TestSession,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({ method, url, ...asSession(who), ...(payload === undefined ? {} : { payload }) });

  /**
   * What the holder reads from another phone at the scene (their own, or a private tab): a
   * fresh session and a verified one sharing a position there.
   */
  async function strangerProbe(alertId: string, place: Point) {
    const fresh = await app.inject({ method: 'GET', url: '/api/session' });
    const cookie = fresh.cookies.find((c) => c.name === 'redzone_session')?.value ?? '';
    const anonymous: TestSession = {
      userId: fresh.json().userId,
      cookie,
      remoteAddress: '10.7.7.7',
    };
    const verified = await startVerifiedSession(app);
    await reportPosition(app, verified, place);
    const near = `latitude=${place.latitude}&longitude=${place.longitude}`;
    return [
      await get(anonymous, `/api/alerts?${near}`),
      await send(anonymous, 'POST', `/api/alerts/${alertId}/acknowledge`),
      await get(verified, `/api/alerts?${near}`),
      await send(verified, 'POST', `/api/alerts/${alertId}/acknowledge`),
      await send(verified, 'POST', `/api/alerts/${alertId}/respond`, {
        estimatedArrival: new Date(Date.now() + 600_000).toISOString(),
      }),
    ];
  }

  /**
   * Everything the holder can read or try, ids and times made comparable across two people.
   * `whileOn`: the alert is still on, and the owner has not been made to end it yet, so the one
   * probe that would end it (an end with the duress PIN the holder was given) is left out.
   */
  async function probe(scene: Awaited<ReturnType<typeof personInAStop>>, whileOn = false) {
    const { owner, alert, take, place } = scene;
    const answers = [
      await send(owner, 'POST', `/api/alerts/${alert.id}/end`),
      await send(owner, 'POST', `/api/alerts/${alert.id}/end`, { pin: '000000' }),
      ...(whileOn
        ? []
        : [await send(owner, 'POST', `/api/alerts/${alert.id}/end`, { pin: DURESS })]),
      await get(owner, `/api/alerts?latitude=${place.latitude}&longitude=${place.longitude}`),
      await get(owner, `/api/alerts/${alert.id}/acknowledgements`),
      await get(owner, '/api/recordings'),
      await get(owner, `/api/recordings/${take}`),
      await get(owner, '/api/me/pins'),
      await get(owner, '/api/session'),
      await get(owner, '/api/user/verification-status'),
      await get(owner, '/api/trusted-contacts'),
      await get(owner, '/api/impact'),
      await send(owner, 'DELETE', '/api/me'),
      await send(owner, 'POST', `/api/alerts/${alert.id}/respond`, {
        estimatedArrival: new Date(Date.now() + 600_000).toISOString(),
      }),
      await send(owner, 'POST', `/api/alerts/${alert.id}/acknowledge`),
      ...(await strangerProbe(alert.id, place)),
      await send(owner, 'DELETE', '/api/me'),
      await send(owner, 'DELETE', '/api/me', { pin: '000000' }),
    ];
    const mask = (text: string) =>
      text
        .replaceAll(alert.id, '<alert>')
        .replaceAll(take, '<take>')
        .replaceAll(owner.userId, '<user>')
        .replaceAll(owner.e164.slice(-4), '<last4>')
        .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>')
        .replace(/-?\d+\.\d+/g, '<number>')
        .replace(/"(\+1\d{10})"/g, '"<phone>"')
        .replace(/[0-9a-f]{64}/g, '<hash>')
        .replace(/"[A-Za-z0-9_-]{43,}"/g, '"<signature>"');
    return answers.map((answer) => `${answer.statusCode} ${mask(answer.body)}`);
  }

  /** Two people in a stop, each with an observer on the way: one to be duressed, one to end. */
  async function twoStops() {
    const duressed = await personInAStop();
    const ended = await personInAStop();
    for (const scene of [duressed, ended])
      await respond(app, await startVerifiedSession(app), scene.alert.id);
    return { duressed, ended };
  }

  /** The owner is made to end it: the duress PIN on one phone, the stop PIN on the other. */
  async function endBoth({ duressed, ended }: Awaited<ReturnType<typeof twoStops>>) {
    const pretended = await endAlertWithPin(app, duressed.owner, duressed.alert.id, DURESS);
    const real = await endAlertWithPin(app, ended.owner, ended.alert.id, STOP);
    expect(pretended.statusCode).toBe(200);
    expect(pretended.statusCode).toBe(real.statusCode);
    expect(Object.keys(pretended.json()).sort()).toEqual(Object.keys(real.json()).sort());
    // A duress end is an end, its observers counted as a real end's: only the contacts hear
    // otherwise.
    const [stored] = await db.select().from(alerts).where(eq(alerts.id, duressed.alert.id));
    const [realStored] = await db.select().from(alerts).where(eq(alerts.id, ended.alert.id));
    expect(realStored).toMatchObject({ status: 'ended', duressAt: null });
    expect(stored).toMatchObject({ status: 'ended', observersCount: realStored?.observersCount });
    expect(stored?.observersCount).toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        async () =>
          (await db.select().from(alerts).where(eq(alerts.id, duressed.alert.id)))[0]?.duressAt,
      )
      .toBeInstanceOf(Date);
  }

  it('reads a duress end exactly as a real end, in every answer the phone can get, in both orders', async () => {
    // Both orders. (a) The holder takes the phone once it is ended: ends, then every probe.
    const late = await twoStops();
    await endBoth(late);
    const [afterDuress, afterReal] = [await probe(late.duressed), await probe(late.ended)];
    expect(afterDuress).toEqual(afterReal);
    expect(await probe(late.duressed)).toEqual(await probe(late.ended));

    // (b) The holder probes while the alert is on, the owner is then made to end it, and the
    // holder probes again: the same before (nothing tells which PIN is coming) and after, and
    // the probes before leave nothing that tells the two ends apart.
    const early = await twoStops();
    const [beforeDuress, beforeReal] = [
      await probe(early.duressed, true),
      await probe(early.ended, true),
    ];
    expect(beforeDuress).toEqual(beforeReal);
    // The alert was on then: its end without a PIN was refused, and the owner's list showed it.
    expect(beforeDuress[0]).toMatch(/^403 .*pin_required/);
    expect(beforeDuress[2]).toContain('<alert>');
    await endBoth(early);
    const [thenDuress, thenReal] = [await probe(early.duressed), await probe(early.ended)];
    expect(thenDuress).toEqual(thenReal);
  });

  it('says nothing of a duress PIN before anything happens: status and timing alike', async () => {
    const withDuress = await startVerifiedSession(app);
    const without = await startVerifiedSession(app);
    await putPins(app, withDuress, { pins: { stop: STOP, duress: DURESS } });
    await putPins(app, without, { pins: { stop: STOP, duress: null } });
    const [a, b] = await Promise.all([
      get(withDuress, '/api/me/pins'),
      get(without, '/api/me/pins'),
    ]);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ hasStopPin: true });
  });

  it('empties no circle and silences no contact without the stop PIN; the duress PIN only pretends', async () => {
    const { owner, contact, alert } = await personInAStop();
    const circle = (pin?: string) =>
      send(owner, 'PUT', '/api/trusted-contacts', { contacts: [], ...(pin ? { pin } : {}) });
    expect((await circle()).json()).toMatchObject({ code: 'pin_required' });
    expect((await circle('000000')).json()).toMatchObject({ code: 'pin_wrong' });
    const pretended = await circle(DURESS);
    expect(pretended.statusCode).toBe(200);
    expect(pretended.json()).toEqual({ contacts: [] });
    // The phone reads the empty circle; the server still has the contact, and tells them.
    expect((await get(owner, '/api/trusted-contacts')).json()).toEqual({ contacts: [] });
    expect(
      await db.select().from(trustedContacts).where(eq(trustedContacts.ownerId, owner.userId)),
    ).toHaveLength(1);
    await endAlertWithPin(app, owner, alert.id, DURESS);
    await expect
      .poll(async () => (await outboxOf(app, contact)).filter((sms) => /DURESS/.test(sms.body)))
      .toHaveLength(1);
  });

  it('removes no phone, deletes no footage and no account, changes no PIN without the stop PIN', async () => {
    const { owner, take } = await personInAStop();
    // The take began at the touch, before the alert had an id: it is the alert's footage, whose
    // deletion needs a code sent to a contact, which no duress PIN can produce.
    const erase = (payload: object) => send(owner, 'DELETE', `/api/recordings/${take}`, payload);
    expect((await erase({})).json()).toMatchObject({ code: 'pin_required' });
    expect((await erase({ pin: DURESS })).json()).toMatchObject({ code: 'deletion_code_required' });
    expect((await erase({ pin: DURESS, code: '123456' })).json()).toMatchObject({
      code: 'deletion_code_invalid',
    });
    const [row] = await db.select().from(recordings).where(eq(recordings.id, take));
    expect(row?.deleteAt).toBeNull();
    // The PINs: shown cleared, stored as they were.
    const cleared = await putPins(app, owner, { pins: null, currentPin: DURESS });
    expect(cleared.json()).toEqual({ hasStopPin: false });
    // Shown no PIN, the holder then tries without one: it still only pretends.
    expect((await send(owner, 'PUT', '/api/trusted-contacts', { contacts: [] })).statusCode).toBe(
      200,
    );
    expect(
      await db.select().from(trustedContacts).where(eq(trustedContacts.ownerId, owner.userId)),
    ).toHaveLength(1);
    // The phone.
    expect((await send(owner, 'DELETE', '/api/phone')).statusCode).toBe(204);
    expect((await get(owner, '/api/session')).json()).toMatchObject({ isPhoneVerified: false });
    expect((await get(owner, '/api/user/verification-status')).json()).toMatchObject({
      isPhoneVerified: false,
    });
    const [identity] = await db.select().from(identities).where(eq(identities.id, owner.userId));
    expect(identity?.phoneVerifiedAt).toBeInstanceOf(Date);
    // The account: a pretended delete signs the phone out as a real one does.
    const gone = await send(owner, 'DELETE', '/api/me');
    expect(gone.statusCode).toBe(204);
    expect((await get(owner, '/api/recordings')).statusCode).toBe(401);
    expect(await db.select().from(recordings).where(eq(recordings.id, take))).toHaveLength(1);
  });

  it("sends an alert footage's deletion code to a trusted contact, never to the phone that asked", async () => {
    const { owner, contact, take } = await personInAStop();
    const asked = await send(owner, 'DELETE', `/api/recordings/${take}`, { pin: STOP });
    expect(asked.json()).toMatchObject({ code: 'deletion_code_required' });
    const toContact = await outboxOf(app, contact);
    expect(toContact.some((sms) => /asked to delete footage of an emergency/.test(sms.body))).toBe(
      true,
    );
    const toOwner = await outboxOf(app, owner.e164);
    expect(toOwner.some((sms) => /delete/.test(sms.body))).toBe(false);
  });

  it('still tells a contact removed in the last days of a deletion and a duress, and that they were removed', async () => {
    const { owner, contact, alert } = await personInAStop();
    const emptied = await send(owner, 'PUT', '/api/trusted-contacts', { contacts: [], pin: STOP });
    expect(emptied.statusCode).toBe(200);
    await expect
      .poll(async () => (await outboxOf(app, contact)).map((sms) => sms.body).join('\n'))
      .toMatch(/no longer a trusted contact/);
    // A deletion asked for with the stop PIN, of a take from the day before (no alert's).
    const older = await startUpload(app, owner);
    await uploadAll(app, owner, older.recordingId, [randomBytes(1024)]);
    await db
      .update(recordings)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(recordings.id, older.recordingId));
    const deletionTexts = async () =>
      (await outboxOf(app, contact)).filter((sms) => /asked to delete a recording/.test(sms.body));
    expect(await deletionTexts()).toHaveLength(0);
    const asked = await send(owner, 'DELETE', `/api/recordings/${older.recordingId}`, {
      pin: STOP,
    });
    expect(asked.statusCode).toBe(202);
    await expect.poll(deletionTexts).toHaveLength(1);
    expect((await deletionTexts())[0]?.body).toMatch(/can be restored/);
    await checkPin(app, owner, DURESS, alert.id);
    await expect
      .poll(async () => (await outboxOf(app, contact)).filter((sms) => /DURESS/.test(sms.body)))
      .toHaveLength(1);
    // No watch link for someone no longer in the circle.
    const duress = (await outboxOf(app, contact)).find((sms) => /DURESS/.test(sms.body));
    expect(duress?.body).not.toMatch(/Watch live/);
  });

  it('lets the owner take everything back from a new phone; the seized cookie stops working', async () => {
    // No PINs: the holder removes the number first and schedules a deletion.
    const owner = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, owner, [contact]);
    const take = await startUpload(app, owner);
    await uploadAll(app, owner, take.recordingId, [randomBytes(1024)]);
    const alert = await createAlert(app, owner, randomPlace() satisfies Point);
    // The alert's take needs a contact's code: only asked for, not scheduled.
    const scheduled = await send(owner, 'DELETE', `/api/recordings/${take.recordingId}`, {});
    expect(scheduled.json()).toMatchObject({ code: 'deletion_code_required' });
    const kept = await startUpload(app, owner);
    await uploadAll(app, owner, kept.recordingId, [randomBytes(1024)]);
    await db
      .update(recordings)
      .set({ createdAt: new Date(Date.now() - 86_400_000), title: 'At the light' })
      .where(eq(recordings.id, kept.recordingId));
    expect(
      (await send(owner, 'DELETE', `/api/recordings/${kept.recordingId}`, {})).statusCode,
    ).toBe(202);
    const [asked] = await db.select().from(recordings).where(eq(recordings.id, kept.recordingId));
    expect(asked?.deletionRequestedAt).toBeInstanceOf(Date);
    expect((await send(owner, 'DELETE', '/api/phone')).statusCode).toBe(204);

    // The owner, on a new phone, verifies the same number and signs the others out.
    const fresh = await app.inject({ method: 'GET', url: '/api/session' });
    const cookie = fresh.cookies.find((c) => c.name === 'redzone_session')?.value ?? '';
    const newPhone: TestSession = {
      userId: fresh.json().userId,
      cookie,
      remoteAddress: '10.9.9.9',
    };
    await send(newPhone, 'POST', '/api/phone/verify', { phoneNumber: owner.e164 });
    const code = (await outboxOf(app, owner.e164))[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verified = await send(newPhone, 'POST', '/api/phone/verify/code', {
      phoneNumber: owner.e164,
      verificationCode: code,
      signOutOtherDevices: true,
    });
    expect(verified.statusCode).toBe(200);
    const takenBack = verified.json().takenBack;
    expect(takenBack).toMatchObject({ recordings: 2, alerts: 1, contacts: 1 });
    // Each cancelled deletion says what and when it was asked, from the other phone.
    expect(takenBack.cancelledDeletions).toEqual([
      {
        recordingId: kept.recordingId,
        title: 'At the light',
        requestedAt: asked?.deletionRequestedAt?.toISOString(),
      },
    ]);

    const theirs = (await get(newPhone, '/api/recordings')).json() as {
      id: string;
      deleteAt: string | null;
    }[];
    expect(theirs.map((r) => r.id).sort()).toEqual([take.recordingId, kept.recordingId].sort());
    expect(theirs.every((r) => r.deleteAt === null)).toBe(true);
    // The contact who had agreed still has: the next alert reaches them.
    expect((await get(newPhone, '/api/trusted-contacts')).json().contacts).toEqual([
      expect.objectContaining({ phone: contact, consent: 'confirmed' }),
    ]);
    const before = (await outboxOf(app, contact)).length;
    await createAlert(app, newPhone, randomPlace());
    await expect.poll(async () => (await outboxOf(app, contact)).length).toBe(before + 1);
    const [moved] = await db.select().from(alerts).where(eq(alerts.id, alert.id));
    expect(moved?.userId).toBe(newPhone.userId);
    expect((await get(owner, '/api/recordings')).statusCode).toBe(401);
  });
});
