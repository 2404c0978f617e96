import type { LiveEventType } from '@redzone/contract';
import { and, between, desc, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  alertAuthorPhones,
  alertEvents,
  type AlertEventRow,
  alertRecipients,
  alertResponses,
  type AlertRow,
  alerts,
} from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import type { CoverageBox } from '../../platform/geo/coverage-box';

/** Any fixed bigint, distinct from the other advisory lock keys (db/, features/phone). */
const ALERT_EVENTS_ORDER_LOCK_KEY = 7_346_372_021;
/** The first half of a two-int advisory key; the second is the verified number's hashtext. */
const ALERT_CREATION_LOCK_SPACE = 73_463_721;

/** The alert's columns as `to_jsonb(row)` writes them (timestamps as ISO strings). */
interface AlertJson {
  id: string;
  user_id: string;
  latitude: number;
  longitude: number;
  location: string;
  description: string;
  observers_count: number;
  is_vip: boolean;
  status: AlertRow['status'];
  created_at: string;
  ended_at: string | null;
  /** Absent from functions written before the column (a new alert has none). */
  duress_at?: string | null;
}

type CreateAlertResult =
  | { unverified: true }
  | { recent: string[] }
  | { alert: AlertJson; eventId: number; recipientIds: string[]; unmatchedPhones: string[] };

/** What creating an alert came to (migration 0010, docs/decisions/022). */
export type CreateAlertOutcome =
  | { kind: 'unverified' }
  | { kind: 'rate_limited'; recent: Date[] }
  | {
      kind: 'created';
      row: AlertRow;
      eventId: number;
      /** The sender's contacts who are verified users, the sender excluded. */
      recipientIds: string[];
      /** Sealed numbers of the contacts who are not users, in circle order: they get an SMS. */
      unmatchedPhones: string[];
    };

function alertFromJson(json: AlertJson): AlertRow {
  return {
    id: json.id,
    userId: json.user_id,
    latitude: json.latitude,
    longitude: json.longitude,
    location: json.location,
    description: json.description,
    observersCount: json.observers_count,
    isVip: json.is_vip,
    status: json.status,
    createdAt: new Date(json.created_at),
    endedAt: json.ended_at === null ? null : new Date(json.ended_at),
    duressAt: json.duress_at == null ? null : new Date(json.duress_at),
  };
}

/**
 * Stores a new alert with its VIP recipients and its `alert.created` event in one statement
 * (migrations 0009 and 0010, docs/decisions/022), if the sender's phone is verified and they have
 * fewer than `limit` alerts since `windowStart`; otherwise nothing is written. `descriptions[n]`
 * is the description for a sender with n contacts: the function counts them in the same statement.
 */
export async function createAlertUnlessLimited(
  db: Database,
  values: {
    id: string;
    userId: string;
    latitude: number;
    longitude: number;
    location: string;
    descriptions: string[];
    createdAt: Date;
    /** The confirmed contacts its sender's phone reads, when the duress PIN pretended a circle. */
    shownContacts: number | null;
  },
  limit: { count: number; windowStart: Date },
): Promise<CreateAlertOutcome> {
  const [answer] = await selectRows<{ result: CreateAlertResult | string }>(
    db,
    sql`select create_alert(
      ${values.id}, ${values.userId}, ${values.latitude}, ${values.longitude}, ${values.location},
      ${JSON.stringify(values.descriptions)}::jsonb, ${values.createdAt.toISOString()}::timestamptz,
      ${limit.windowStart.toISOString()}::timestamptz, ${limit.count}::int4,
      ${ALERT_CREATION_LOCK_SPACE}::int4, ${ALERT_EVENTS_ORDER_LOCK_KEY}::int8,
      ${values.shownContacts}::int4
    ) as result`,
  );
  if (answer === undefined) throw new Error('create_alert returned no row');
  // postgres.js parses jsonb; a driver that does not hands over the text.
  const result: CreateAlertResult =
    typeof answer.result === 'string'
      ? (JSON.parse(answer.result) as CreateAlertResult)
      : answer.result;
  if ('unverified' in result) return { kind: 'unverified' };
  if ('recent' in result) {
    return { kind: 'rate_limited', recent: result.recent.map((at) => new Date(at)) };
  }
  return {
    kind: 'created',
    row: alertFromJson(result.alert),
    eventId: result.eventId,
    recipientIds: result.recipientIds,
    unmatchedPhones: result.unmatchedPhones,
  };
}

