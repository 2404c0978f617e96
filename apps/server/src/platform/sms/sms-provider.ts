/** What the server needs from an SMS back end: send one text to one E.164 number. */
export interface SmsProvider {
  /** Resolves once the provider accepted the message; rejects with SmsSendError otherwise. */
  send(to: string, body: string): Promise<void>;
}

/**
 * The provider did not take the message (refused, unreachable, timed out). Its message never
 * holds the number or the text, so it is safe to log.
 */
export class SmsSendError extends Error {
  override name = 'SmsSendError';

  constructor(
    message: string,
    readonly details: {
      status?: number;
      providerCode?: number;
      /** No answer at all: the request timed out or never reached the provider. */
      reason?: 'timeout' | 'unreachable';
    } = {},
  ) {
    super(message);
  }
}
