import { SMS_SEND_TIMEOUT_MS } from '@redzone/contract';
import type { TwilioConfig } from '../../config';
import { type SmsProvider, SmsSendError } from './sms-provider';

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded,
 * HTTP Basic auth with the account SID and auth token; 201 with the message resource). Plain
 * fetch: one call does not justify the SDK and its dependency tree.
 */
export function createTwilioSmsProvider(
  config: TwilioConfig,
  timeoutMs: number = SMS_SEND_TIMEOUT_MS,
): SmsProvider {
  const url = `${config.apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender: [string, string] =
    'messagingServiceSid' in config.sender
      ? ['MessagingServiceSid', config.sender.messagingServiceSid]
      : ['From', config.sender.fromNumber];

  return {
    async send(to, body) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams([['To', to], sender, ['Body', body]]),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsSendError(`Twilio ${timedOut ? 'timed out' : 'unreachable'}`, {
          reason: timedOut ? 'timeout' : 'unreachable',
        });
      }
      if (response.ok) {
        // Drain the body so the connection can be reused.
        await response.arrayBuffer();
        return;
      }
      // Twilio's error JSON is { code, message, more_info, status }; its message can quote the
      // number, so only the numeric code is kept.
      const providerCode = await readTwilioErrorCode(response);
      throw new SmsSendError(
        `Twilio refused the message: HTTP ${response.status}${providerCode === undefined ? '' : `, error ${providerCode}`}`,
        { status: response.status, providerCode },
      );
    },
  };
}

async function readTwilioErrorCode(response: Response): Promise<number | undefined> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'number' ? body.code : undefined;
  } catch {
    return undefined;
  }
}
