import type { DeviceReadiness, Readiness } from './readiness-checks';

/** What the account holds for a stop, read by the page from other features. */
export interface AccountState {
  isVerified: boolean;
  confirmedContacts: number | null;
  hasStopPin: boolean;
}

export type ReadinessKey =
  'installed' | 'notifications' | 'camera' | 'location' | 'verified' | 'contacts' | 'pins';

const asReadiness = (value: boolean | null): Readiness =>
  value === null ? 'unknown' : value ? 'yes' : 'no';

/**
 * The seven things a stop needs, each yes, no or unknown: what the readiness check on Profile
 * lists, and what Home's "Get ready" line counts. One place, so the two cannot disagree.
 */
export function readinessStates(
  device: DeviceReadiness,
  account: AccountState,
): Record<ReadinessKey, Readiness> {
  return {
    installed: device.installed,
    notifications: device.notifications,
    camera:
      device.camera === 'yes' && device.microphone === 'yes'
        ? 'yes'
        : device.camera === 'unknown'
          ? 'unknown'
          : 'no',
    location: device.location,
    verified: asReadiness(account.isVerified),
    contacts: asReadiness(
      account.confirmedContacts === null ? null : account.confirmedContacts > 0,
    ),
    pins: asReadiness(account.hasStopPin),
  };
}

/** How many of the seven are done; unknown counts as not done. */
export function countReady(
  device: DeviceReadiness,
  account: AccountState,
): { done: number; total: number } {
  const states = Object.values(readinessStates(device, account));
  return { done: states.filter((state) => state === 'yes').length, total: states.length };
}
