import { ImpactSchema } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, randomPlace, respond } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { asSession, startVerifiedSession, type TestSession } from '../../test/phone-sessions';
import { startUpload } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

describeApi('GET /api/impact (computed, not typed in)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const impactOf = async (who: TestSession) =>
    ImpactSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/impact', ...asSession(who) })).json(),
    );

  /** The recorder's description of a take at its end: its length counts as recorded time. */
  const describeTake = (who: TestSession, recordingId: string, duration: number) =>
    app.inject({
      method: 'POST',
      url: '/api/enhanced-recordings',
      payload: {
        recordingId,
        alertId: null,
        title: 'Emergency Recording',
        description: 'Stop',
        duration,
        quality: '720p',
        cameraType: 'front',
        latitude: null,
        longitude: null,
        location: null,
      },
      ...asSession(who),
    });

  it('counts what this session did, and nobody else’s', async () => {
    const me = await startVerifiedSession(app);
    const other = await startVerifiedSession(app);
    expect(await impactOf(me)).toEqual({ alertsResponded: 0, hoursRecorded: 0, communityHelps: 0 });

    const alert = await createAlert(app, other, randomPlace());
    expect((await respond(app, me, alert.id)).statusCode).toBe(200);
    const { recordingId } = await startUpload(app, me);
    expect((await describeTake(me, recordingId, 1800)).statusCode).toBe(201);
    const filed = await app.inject({
      method: 'POST',
      url: '/api/video-reports',
      payload: {
        recordingId,
        agencyId: 'CA0191200',
        crimeType: 'assault',
        incidentDate: new Date().toISOString(),
        officerBadgeNumber: null,
        officerName: null,
        incidentDescription: 'Pushed',
        witnessCount: 0,
        isAnonymous: false,
      },
      ...asSession(me),
    });
    expect(filed.statusCode).toBe(201);

    expect(await impactOf(me)).toEqual({
      alertsResponded: 1,
      hoursRecorded: 0.5,
      communityHelps: 1,
    });
    expect(await impactOf(other)).toEqual({
      alertsResponded: 0,
      hoursRecorded: 0,
      communityHelps: 0,
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/impact' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts a take of 40 seconds as part of an hour, not as none', async () => {
    const me = await startVerifiedSession(app);
    const { recordingId } = await startUpload(app, me);
    expect((await describeTake(me, recordingId, 40)).statusCode).toBe(201);
    expect((await impactOf(me)).hoursRecorded).toBe(0.011);
  });
});
