import { PUSH_SUBSCRIPTIONS_PER_IDENTITY, type PushSubscriptionBody } from '@redzone/contract';
import type { Database } from '../../db/database';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { ensureIdentity } from '../../platform/identity/identity.queries';
import { isP256PublicKey, pushEndpointProblem } from './push-endpoint';
import {
  deleteOwnSubscription,
  holdsSubscription,
  trimSubscriptions,
  upsertSubscription,
} from './push.queries';

export interface PushSubscriptionsService {
  /** Stores the browser's subscription for this identity; the oldest past the limit is dropped. */
  subscribe(userId: string, subscription: PushSubscriptionBody): Promise<void>;
  /** 404 unless this identity holds the subscription. */
  unsubscribe(userId: string, endpoint: string): Promise<void>;
  /** Whether this identity's subscription with this endpoint is still held (not gone). */
  isHeld(userId: string, endpoint: string): Promise<boolean>;
}

function invalid(field: string[], message: string): AppError {
  return new AppError(
    HTTP_STATUS.badRequest,
    'validation_failed',
    `Invalid request body: ${field.join('.')}: ${message}`,
    { issues: [{ path: field, message }] },
  );
}

export function createPushSubscriptionsService(deps: {
  db: Database;
  clock: () => Date;
  /** NODE_ENV=test: the local push service stand-in speaks plain http on 127.0.0.1. */
  allowLocalhost: boolean;
}): PushSubscriptionsService {
  const { db, clock, allowLocalhost } = deps;

  return {
    async subscribe(userId, { endpoint, keys }) {
      const problem = pushEndpointProblem(endpoint, { allowLocalhost });
      if (problem !== null) throw invalid(['endpoint'], problem);
      if (!isP256PublicKey(keys.p256dh)) {
        throw invalid(['keys', 'p256dh'], 'is not a P-256 public key');
      }
      await db.transaction(async (tx) => {
        await ensureIdentity(tx, userId, clock());
        await upsertSubscription(tx, {
          endpoint,
          userId,
          p256dh: keys.p256dh,
          auth: keys.auth,
          createdAt: clock(),
        });
        await trimSubscriptions(tx, userId, PUSH_SUBSCRIPTIONS_PER_IDENTITY);
      });
    },

    async unsubscribe(userId, endpoint) {
      if (!(await deleteOwnSubscription(db, userId, endpoint))) {
        throw new AppError(
          HTTP_STATUS.notFound,
          'push_subscription_not_found',
          'This browser is not subscribed to alerts for this session.',
        );
      }
    },

    isHeld: (userId, endpoint) => holdsSubscription(db, userId, endpoint),
  };
}
