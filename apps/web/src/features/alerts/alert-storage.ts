import { STORAGE_KEYS } from '@redzone/contract';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';

const IdsSchema = z.array(z.string());

const readIds = (key: string, kind: 'local' | 'session' = 'local') =>
  readStored(key, IdsSchema, kind) ?? [];
const addId = (key: string, id: string, kind: 'local' | 'session' = 'local') => {
  const ids = readIds(key, kind);
  if (!ids.includes(id)) writeStored(key, [...ids, id], kind);
};

/** P1 §4: alerts this device created (skipped for audio and the urgent modal). */
export const readCreatedAlertIds = () => readIds(STORAGE_KEYS.createdAlerts);
export const rememberCreatedAlert = (id: string) => addId(STORAGE_KEYS.createdAlerts, id);

/** P1 §4: dismissal is permanent, kept locally and hidden everywhere. */
export const readDismissedIds = () => readIds(STORAGE_KEYS.dismissedAlerts);
export const dismissAlert = (id: string) => addId(STORAGE_KEYS.dismissedAlerts, id);

/** P1 §4: the urgent modal opens once per alert id per session. */
export const readUrgentShownIds = () => readIds(STORAGE_KEYS.urgentShown, 'session');
export const markUrgentShown = (id: string) => addId(STORAGE_KEYS.urgentShown, id, 'session');

export const MapAlertSchema = z.object({
  id: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  location: z.string(),
  description: z.string(),
  autoStart: z.boolean(),
});
export type MapAlert = z.infer<typeof MapAlertSchema>;

/** P1 §3: an alert handed to the map, with autoStart true. */
export const storeMapAlert = (alert: MapAlert) => writeStored(STORAGE_KEYS.mapAlert, alert);

export const readMapAlert = (): MapAlert | null =>
  readStored(STORAGE_KEYS.mapAlert, MapAlertSchema);

/**
 * True once per hand-over: the stored alert asked to start (autoStart) and now no longer does, so
 * a reload of /map?navigate=true, or React's double effects in development, respond only once.
 */
export function claimMapAlertAutoStart(id: string): boolean {
  const stored = readMapAlert();
  if (stored?.id !== id || !stored.autoStart) return false;
  storeMapAlert({ ...stored, autoStart: false });
  return true;
}
