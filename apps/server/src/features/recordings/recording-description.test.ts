import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { alertBody, createAlert, randomPlace } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { asSession, startVerifiedSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

/**
 * A take's time, place and words are evidence: once the recorder has described it, whoever holds
 * the phone cannot move it elsewhere or retitle it (an outside tester did, with no PIN, and the
 * evidence bundle exported the new values). Sending the same description again, and linking the
 * take to an alert it had no id for, still work: the recorder does both.
 */
describeApi('a described take keeps its description (POST /api/enhanced-recordings)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const metadata = {
    title: 'Emergency Recording',
    description: 'Traffic stop on Olive Ave',
    duration: 65,
    quality: '720p',
    cameraType: 'dual',
    latitude: 34.1808,
    longitude: -118.309,
    location: 'Burbank, CA',
  };

  const describeTake = (who: TestSession, body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/enhanced-recordings',
      payload: body,
      ...asSession(who),
    });

  async function describedTake() {
    const owner = await startVerifiedSession(app);
    const chunks = [randomBytes(200)];
    const { recordingId } = await startUpload(app, owner);
    await uploadAll(app, owner, recordingId, chunks);
    await finishUpload(app, owner, recordingId, chunks);
    const first = await describeTake(owner, { ...metadata, alertId: null, recordingId });
    expect(first.statusCode).toBe(201);
    return { owner, recordingId };
  }

  it('takes the same description again, and a link to an alert it had no id for', async () => {
    const { owner, recordingId } = await describedTake();
    const again = await describeTake(owner, { ...metadata, alertId: null, recordingId });
    expect(again.statusCode).toBe(201);
    const alert = await createAlert(app, owner, alertBody(randomPlace()));
    const linked = await describeTake(owner, { ...metadata, alertId: alert.id, recordingId });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ alertId: alert.id, location: 'Burbank, CA' });
  });

  it.each([
    ['another place', { location: 'Somewhere else', latitude: 40.1, longitude: -100.2 }],
    ['another title and words', { title: 'cat video', description: '' }],
    ['another length', { duration: 1 }],
  ])('refuses %s with 409 recording_described, and keeps what was said', async (_, change) => {
    const { owner, recordingId } = await describedTake();
    const moved = await describeTake(owner, { ...metadata, ...change, alertId: null, recordingId });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'recording_described' });
    const shown = await app.inject({
      method: 'GET',
      url: `/api/recordings/${recordingId}`,
      ...asSession(owner),
    });
    expect(shown.json()).toMatchObject({ location: 'Burbank, CA', title: 'Emergency Recording' });
  });
});
