import { DrillAnswerSchema } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { listAlerts, randomPlace, reportPosition } from '../../test/alerts';
import { outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  randomPhone,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

/** Issue 29: a drill shows whom a real alert would reach, and tells nobody. */
describeApi('drill (POST /api/alerts/drill)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const drill = (who: TestSession, at: { latitude: number; longitude: number }) =>
    app.inject({ method: 'POST', url: '/api/alerts/drill', payload: at, ...asSession(who) });

  it('answers whom a real alert would reach now, storing, sending and announcing nothing', async () => {
    const person = await startVerifiedSession(app);
    const contact = randomPhone().e164;
    await saveConfirmedCircle(app, person, [contact]);
    const textsBefore = (await outboxOf(app, contact)).length;
    const place = randomPlace();
    const observer = await startVerifiedSession(app);
    await reportPosition(app, observer, place);
    // The person's own position is not an observer of their own alert.
    await reportPosition(app, person, place);

    const answer = await drill(person, place);
    expect(answer.statusCode).toBe(200);
    expect(DrillAnswerSchema.parse(answer.json())).toEqual({
      observersInRange: 1,
      contactsConfirmed: 1,
      isPhoneVerified: true,
    });
    expect(await listAlerts(app, observer, place)).toEqual([]);
    expect(await listAlerts(app, person, place)).toEqual([]);
    expect((await outboxOf(app, contact)).length).toBe(textsBefore);
  });

  it('works before verification, and says a real alert would wait for it', async () => {
    const newcomer = await startSession(app);
    const answer = await drill(newcomer, randomPlace());
    expect(DrillAnswerSchema.parse(answer.json())).toMatchObject({ isPhoneVerified: false });
    const bad = await drill(newcomer, { latitude: 91, longitude: 0 });
    expect(bad.statusCode).toBe(400);
  });
});
