import { SmsOutboxSchema } from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import { randomPhone, requestCode, startSession, submitCode } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';
import {
  expectedBasicAuth,
  MESSAGES_PATH,
  STAND_IN_ACCOUNT_SID,
  STAND_IN_AUTH_TOKEN,
  STAND_IN_FROM_NUMBER,
  startTwilioStandIn,
  type TwilioStandIn,
} from '../../test/twilio-stand-in';

function outbox(app: App, phone: string) {
  return app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
  });
}

describeApi('SMS providers', () => {
  describe('console, in development', () => {
    let app: App;
    let now = Date.now();
    beforeAll(async () => {
      app = await createTestApp({ NODE_ENV: 'development' }, { now: () => new Date(now) });
    });
    afterAll(() => app.close());

    it('keeps each message for the dev outbox, newest first, found by any spelling of the number', async () => {
      const who = await startSession(app);
      const { typed, e164 } = randomPhone();
      await requestCode(app, who, typed);
      now += 31_000;
      await requestCode(app, who, typed);

      const response = await outbox(app, typed);
      expect(response.statusCode).toBe(200);
      const messages = SmsOutboxSchema.parse(response.json());
      expect(messages).toHaveLength(2);
      expect(messages.map((m) => m.to)).toEqual([e164, e164]);
      expect(Date.parse(messages[0]?.sentAt ?? '')).toBeGreaterThan(
        Date.parse(messages[1]?.sentAt ?? ''),
      );
      expect(SmsOutboxSchema.parse((await outbox(app, e164)).json())).toEqual(messages);
    });

    it('answers an empty list for a number nothing was sent to', async () => {
      expect((await outbox(app, randomPhone().e164)).json()).toEqual([]);
    });

    it('refuses a query that is not a phone number', async () => {
      const response = await outbox(app, 'not-a-number');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'phone_invalid' });
    });
  });

  describe('console, in production', () => {
    let app: App;
    beforeAll(async () => {
      app = await createTestApp({ NODE_ENV: 'production' });
    });
    afterAll(() => app.close());

    it('has no dev outbox: 404 route_not_found', async () => {
      const response = await outbox(app, randomPhone().e164);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'Route GET /api/dev/sms-outbox not found',
        code: 'route_not_found',
      });
    });
  });

  describe('twilio, against a local stand-in', () => {
    let app: App;
    let twilio: TwilioStandIn;
    const logLines: string[] = [];
    beforeAll(async () => {
      twilio = await startTwilioStandIn();
      app = await createTestApp(
        {
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
          SMS_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: STAND_IN_ACCOUNT_SID,
          TWILIO_AUTH_TOKEN: STAND_IN_AUTH_TOKEN,
          TWILIO_FROM_NUMBER: STAND_IN_FROM_NUMBER,
          TWILIO_API_BASE_URL: twilio.baseUrl,
          METRICS_TOKEN: TEST_METRICS_TOKEN,
        },
        { logStream: { write: (line) => void logLines.push(line) } },
      );
    });
    afterAll(async () => {
      await app.close();
      await twilio.close();
    });

    it('texts the code through Twilio, and the code it texted verifies the session', async () => {
      const who = await startSession(app);
      const { typed, e164 } = randomPhone();
      twilio.answerWith({ status: 201, body: { sid: 'SM1', status: 'queued' } });
      const sent = await requestCode(app, who, typed);
      expect(sent.statusCode).toBe(200);

      const request = twilio.received.at(-1);
      expect(request).toMatchObject({
        method: 'POST',
        path: MESSAGES_PATH,
        authorization: expectedBasicAuth(),
        form: { To: e164, From: STAND_IN_FROM_NUMBER },
      });
      const code = request?.form.Body?.match(/\b(\d{6})\b/)?.[1] ?? '';
      expect((await submitCode(app, who, typed, code)).statusCode).toBe(200);
    });

    it('answers 502 sms_send_failed when Twilio refuses, and logs why without the number', async () => {
      const { typed, e164 } = randomPhone();
      twilio.answerWith({
        status: 400,
        body: { code: 21211, message: `The 'To' number ${e164} is not valid.`, status: 400 },
      });
      const response = await requestCode(app, await startSession(app), typed);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        error: 'Failed to send verification code',
        code: 'sms_send_failed',
      });
      const log = logLines.join('');
      expect(log).toContain('Twilio refused the message: HTTP 400, error 21211');
      expect(log).not.toContain(e164.slice(2));
    });

    it('counts a failed send against the limits: no hammering a number Twilio refuses', async () => {
      const who = await startSession(app);
      const { typed } = randomPhone();
      twilio.answerWith({ status: 500, body: { code: 20500, status: 500 } });
      expect((await requestCode(app, who, typed)).statusCode).toBe(502);
      expect((await requestCode(app, who, typed)).statusCode).toBe(429);
    });

    it('has no dev outbox', async () => {
      expect((await outbox(app, randomPhone().e164)).statusCode).toBe(404);
    });

    it('counts texts sent, and those refused by Twilio’s status, per purpose (GET /metrics)', async () => {
      const counts = async () => {
        const text = await scrape(app);
        return {
          sent: sample(text, 'redzone_sms_sent_total', { purpose: 'verification' }) ?? 0,
          refused: sample(text, 'redzone_sms_failed_total', {
            purpose: 'verification',
            status: '400',
          }),
          contacts: sample(text, 'redzone_sms_sent_total', { purpose: 'alert_contact' }),
        };
      };
      const before = await counts();
      twilio.answerWith({ status: 201, body: { sid: 'SM2', status: 'queued' } });
      expect(
        (await requestCode(app, await startSession(app), randomPhone().typed)).statusCode,
      ).toBe(200);
      twilio.answerWith({ status: 400, body: { code: 21211, status: 400 } });
      expect(
        (await requestCode(app, await startSession(app), randomPhone().typed)).statusCode,
      ).toBe(502);
      const after = await counts();
      expect(after.sent).toBe(before.sent + 1);
      expect(after.refused).toBe((before.refused ?? 0) + 1);
      expect(after.contacts).toBe(0);
    });
  });
});
