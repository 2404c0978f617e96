import { DuressAnswerSchema } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { alertBody, createAlert, listAlerts, randomPlace } from '../../test/alerts';
import { outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import { asSession, randomPhone, startVerifiedSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

/** Issue 29: the duress PIN tells the person's confirmed contacts, once, while the screen lies. */
describeApi('duress (POST /api/alerts/:id/duress)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('texts the confirmed contacts once that the person was made to stop, with the place only', async () => {
    const creator = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, creator, [contact]);
    const alert = await createAlert(app, creator, alertBody(randomPlace()));
    const duress = () =>
      app.inject({ method: 'POST', url: `/api/alerts/${alert.id}/duress`, ...asSession(creator) });

    const first = await duress();
    expect(first.statusCode).toBe(200);
    expect(DuressAnswerSchema.parse(first.json())).toEqual({ contactsTexted: 1 });
    const [newest] = await outboxOf(app, contact);
    expect(newest?.body).toMatch(
      /DURESS: .* was made to stop recording.* still recording in secret/,
    );
    expect(DuressAnswerSchema.parse((await duress()).json())).toEqual({ contactsTexted: 0 });

    const stranger = await startVerifiedSession(app);
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/alerts/${alert.id}/duress`,
      ...asSession(stranger),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('marks the alert duress for observers nearby, and reads as ended to its sender', async () => {
    const creator = await startVerifiedSession(app);
    const place = randomPlace();
    const alert = await createAlert(app, creator, alertBody(place));
    expect(alert.isDuress).toBe(false);
    const observer = await startVerifiedSession(app);
    expect((await listAlerts(app, observer, place)).find((a) => a.id === alert.id)?.isDuress).toBe(
      false,
    );

    await app.inject({
      method: 'POST',
      url: `/api/alerts/${alert.id}/duress`,
      ...asSession(creator),
    });

    const seen = (await listAlerts(app, observer, place)).find((a) => a.id === alert.id);
    expect(seen).toMatchObject({ isDuress: true, status: 'active', isMine: false });
    // Whoever holds the sender's phone must not learn of it there: the list drops it as it drops
    // an ended alert (issue 29).
    expect((await listAlerts(app, creator, place)).map((a) => a.id)).not.toContain(alert.id);
  });
});
