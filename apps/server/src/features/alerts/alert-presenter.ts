import { type Alert, ALERT_EXPIRY_MS, AlertListSchema, alertRadiusYards } from '@redzone/contract';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { AlertRow } from '../../db/schema';
import { ANY_VIP_MARKER } from './vip-marker';

/** An alert still active in the database is expired for every reader once it is this old. */
export function isExpired(row: Pick<AlertRow, 'createdAt'>, now: Date): boolean {
  return now.getTime() - row.createdAt.getTime() >= ALERT_EXPIRY_MS;
}

/**
 * An alert as the server passes it around (the event bus, the caches, targeting): the contract's
 * shape with its sender's id instead of `isMine`. It never leaves the server as is: `alertAs`
 * makes what a reader gets.
 */
export type AlertRecord = Omit<Alert, 'isMine'> & { userId: string };

/** When the alert ended for everyone: its end, its expiry; null while it is on. */
export function endOf(
  row: Pick<AlertRow, 'status' | 'createdAt' | 'endedAt'>,
  now: Date,
): Date | null {
  const expiry = new Date(row.createdAt.getTime() + ALERT_EXPIRY_MS);
  if (row.status !== 'active') return row.endedAt ?? expiry;
  return isExpired(row, now) ? expiry : null;
}

/**
 * The one row -> record mapping. `observersCount` may be given for a past event's snapshot;
 * the radius always follows the count (P1 §9).
 */
export function toAlert(
  row: AlertRow,
  now: Date,
  observersCount: number = row.observersCount,
): AlertRecord {
  return {
    id: row.id,
    location: row.location,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    observersCount,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    radiusYards: alertRadiusYards(observersCount),
    isVip: row.isVip,
    status: row.status === 'active' && isExpired(row, now) ? 'expired' : row.status,
  };
}

/** Who reads an alert: its sender, one of the trusted contacts it was sent to, or anyone else. */
export type AlertViewer = 'owner' | 'recipient' | 'other';

export function viewerOf(
  alert: Pick<AlertRecord, 'userId'>,
  viewerId: string | null,
  isRecipient: boolean,
): AlertViewer {
  if (viewerId !== null && alert.userId === viewerId) return 'owner';
  return isRecipient ? 'recipient' : 'other';
}

/**
 * The one record -> contract mapping, for one reader. The VIP marker and flag are internal: its
 * sender sees the alert as stored; a trusted contact it was sent to sees that it is from one of
 * their people (isVip) but not the marker; anyone else sees neither, so no stranger learns that
 * the person has contacts, or how many. Nobody gets the sender's id. A duress is never in it:
 * only the contacts' own watch links carry it (watch.service.ts).
 */
export function alertAs(record: AlertRecord, viewer: AlertViewer): Alert {
  const { userId: _sender, ...stored } = record;
  const isMine = viewer === 'owner';
  // Only a VIP alert carries a marker (vip-marker.ts removes any other): the rest go as they are.
  if (isMine || !stored.isVip) return { ...stored, isMine };
  const description = stored.description.replace(ANY_VIP_MARKER, '').trim();
  return { ...stored, description, isVip: viewer === 'recipient' && stored.isVip, isMine };
}

/**
 * STYLE.md "Hot paths": the alert list is serialized by fast-json-stringify from the contract's
 * own JSON Schema rather than by zod encoding. Properties outside the schema are dropped, as zod
 * would.
 */
const alertListJsonSchema = z.toJSONSchema(AlertListSchema, { target: 'draft-07', io: 'output' });
const stringifyAlertList = fastJson(alertListJsonSchema as Parameters<typeof fastJson>[0]);

/** A route-level serializerCompiler: the OpenAPI document still shows AlertListSchema. */
export function alertListSerializerCompiler() {
  return (data: unknown) => stringifyAlertList(data);
}
