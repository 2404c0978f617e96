import { z } from 'zod';

/** P2 §3 permission ids, all required, with their categories. */
export const PERMISSION_CATEGORIES = ['emergency', 'location', 'media', 'communication'] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

export const PERMISSION_ITEMS = [
  { id: 'emergency-recording', category: 'emergency', required: true },
  { id: 'camera-access', category: 'media', required: true },
  { id: 'microphone-access', category: 'media', required: true },
  { id: 'location-tracking', category: 'location', required: true },
  { id: 'background-location', category: 'location', required: true },
  { id: 'emergency-calling', category: 'emergency', required: true },
  { id: 'community-alerts', category: 'communication', required: true },
  { id: 'data-storage', category: 'emergency', required: true },
  { id: 'notification-access', category: 'communication', required: true },
] as const satisfies readonly { id: string; category: PermissionCategory; required: boolean }[];
export type PermissionId = (typeof PERMISSION_ITEMS)[number]['id'];

/** P1 §3 "Permissions record" kept in local storage. */
export const PermissionsRecordSchema = z.object({
  emergencyRecording: z.boolean(),
  cameraAccess: z.boolean(),
  microphoneAccess: z.boolean(),
  locationTracking: z.boolean(),
  backgroundLocation: z.boolean(),
  emergencyCalling: z.boolean(),
  communityAlerts: z.boolean(),
  dataStorage: z.boolean(),
  notificationAccess: z.boolean(),
  allAccepted: z.boolean(),
  acceptedAt: z.string().nullable(),
});
export type PermissionsRecord = z.infer<typeof PermissionsRecordSchema>;
