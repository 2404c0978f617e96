import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectedBasicAuth,
  MESSAGES_PATH,
  STAND_IN_ACCOUNT_SID,
  STAND_IN_AUTH_TOKEN,
  STAND_IN_FROM_NUMBER,
  startTwilioStandIn,
  type TwilioStandIn,
} from '../../test/twilio-stand-in';
import { SmsSendError } from './sms-provider';
import { createTwilioSmsProvider } from './twilio-sms-provider';

const TO = '+12135550123';
const MESSAGING_SERVICE_SID = `MG${'a'.repeat(32)}`;

describe('the Twilio SMS provider, against a local stand-in of the Messages API', () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
  });
  afterEach(() => {
    twilio.received.length = 0;
    twilio.answerWith({ status: 201, body: { sid: 'SM1' } });
  });
  afterAll(() => twilio.close());

  function provider(sender: { fromNumber: string } | { messagingServiceSid: string }) {
    return createTwilioSmsProvider(
      {
        accountSid: STAND_IN_ACCOUNT_SID,
        authToken: STAND_IN_AUTH_TOKEN,
        sender,
        apiBaseUrl: twilio.baseUrl,
      },
      500,
    );
  }

  it('POSTs To, From and Body as a form to the account’s Messages.json with Basic auth', async () => {
    await provider({ fromNumber: STAND_IN_FROM_NUMBER }).send(TO, 'Your code is 123456.');
    expect(twilio.received).toEqual([
      {
        method: 'POST',
        path: MESSAGES_PATH,
        authorization: expectedBasicAuth(),
        contentType: 'application/x-www-form-urlencoded',
        form: { To: TO, From: STAND_IN_FROM_NUMBER, Body: 'Your code is 123456.' },
      },
    ]);
  });

  it('sends MessagingServiceSid instead of From when a Messaging Service is configured', async () => {
    await provider({ messagingServiceSid: MESSAGING_SERVICE_SID }).send(TO, 'hi');
    expect(twilio.received[0]?.form).toEqual({
      To: TO,
      MessagingServiceSid: MESSAGING_SERVICE_SID,
      Body: 'hi',
    });
  });

  it('turns an error answer into SmsSendError with Twilio’s code but not its message', async () => {
    twilio.answerWith({
      status: 400,
      body: {
        code: 21211,
        message: `The 'To' number ${TO} is not a valid phone number.`,
        status: 400,
      },
    });
    const sending = provider({ fromNumber: STAND_IN_FROM_NUMBER }).send(TO, 'hi');
    await expect(sending).rejects.toBeInstanceOf(SmsSendError);
    await sending.catch((error: SmsSendError) => {
      expect(error.message).toBe('Twilio refused the message: HTTP 400, error 21211');
      expect(error.details).toEqual({ status: 400, providerCode: 21211 });
    });
  });

  it('gives up on a provider that does not answer', async () => {
    twilio.answerWith('hang');
    await expect(provider({ fromNumber: STAND_IN_FROM_NUMBER }).send(TO, 'hi')).rejects.toThrow(
      'Twilio timed out',
    );
  });

  it('reports an unreachable provider', async () => {
    const unreachable = createTwilioSmsProvider({
      accountSid: STAND_IN_ACCOUNT_SID,
      authToken: STAND_IN_AUTH_TOKEN,
      sender: { fromNumber: STAND_IN_FROM_NUMBER },
      apiBaseUrl: 'http://127.0.0.1:1',
    });
    await expect(unreachable.send(TO, 'hi')).rejects.toThrow('Twilio unreachable');
  });
});
