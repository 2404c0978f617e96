import { pushSubscriptionHeld } from '../../lib/push-held';

/**
 * The readiness check: what the browser will allow in a stop, read without asking
 * (Permissions API), so opening the check never pops a prompt.
 */
export type Readiness = 'yes' | 'no' | 'unknown';

async function permission(name: string): Promise<Readiness> {
  try {
    const status = await navigator.permissions.query({ name: name as PermissionName });
    return status.state === 'granted' ? 'yes' : 'no';
  } catch {
    // Firefox before 131 cannot say for cameras: the recorder asks at the hold.
    return 'unknown';
  }
}

export interface DeviceReadiness {
  installed: Readiness;
  notifications: Readiness;
  camera: Readiness;
  microphone: Readiness;
  location: Readiness;
}

/**
 * Alerts reach a closed app only through a live push subscription: permission alone is not it
 * (turning the switch on can fail after the permission was given, and a browser can drop a
 * subscription). So: permission granted, a subscription held now, and held by the server too.
 */
async function pushReadiness(): Promise<Readiness> {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unknown';
  if (Notification.permission !== 'granted') return 'no';
  try {
    // No service worker yet: nothing can be subscribed, so alerts cannot reach a closed app.
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration === undefined) return 'no';
    if (registration.pushManager === undefined) return 'unknown';
    const subscription = await registration.pushManager.getSubscription();
    if (subscription === null) return 'no';
    // Unknown to the server (offline): the browser's word.
    return (await pushSubscriptionHeld(subscription.endpoint)) === false ? 'no' : 'yes';
  } catch {
    return 'no';
  }
}

export async function readDeviceReadiness(): Promise<DeviceReadiness> {
  const standalone =
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const [camera, microphone, location, notifications] = await Promise.all([
    permission('camera'),
    permission('microphone'),
    permission('geolocation'),
    pushReadiness(),
  ]);
  return {
    installed: standalone ? 'yes' : 'no',
    notifications,
    camera,
    microphone,
    location,
  };
}

/** Asks for the camera and microphone once, so a stop does not begin with a prompt. */
export async function askForCameraAndMicrophone(): Promise<void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  for (const track of stream.getTracks()) track.stop();
}

export function askForLocation(): Promise<void> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(() => resolve(), reject, { timeout: 15_000 });
  });
}
