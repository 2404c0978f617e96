import { PushHeldSchema } from '@redzone/contract';
import { apiRequest } from './api-client';

/**
 * Whether the server still holds this session's push subscription with `endpoint`: it forgets
 * one the push service says is gone (404, 410), which the browser may not know yet. Unreachable:
 * null (nobody knows).
 */
export async function pushSubscriptionHeld(endpoint: string): Promise<boolean | null> {
  try {
    const { held } = await apiRequest(
      `/api/push/subscriptions/held?endpoint=${encodeURIComponent(endpoint)}`,
      { schema: PushHeldSchema },
    );
    return held;
  } catch {
    return null;
  }
}
