import {
  ACTIVE_ALERTS_CACHE_MAX,
  alertRadiusYards,
  isWithinRadius,
  type Point,
  yardsToMiles,
} from '@redzone/contract';
import type { AlertRow } from '../../db/schema';
import { latitudeDegreesFor } from '../../platform/geo/coverage-box';
import { PointGrid } from '../../platform/geo/point-grid';
import { type AlertRecord, isExpired } from './alert-presenter';
import type { AlertBusMessage } from './live-message';

/** The stored row an alert event describes (the event carries every column lists need). */
function rowOf(alert: AlertRecord): AlertRow {
  return {
    id: alert.id,
    userId: alert.userId,
    latitude: alert.latitude,
    longitude: alert.longitude,
    location: alert.location,
    description: alert.description,
    observersCount: alert.observersCount,
    isVip: alert.isVip,
    status: 'active',
    createdAt: new Date(alert.createdAt),
    endedAt: null,
    // Lists never read it (only the contacts' watch links do, from the database).
    duressAt: null,
  };
}

const newestFirst = (a: AlertRow, b: AlertRow) => b.createdAt.getTime() - a.createdAt.getTime();

/**
 * The active alerts of the whole deployment, indexed for the two questions lists ask: the newest
 * ones, and those that concern a point (covering it, or VIP to the viewer). The load, 200
 * new alerts and 2,000 lists a second, leaves thousands active: a list visits the grid cells within
 * the largest radius of its point and the viewer's own VIP alerts, never every alert, and an event
 * finds its alert by id.
 */
export class ActiveAlertsSnapshot {
  /** Newest first. */
  readonly rows: AlertRow[] = [];
  /** False when there were more active alerts than the cache holds: ask the database instead. */
  isComplete = true;
  private readonly byId = new Map<string, AlertRow>();
  /**
   * Alerts by radius, each radius in a grid of cells as wide as its box: a point's query reads one
   * to four cells per radius and only alerts that could reach it. One grid per radius (at most
   * eighteen: 100 yards to a mile in steps of 100) because a single grid must be read as far as the
   * largest radius reaches, a mile around the point for every alert, most of which reach 100 yards.
   */
  private readonly gridsByRadius = new Map<number, PointGrid<AlertRow>>();
  /** VIP alerts' recipients (trusted contacts), by alert id, and the reverse. */
  private readonly recipientsByAlert = new Map<string, Set<string>>();
  private readonly alertsByRecipient = new Map<string, Set<string>>();
  /**
   * Alerts known to have ended (with when they were created), so a late `alert.created` from
   * another instance, or an `alert.updated` that lost a race with the end, cannot bring one back.
   */
  private readonly ended = new Map<string, number>();
  /** Alerts created before this have expired: forgotten, and events about them ignored. */
  private forgottenBefore = Number.NEGATIVE_INFINITY;

  /** From a read of the database: `rows` newest first, at most ACTIVE_ALERTS_CACHE_MAX + 1. */
  static fromRows(rows: AlertRow[], recipients: Map<string, string[]>): ActiveAlertsSnapshot {
    const snapshot = new ActiveAlertsSnapshot();
    for (const row of rows.slice(0, ACTIVE_ALERTS_CACHE_MAX)) {
      snapshot.rows.push(row);
      snapshot.index(row, recipients.get(row.id) ?? []);
    }
    snapshot.isComplete = rows.length <= ACTIVE_ALERTS_CACHE_MAX;
    return snapshot;
  }

  /** Applies one alert event in place: idempotent, in any order of arrival. */
  apply(message: AlertBusMessage): void {
    const { alert } = message;
    const current = this.byId.get(alert.id);
    const createdAt = Date.parse(alert.createdAt);
    if (message.type === 'alert.ended' || alert.status !== 'active') {
      if (createdAt >= this.forgottenBefore) this.ended.set(alert.id, createdAt);
      if (current !== undefined) this.remove(current, this.rows.indexOf(current));
      return;
    }
    if (createdAt < this.forgottenBefore) return;
    if (this.ended.has(alert.id)) return;
    if (current !== undefined) {
      // Counts only grow: an older event arriving late must not take a response back. The row
      // is this snapshot's own (never handed out), so it changes in place, indexes included.
      if (alert.observersCount > current.observersCount) {
        this.unplace(current);
        current.observersCount = alert.observersCount;
        this.place(current);
      }
      return;
    }
    const row = rowOf(alert);
    // Newest first: a new alert is almost always the newest, so this rarely walks far.
    let at = 0;
    while (at < this.rows.length && (this.rows[at]?.createdAt ?? row.createdAt) > row.createdAt) {
      at += 1;
    }
    this.rows.splice(at, 0, row);
    this.index(row, message.recipientIds);
    if (this.rows.length > ACTIVE_ALERTS_CACHE_MAX) this.isComplete = false;
  }

