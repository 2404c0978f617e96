import type { RateLimiter } from '../rate-limit/rate-limiter';
import { type SmsProvider, SmsSendError } from './sms-provider';

/**
 * An SMS provider that sends to a number only while its budget lasts (issue 24, F-13: a per-phone
 * daily budget, so nobody can use Red Zone to flood someone's phone). The limiter counts per
 * number's keyed hash, never the number itself. A refusal is an SmsSendError like any other:
 * callers already log it without the number and carry on.
 */
export function withPhoneBudget(
  provider: SmsProvider,
  deps: { limiter: RateLimiter; hashOf: (phoneE164: string) => string },
): SmsProvider {
  return {
    async send(to, body) {
      const refusal = await deps.limiter.take(`phone:${deps.hashOf(to)}`);
      if (refusal !== null) throw new SmsSendError('daily SMS budget of this number is spent', {});
      await provider.send(to, body);
    },
  };
}