/**
 * Appends the event announcing a change, as the transaction's last statement. The lock makes
 * event-writing transactions commit one after another, so ids become visible in id order and a
 * replay "after id N" never skips one that commits late.
 */
export async function appendAlertEvent(
  tx: Database,
  values: { alertId: string; type: LiveEventType; observersCount: number; createdAt: Date },
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_EVENTS_ORDER_LOCK_KEY})`);
  const [row] = await tx.insert(alertEvents).values(values).returning({ id: alertEvents.id });
  if (row === undefined) throw new Error('alert event insert returned no row');
  return row.id;
}

export async function findAlertById(db: Database, id: string): Promise<AlertRow | null> {
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
  return row ?? null;
}

/** The ids of the person's alerts still marked active. */
export async function findActiveAlertIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.status, 'active')));
  return rows.map((row) => row.id);
}

/** The person's newest alert, whatever its state; null when they never sent one. */
export async function findLatestAlertOf(db: Database, userId: string): Promise<AlertRow | null> {
  const [row] = await db
    .select()
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findAlertForUpdate(tx: Database, id: string): Promise<AlertRow | null> {
  const [row] = await tx.select().from(alerts).where(eq(alerts.id, id)).for('update');
  return row ?? null;
}

/** False when this identity had responded already. */
/** Whether the alert was sent from this verified number (on any identity). */
export async function isAlertFromPhone(
  tx: Database,
  alertId: string,
  phoneHash: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ alertId: alertAuthorPhones.alertId })
    .from(alertAuthorPhones)
    .where(and(eq(alertAuthorPhones.alertId, alertId), eq(alertAuthorPhones.phoneHash, phoneHash)));
  return row !== undefined;
}

/** False when this identity, or this verified number on another identity, already responded. */
export async function insertResponse(
  tx: Database,
  values: typeof alertResponses.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(alertResponses)
    .values(values)
    .onConflictDoNothing()
    .returning({ alertId: alertResponses.alertId });
  return inserted.length > 0;
}

export async function incrementObserversCount(tx: Database, id: string): Promise<AlertRow> {
  const [row] = await tx
    .update(alerts)
    .set({ observersCount: sql`${alerts.observersCount} + 1` })
    .where(eq(alerts.id, id))
    .returning();
  if (row === undefined) throw new Error(`alert ${id} vanished while counting a response`);
  return row;
}

/**
 * The duress PIN was used on this alert: marked once, for its contacts' watch links only. True
 * when this call marked it (the contacts are to be told), false when it was marked before.
 */
export async function markAlertDuress(db: Database, id: string, at: Date): Promise<boolean> {
  const marked = await db
    .update(alerts)
    .set({ duressAt: at })
    .where(and(eq(alerts.id, id), isNull(alerts.duressAt)))
    .returning({ id: alerts.id });
  return marked.length > 0;
}

export async function markAlertEnded(tx: Database, id: string, endedAt: Date): Promise<AlertRow> {
  const [row] = await tx
    .update(alerts)
    .set({ status: 'ended', endedAt })
    .where(eq(alerts.id, id))
    .returning();
  if (row === undefined) throw new Error(`alert ${id} vanished while ending`);
  return row;
}

/** Active alerts created at or before `createdBefore` become expired; each row is claimed once. */
export async function markAlertsExpired(tx: Database, createdBefore: Date): Promise<AlertRow[]> {
  return tx
    .update(alerts)
    .set({ status: 'expired' })
    .where(and(eq(alerts.status, 'active'), lte(alerts.createdAt, createdBefore)))
    .returning();
}

export async function deleteEventsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(alertEvents).where(lte(alertEvents.createdAt, before));
}

export async function findRecipientIds(
  db: Database,
  alertIds: string[],
): Promise<Map<string, string[]>> {
  const byAlert = new Map<string, string[]>(alertIds.map((id) => [id, []]));
  if (alertIds.length === 0) return byAlert;
  const rows = await db
    .select()
    .from(alertRecipients)
    .where(inArray(alertRecipients.alertId, alertIds));
  for (const row of rows) byAlert.get(row.alertId)?.push(row.userId);
  return byAlert;
}

function inBox(box: CoverageBox): SQL | undefined {
  return and(
    between(alerts.latitude, box.minLatitude, box.maxLatitude),
    between(alerts.longitude, box.minLongitude, box.maxLongitude),
  );
}

function isRecipientOf(viewerId: string): SQL {
  return sql`exists (select 1 from ${alertRecipients} where ${alertRecipients.alertId} = ${alerts.id} and ${alertRecipients.userId} = ${viewerId})`;
}

const alertColumns = {
  id: alerts.id,
  userId: alerts.userId,
  latitude: alerts.latitude,
  longitude: alerts.longitude,
  location: alerts.location,
  description: alerts.description,
  observersCount: alerts.observersCount,
  isVip: alerts.isVip,
  status: alerts.status,
  createdAt: alerts.createdAt,
  endedAt: alerts.endedAt,
  duressAt: alerts.duressAt,
};

export type ActiveAlertRow = AlertRow & { isRecipient: boolean };

/**
 * Active alerts created after `since`, newest first. With `near` and/or `viewerId`, only those in
 * the box or sent to the viewer (VIP); the exact radius test is the caller's.
 */
export async function findActiveAlerts(
  db: Database,
  filter: { since: Date; limit: number; near: CoverageBox | null; viewerId: string | null },
): Promise<ActiveAlertRow[]> {
  const { since, limit, near, viewerId } = filter;
  const reach = [
    near && inBox(near),
    viewerId !== null ? isRecipientOf(viewerId) : undefined,
    viewerId !== null ? eq(alerts.userId, viewerId) : undefined,
  ];
  const isTargeted = near !== null || viewerId !== null;
  return db
    .select({
      ...alertColumns,
      isRecipient:
        viewerId === null ? sql<boolean>`false` : isRecipientOf(viewerId).mapWith(Boolean),
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.status, 'active'),
        gt(alerts.createdAt, since),
        isTargeted ? sql`(${sql.join(reach.filter(Boolean) as SQL[], sql` or `)})` : undefined,
      ),
    )
    .orderBy(desc(alerts.createdAt))
    .limit(limit);
}

export async function findLatestEventId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: alertEvents.id })
    .from(alertEvents)
    .orderBy(desc(alertEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/**
 * Events after `afterId` (and since `since`) that may concern the viewer: about their own
 * alerts, alerts sent to them, or alerts in the box around them. The newest `limit`, oldest first.
 */
export async function findEventsAfter(
  db: Database,
  filter: {
    afterId: number;
    since: Date;
    viewerId: string;
    near: CoverageBox | null;
    limit: number;
  },
): Promise<{ event: AlertEventRow; alert: AlertRow }[]> {
  const { afterId, since, viewerId, near, limit } = filter;
  const concerns = [eq(alerts.userId, viewerId), isRecipientOf(viewerId), near && inBox(near)];
  const rows = await db
    .select({ event: alertEvents, alert: alerts })
    .from(alertEvents)
    .innerJoin(alerts, eq(alerts.id, alertEvents.alertId))
    .where(
      and(
        gt(alertEvents.id, afterId),
        gte(alertEvents.createdAt, since),
        sql`(${sql.join(concerns.filter(Boolean) as SQL[], sql` or `)})`,
      ),
    )
    .orderBy(desc(alertEvents.id))
    .limit(limit);
  return rows.reverse();
}

/** Each alert's last event up to and including `upToId`: what a stream at that id knew. */
export async function findLastEventsUpTo(
  db: Database,
  alertIds: string[],
  upToId: number,
): Promise<AlertEventRow[]> {
  if (alertIds.length === 0) return [];
  return db
    .selectDistinctOn([alertEvents.alertId])
    .from(alertEvents)
    .where(and(inArray(alertEvents.alertId, alertIds), lte(alertEvents.id, upToId)))
    .orderBy(alertEvents.alertId, desc(alertEvents.id));
}
