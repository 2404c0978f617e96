import { STORAGE_KEYS, type PermissionsRecord } from '@redzone/contract';
import { writeStored } from '../../lib/storage';

/**
 * Spec P2 §2: on start the app auto-accepts its permissions and stores the P1 §3 record. No
 * device prompt opens here: the camera, microphone and location prompts appear when the feature
 * that needs them starts (docs/decisions/009).
 */
export function acceptedPermissionsRecord(now: Date = new Date()): PermissionsRecord {
  return {
    emergencyRecording: true,
    cameraAccess: true,
    microphoneAccess: true,
    locationTracking: true,
    backgroundLocation: true,
    emergencyCalling: true,
    communityAlerts: true,
    dataStorage: true,
    notificationAccess: true,
    allAccepted: true,
    acceptedAt: now.toISOString(),
  };
}

export function autoAcceptPermissions(): PermissionsRecord {
  const record = acceptedPermissionsRecord();
  writeStored(STORAGE_KEYS.permissions, record);
  return record;
}
