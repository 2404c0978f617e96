import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, north, randomPlace, reportPosition } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import { startSession, startVerifiedSession } from '../../test/phone-sessions';
import { listen, openSse } from '../../test/sse-client';
import { describeApi } from '../../test/test-database';

describeApi('alert metrics (GET /metrics)', () => {
  let app: App;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TEST_METRICS_TOKEN });
    baseUrl = await listen(app);
  });
  afterAll(() => app.close());

  const streamsOpen = async () => sample(await scrape(app), 'redzone_event_streams_open');

  it('counts an alert, times its fan-out to the streams it reaches, and the streams open', async () => {
    const before = await scrape(app);
    expect(sample(before, 'redzone_alerts_created_total')).toBe(0);
    expect(sample(before, 'redzone_alert_fanout_seconds_count')).toBe(0);
    expect(await streamsOpen()).toBe(0);

    const place = randomPlace();
    const observer = await startSession(app);
    await reportPosition(app, observer, place);
    const stream = await openSse(baseUrl, observer);
    await expect.poll(streamsOpen).toBe(1);

    const sender = await startVerifiedSession(app);
    const alert = await createAlert(app, sender, north(place, 20));
    const frame = await stream.next((f) => f.event === 'alert.created');
    expect(frame.data).toContain(alert.id);
    const after = await scrape(app);
    expect(sample(after, 'redzone_alerts_created_total')).toBe(1);
    expect(sample(after, 'redzone_alert_fanout_seconds_count')).toBe(1);
    expect(sample(after, 'redzone_alert_fanout_seconds_bucket', { le: '+Inf' })).toBe(1);
    expect(sample(after, 'redzone_alert_fanout_seconds_sum')).toBeLessThan(5);

    // An alert no stream of this instance hears of is created, but has no fan-out to time.
    await createAlert(app, await startVerifiedSession(app), randomPlace());
    const later = await scrape(app);
    expect(sample(later, 'redzone_alerts_created_total')).toBe(2);
    expect(sample(later, 'redzone_alert_fanout_seconds_count')).toBe(1);

    stream.close();
    await expect.poll(streamsOpen).toBe(0);
  });
});
