import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import {
  latestCode,
  randomPhone,
  requestCode,
  startSession,
  submitCode,
  wrongCode,
} from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

describeApi('verification metrics (GET /metrics)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TEST_METRICS_TOKEN });
  });
  afterAll(() => app.close());

  async function counts() {
    const text = await scrape(app);
    const of = (name: string, result: string) => sample(text, name, { result }) ?? 0;
    return {
      sent: of('redzone_verification_sends_total', 'sent'),
      limited: of('redzone_verification_sends_total', 'send_rate_limited'),
      invalid: of('redzone_verification_checks_total', 'code_invalid'),
      verified: of('redzone_verification_checks_total', 'verified'),
    };
  }

  it('counts codes sent and refused, and codes entered by result', async () => {
    expect(await counts()).toEqual({ sent: 0, limited: 0, invalid: 0, verified: 0 });
    const who = await startSession(app);
    const { typed, e164 } = randomPhone();
    expect((await requestCode(app, who, typed)).statusCode).toBe(200);
    // A second code for the same number at once is over the per-number limit.
    expect((await requestCode(app, who, typed)).statusCode).toBe(429);
    const code = await latestCode(app, e164);
    expect((await submitCode(app, who, typed, wrongCode(code))).statusCode).toBe(400);
    expect((await submitCode(app, who, typed, code)).statusCode).toBe(200);
    expect(await counts()).toEqual({ sent: 1, limited: 1, invalid: 1, verified: 1 });
  });
});
