import { PERMISSION_ITEMS, type PermissionId, type PermissionsRecord } from '@redzone/contract';

/** P2 §4: Continue is enabled when every required permission is ticked. */
export function allRequiredTicked(ticked: ReadonlySet<string>): boolean {
  return PERMISSION_ITEMS.every((item) => !item.required || ticked.has(item.id));
}

/** Accept All ticks every permission. */
export function tickAll(): Set<PermissionId> {
  return new Set(PERMISSION_ITEMS.map((item) => item.id));
}

export function toggle(ticked: ReadonlySet<PermissionId>, id: PermissionId): Set<PermissionId> {
  const next = new Set(ticked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The stored record (P1 §3) for the ticked permissions. */
export function recordFor(ticked: ReadonlySet<string>, now: Date = new Date()): PermissionsRecord {
  const has = (id: PermissionId) => ticked.has(id);
  const allAccepted = allRequiredTicked(ticked);
  return {
    emergencyRecording: has('emergency-recording'),
    cameraAccess: has('camera-access'),
    microphoneAccess: has('microphone-access'),
    locationTracking: has('location-tracking'),
    backgroundLocation: has('background-location'),
    emergencyCalling: has('emergency-calling'),
    communityAlerts: has('community-alerts'),
    dataStorage: has('data-storage'),
    notificationAccess: has('notification-access'),
    allAccepted,
    acceptedAt: allAccepted ? now.toISOString() : null,
  };
}
