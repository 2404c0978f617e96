import { AlertSchema } from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, endAlert, listAlerts, north, randomPlace, respond } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import {
  asSession,
  startSession,
  startVerifiedSession,
  type TestSession,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

describeApi('alerts: responding and ending (/api/alerts/:id/respond, /end)', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('responding', () => {
    async function responders(count: number): Promise<TestSession[]> {
      return Promise.all(Array.from({ length: count }, () => startVerifiedSession(app)));
    }

    it('counts each identity once, answering a repeat with the unchanged count', async () => {
      const creator = await startVerifiedSession(app);
      const alert = await createAlert(app, creator, randomPlace());
      const [observer] = await responders(1);
      if (observer === undefined) throw new Error('no responder');
      const first = await respond(app, observer, alert.id);
      expect(first.statusCode).toBe(200);
      expect(AlertSchema.parse(first.json()).observersCount).toBe(1);
      const again = await respond(app, observer, alert.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().observersCount).toBe(1);
    });

    it('does not count the creator responding to their own alert', async () => {
      const creator = await startVerifiedSession(app);
      const alert = await createAlert(app, creator, randomPlace());
      const own = await respond(app, creator, alert.id);
      expect(own.statusCode).toBe(200);
      expect(own.json().observersCount).toBe(0);
    });

    it('grows the radius by 100 yards per 5 responders', async () => {
      const creator = await startVerifiedSession(app);
      const at = randomPlace();
      const alert = await createAlert(app, creator, at);
      const five = await responders(5);
      const answers = await Promise.all(five.map((who) => respond(app, who, alert.id)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const [listed] = await listAlerts(app, null, north(at, 150));
      expect(listed).toMatchObject({ id: alert.id, observersCount: 5, radiusYards: 200 });
    });

    it('answers 404 alert_not_found for an unknown alert, and refuses an unverified session', async () => {
      const observer = await startVerifiedSession(app);
      const unknown = await respond(app, observer, 'no-such-alert');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'alert_not_found' });
      const creator = await startVerifiedSession(app);
      const alert = await createAlert(app, creator, randomPlace());
      const unverified = await respond(app, await startSession(app), alert.id);
      expect(unverified.statusCode).toBe(403);
    });

    it('refuses an estimatedArrival that is not an ISO time', async () => {
      const creator = await startVerifiedSession(app);
      const alert = await createAlert(app, creator, randomPlace());
      const response = await app.inject({
        method: 'POST',
        url: `/api/alerts/${alert.id}/respond`,
        payload: { estimatedArrival: 'in five minutes' },
        ...asSession(await startVerifiedSession(app)),
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('ending', () => {
    it('lets only the creator end an alert: anyone else gets the 404 of an id that does not exist', async () => {
      const creator = await startVerifiedSession(app);
      const at = randomPlace();
      const alert = await createAlert(app, creator, at);
      const other = await startVerifiedSession(app);
      const refused = await endAlert(app, other, alert.id);
      const missing = await endAlert(app, other, 'no-such-alert');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
      expect((await listAlerts(app, null, at)).map((a) => a.id)).toEqual([alert.id]);

      const ended = await endAlert(app, creator, alert.id);
      expect(ended.statusCode).toBe(200);
      expect(AlertSchema.parse(ended.json()).status).toBe('ended');
      expect(await listAlerts(app, null, at)).toEqual([]);
    });

    it('answers a repeated end with the ended alert, and responses to it with 404', async () => {
      const creator = await startVerifiedSession(app);
      const alert = await createAlert(app, creator, randomPlace());
      await endAlert(app, creator, alert.id);
      const again = await endAlert(app, creator, alert.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().status).toBe('ended');
      expect((await respond(app, await startVerifiedSession(app), alert.id)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown alert and 401 without a session', async () => {
      const creator = await startVerifiedSession(app);
      expect((await endAlert(app, creator, 'no-such-alert')).statusCode).toBe(404);
      const anonymous = await app.inject({ method: 'POST', url: '/api/alerts/x/end' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
