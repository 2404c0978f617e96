import { Counter } from 'prom-client';
import type { Registry } from '../../platform/metrics/metrics-registry';
import type { PushOutcome } from '../../platform/push/push-sender';

export interface PushMetrics {
  outcome(outcome: PushOutcome): void;
}

/** Label values for sends that got no HTTP answer; they never collide with a status number. */
const FAILURE_STATUS = {
  'timed out': 'timeout',
  unreachable: 'unreachable',
  'not encryptable': 'not_encryptable',
} as const;

export function createPushMetrics(registry: Registry): PushMetrics {
  const sent = new Counter({
    name: 'redzone_push_sent_total',
    help: 'Alert Web Push messages a push service accepted.',
    registers: [registry],
  });
  const failed = new Counter({
    name: 'redzone_push_failed_total',
    help: 'Alert Web Push messages not accepted, by the push service\'s HTTP status (404 and 410: the subscription is gone and was forgotten; 403: often the VAPID key or subject), or "timeout", "unreachable", "not_encryptable".',
    labelNames: ['status'],
    registers: [registry],
  });
  return {
    outcome(outcome) {
      if (outcome.kind === 'accepted') sent.inc();
      else if (outcome.kind === 'failed') failed.inc({ status: FAILURE_STATUS[outcome.reason] });
      else failed.inc({ status: String(outcome.status) });
    },
  };
}
