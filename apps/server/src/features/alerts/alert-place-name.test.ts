import { formatCoordinates } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, listAlerts, north } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { startVerifiedSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

// A real phone's fix in Burbank, a few yards apart for each test.
const BURBANK = { latitude: 34.18123, longitude: -118.30861 };

describeApi('the place an alert is shown at', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('a phone that sent its bare coordinates has the place named by the server, for everyone', async () => {
    const sender = await startVerifiedSession(app);
    const at = north(BURBANK, 10);
    const alert = await createAlert(app, sender, at, { location: formatCoordinates(at) });
    expect(alert.location).toMatch(/^Burbank, CA 915\d\d$/);

    const observer = await startVerifiedSession(app);
    const seen = (await listAlerts(app, observer, north(at, 50))).find((a) => a.id === alert.id);
    expect(seen?.location).toBe(alert.location);
  });

  it('a place the person typed is kept as typed', async () => {
    const sender = await startVerifiedSession(app);
    const at = north(BURBANK, 20);
    const alert = await createAlert(app, sender, at, { location: 'Olive Ave by the studio gate' });
    expect(alert.location).toBe('Olive Ave by the studio gate');
  });

  it('coordinates the shipped data cannot name stay coordinates', async () => {
    const sender = await startVerifiedSession(app);
    // Off the coast, outside every state.
    const at = { latitude: 33.61234, longitude: -119.91234 };
    const alert = await createAlert(app, sender, at, { location: formatCoordinates(at) });
    expect(alert.location).toBe(formatCoordinates(at));
  });
});