  /**
   * Forgets alerts created before `cutoff` (expired: lists leave them out already) and what it
   * knew of their ends, so memory follows the active alerts, however long the process runs.
   */
  forgetBefore(cutoff: Date): void {
    this.forgottenBefore = Math.max(this.forgottenBefore, cutoff.getTime());
    for (let last = this.rows.at(-1); last !== undefined; last = this.rows.at(-1)) {
      if (last.createdAt.getTime() >= this.forgottenBefore) break;
      this.remove(last, this.rows.length - 1);
    }
    for (const [alertId, createdAt] of this.ended) {
      if (createdAt < this.forgottenBefore) this.ended.delete(alertId);
    }
  }

  recipientsOf(alertId: string): ReadonlySet<string> {
    return this.recipientsByAlert.get(alertId) ?? new Set();
  }

  /** The newest `limit` unexpired alerts. */
  newest(now: Date, limit: number): AlertRow[] {
    const found: AlertRow[] = [];
    for (const row of this.rows) {
      if (isExpired(row, now)) continue;
      found.push(row);
      if (found.length === limit) break;
    }
    return found;
  }

  /**
   * The newest `limit` unexpired alerts whose radius covers `point` (none without one), or sent
   * to `viewerId`, or (`withOwn`) sent by them.
   */
  concerning(
    point: Point | null,
    viewerId: string | null,
    now: Date,
    limit: number,
    options: { withOwn?: boolean; withinYards?: number } = {},
  ): AlertRow[] {
    const found = new Set<AlertRow>();
    if (options.withOwn === true && viewerId !== null) {
      for (const row of this.rows) if (row.userId === viewerId) found.add(row);
    }
    const { withinYards } = options;
    if (point !== null && withinYards !== undefined) {
      // A list (GET /api/alerts): every alert within a fixed distance, whatever its radius.
      for (const row of this.rows) if (isWithinRadius(row, point, withinYards)) found.add(row);
    } else if (point !== null) {
      for (const [radiusYards, grid] of this.gridsByRadius) {
        grid.near(point, radiusYards, (row) => {
          if (isWithinRadius(row, point, radiusYards)) found.add(row);
        });
      }
    }
    for (const alertId of (viewerId && this.alertsByRecipient.get(viewerId)) || []) {
      const row = this.byId.get(alertId);
      if (row !== undefined) found.add(row);
    }
    return [...found]
      .filter((row) => !isExpired(row, now))
      .sort(newestFirst)
      .slice(0, limit);
  }

  private index(row: AlertRow, recipientIds: readonly string[]): void {
    this.byId.set(row.id, row);
    this.place(row);
    if (recipientIds.length === 0) return;
    this.recipientsByAlert.set(row.id, new Set(recipientIds));
    for (const userId of recipientIds) {
      let alertIds = this.alertsByRecipient.get(userId);
      if (alertIds === undefined) {
        alertIds = new Set();
        this.alertsByRecipient.set(userId, alertIds);
      }
      alertIds.add(row.id);
    }
  }

  private remove(row: AlertRow, at: number): void {
    this.rows.splice(at, 1);
    this.byId.delete(row.id);
    this.unplace(row);
    for (const userId of this.recipientsByAlert.get(row.id) ?? []) {
      const alertIds = this.alertsByRecipient.get(userId);
      alertIds?.delete(row.id);
      if (alertIds?.size === 0) this.alertsByRecipient.delete(userId);
    }
    this.recipientsByAlert.delete(row.id);
  }

  /** Files the row in the grid of its current radius. */
  private place(row: AlertRow): void {
    const radiusYards = alertRadiusYards(row.observersCount);
    let grid = this.gridsByRadius.get(radiusYards);
    if (grid === undefined) {
      grid = new PointGrid(2 * latitudeDegreesFor(yardsToMiles(radiusYards)));
      this.gridsByRadius.set(radiusYards, grid);
    }
    grid.place(row, row);
  }

  private unplace(row: AlertRow): void {
    const radiusYards = alertRadiusYards(row.observersCount);
    const grid = this.gridsByRadius.get(radiusYards);
    grid?.remove(row);
    if (grid?.size === 0) this.gridsByRadius.delete(radiusYards);
  }
}
