import { PushSubscriptionSchema, VapidPublicKeySchema } from '@redzone/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';

const HTTP_NOT_FOUND = 404;

export const getVapidPublicKey = () =>
  apiRequest('/api/push/vapid-public-key', { schema: VapidPublicKeySchema });

/** Push needs a service worker (production builds register one), the Push API and notifications. */
function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
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
 * Null when this browser cannot receive pushes or the person said no.
 */
export async function subscribeToPush(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration === undefined) return null;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const applicationServerKey = base64UrlToBytes((await getVapidPublicKey()).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (
    subscription !== null &&
    !isSameKey(subscription.options.applicationServerKey, applicationServerKey)
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
  return subscription;
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
