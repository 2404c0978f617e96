import type { RateLimiter } from '../rate-limit/rate-limiter';
import { type SmsProvider, SmsSendError } from './sms-provider';

/**
 * An SMS provider that sends to a number only while its budget lasts (a per-phone
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

/** How often a spent global budget is logged at most. */
const BUDGET_WARNING_INTERVAL_MS = 10 * 60_000;

/**
 * An SMS provider that stops for the day once the whole deployment has sent `SMS_DAILY_BUDGET`
 * texts (a flood of sign-ups must not become an unbounded bill). The log says so,
 * at most every ten minutes, without numbers.
 */
export function withGlobalBudget(
  provider: SmsProvider,
  deps: {
    limiter: RateLimiter;
    log: { warn(details: object, message: string): void };
    now?: () => number;
  },
): SmsProvider {
  const now = deps.now ?? Date.now;
  let warnedAtMs = -Infinity;
  let refused = 0;
  return {
    async send(to, body) {
      const refusal = await deps.limiter.take('all');
      if (refusal !== null) {
        refused += 1;
        if (now() - warnedAtMs >= BUDGET_WARNING_INTERVAL_MS) {
          deps.log.warn(
            { refused, retryAfterMs: refusal.retryAfterMs },
            'SMS_DAILY_BUDGET is spent: texts are refused until it frees up',
          );
          warnedAtMs = now();
          refused = 0;
        }
        throw new SmsSendError('the daily SMS budget is spent', {});
      }
      await provider.send(to, body);
    },
  };
}
