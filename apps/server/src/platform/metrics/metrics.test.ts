import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ApiErrorBodySchema } from '@redzone/contract';
import { afterEach, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import { freePort } from '../../test/server-process';
import { describeApi } from '../../test/test-database';

/** What operators must be shown, one series (or more) per item. */
const ISSUE_30_SERIES = [
  'redzone_alert_fanout_seconds',
  'redzone_alerts_created_total',
  'redzone_event_streams_open',
  'redzone_push_sent_total',
  'redzone_push_failed_total',
  'redzone_sms_sent_total',
  'redzone_sms_failed_total',
  'redzone_upload_bytes_total',
  'redzone_upload_backlog_recordings',
  'redzone_chunk_ack_seconds',
  'redzone_verification_sends_total',
  'redzone_verification_checks_total',
  'redzone_legal_questions_total',
  'redzone_legal_answer_seconds',
  'redzone_database_errors_total',
  'redzone_redis_errors_total',
  'redzone_data_dir_free_bytes',
  'process_cpu_user_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_p99_seconds',
];

describeApi('GET /metrics', () => {
  const apps: App[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  async function appWith(env: NodeJS.ProcessEnv = {}) {
    const app = await createTestApp(env);
    apps.push(app);
    return app;
  }

  it('is not served unless METRICS_TOKEN or METRICS_PORT is set', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(response.json()).code).toBe('route_not_found');
  });

  it('with METRICS_TOKEN, answers only a request bearing it, in Prometheus text', async () => {
    const app = await appWith({ METRICS_TOKEN: TEST_METRICS_TOKEN });
    const bare = await app.inject({ method: 'GET', url: '/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(bare.json()).toMatchObject({ code: 'metrics_token_invalid' });
    expect(bare.body).not.toContain('process_cpu');
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);

    const ok = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    const text = await scrape(app);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    const types = [...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]);
    expect(types).toEqual(expect.arrayContaining(ISSUE_30_SERIES));
  });

  it('with METRICS_PORT, is served on that port (behind the token when set) and not on the main one', async () => {
    const port = await freePort();
    const app = await appWith({
      METRICS_PORT: String(port),
      METRICS_TOKEN: TEST_METRICS_TOKEN,
      HOST: '127.0.0.1',
    });
    await app.ready();
    const main = await app.inject({ method: 'GET', url: '/metrics' });
    expect(main.statusCode).toBe(404);

    const url = `http://127.0.0.1:${port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(sample(await response.text(), 'process_cpu_user_seconds_total')).not.toBeNull();
    const elsewhere = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(elsewhere.status).toBe(404);

    await app.close();
    await expect(fetch(url)).rejects.toThrow();
  });

  it('exports every series docs/deploy.md names, its alert rules included', async () => {
    const deploy = readFileSync(
      fileURLToPath(new URL('../../../../../docs/deploy.md', import.meta.url)),
      'utf8',
    );
    const named = new Set(deploy.match(/\bredzone_[a-z_]+/g));
    expect(named.size).toBeGreaterThan(15);
    const text = await scrape(await appWith({ METRICS_TOKEN: TEST_METRICS_TOKEN }));
    const types = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    const exported = (name: string) =>
      types.has(name) || types.has(name.replace(/_(bucket|sum|count)$/, ''));
    expect([...named].filter((name) => !exported(name))).toEqual([]);
  });

  it('with METRICS_PORT alone, needs no token there', async () => {
    const port = await freePort();
    const app = await appWith({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
    await app.ready();
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
  });
});
