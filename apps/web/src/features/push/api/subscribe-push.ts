import { PushSubscriptionSchema, VapidPublicKeySchema } from '@redzone/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { pushSubscriptionHeld } from '../../../lib/push-held';

const HTTP_NOT_FOUND = 404;

export const getVapidPublicKey = () =>
  apiRequest('/api/push/vapid-public-key', { schema: VapidPublicKeySchema });

/**
 * How long a tap waits for the service worker (registered after the page's load, and ready once
 * it has stored the app): a slow phone on a slow network takes well over 5 s on a first visit,
 * and "no service worker" then would be wrong. The switch shows it is busy meanwhile.
 */
const SERVICE_WORKER_WAIT_MS = 30_000;

export type PushSubscribeResult =
  | { kind: 'subscribed'; subscription: PushSubscription }
  | { kind: 'unsupported' }
  | { kind: 'no_service_worker' }
  | { kind: 'denied' };

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), SERVICE_WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The key as pushManager.subscribe takes it: the raw bytes of the base64url text. */
function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function isSameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (current === null || current.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, i) => byte === wanted[i]);
}

/**
 * Subscribes this browser to alert pushes for this session: asks for notification permission
 * (call it from a tap), subscribes with the server's VAPID key and sends the subscription to the
 * server. A subscription made with an older key is replaced, or the server could not reach it.
 * Otherwise says why not: no Push API, no service worker (a development build), or a refusal.
 */
export async function subscribeToPush(): Promise<PushSubscribeResult> {
  if (!('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window)) {
    return { kind: 'unsupported' };
  }
  const registration = await serviceWorkerRegistration();
  if (registration === undefined) return { kind: 'no_service_worker' };
  if ((await Notification.requestPermission()) !== 'granted') return { kind: 'denied' };
  const applicationServerKey = base64UrlToBytes((await getVapidPublicKey()).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // One made with an older key, or one the server forgot because its push service said it is
  // gone: a new one, or alerts would not reach this browser.
  if (
    subscription !== null &&
    (!isSameKey(subscription.options.applicationServerKey, applicationServerKey) ||
      (await pushSubscriptionHeld(subscription.endpoint)) === false)
  ) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  await apiRequest('/api/push/subscriptions', {
    method: 'POST',
    body: PushSubscriptionSchema.parse(subscription.toJSON()),
  });
  return { kind: 'subscribed', subscription };
}

/**
 * Whether this browser holds a push subscription now that the server holds too (the switch
 * shows the truth: one the server forgot as gone reaches nobody).
 */
export async function hasPushSubscription(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (subscription == null) return false;
  return (await pushSubscriptionHeld(subscription.endpoint)) !== false;
}

/**
 * Ends this browser's subscription. The browser's side first: once it is gone the push service
 * refuses messages, and the server forgets the subscription at the next alert even if telling
 * it now fails.
 */
export async function unsubscribeFromPush(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription === null || subscription === undefined) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  try {
    await apiRequest('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
  } catch (error) {
    // Already forgotten (another session's, or gone after a failed push): nothing to undo.
    if (!(error instanceof ApiError && error.status === HTTP_NOT_FOUND)) throw error;
  }
}
