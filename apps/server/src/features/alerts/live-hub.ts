import {
  ALERT_ACKNOWLEDGED_EVENT,
  type AlertAcknowledgedEvent,
  type LiveEvent,
  LIVE_EVENTS_HEARTBEAT_MS,
  LIVE_EVENTS_MAX_BUFFERED_BYTES,
  LIVE_EVENTS_RETRY_MS,
  type LiveEventType,
  type Point,
} from '@redzone/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import type { EventBus } from '../../platform/events/event-bus';
import { PointGrid } from '../../platform/geo/point-grid';
import type { ObserverPositions } from '../../platform/observers/observer-positions';
import {
  formatSseEvent,
  openSseStream,
  sseComment,
  sseIdOnly,
  type SseStream,
} from '../../platform/sse/sse-stream';
import { alertAs, type AlertViewer, viewerOf } from './alert-presenter';
import type { LiveMetrics } from './alerts.metrics';
import type {
  AcknowledgedMessage,
  AlertBusMessage,
  LiveBusMessage,
  ObserverMovedMessage,
} from './live-message';
import { type ConcerningAlert, planReplay } from './live-replay';
import { deliveryFor, markDelivered, type Viewer } from './live-targeting';

/** GET /api/events and the positions it targets by: this instance's streams. */
export interface LiveHub {
  /** Streams this session's live events on the reply, resuming after `lastEventId`. */
  open(reply: FastifyReply, userId: string, lastEventId: number | null): Promise<void>;
  reportPosition(userId: string, point: Point): Promise<void>;
  forgetPosition(userId: string): Promise<void>;
  /** Ends every stream (before the server closes: open streams would hold it open). */
  closeAll(): void;
}

interface LiveConnection extends Viewer {
  stream: SseStream;
  lastEventId: number;
  /** Live events that arrive while the stream replays, delivered after it. */
  pending: AlertBusMessage[] | null;
}

type FrameFor = (type: LiveEventType, withId: boolean, viewer: AlertViewer) => string;

/** Streams written per turn of the event loop in a heartbeat pass. */
const HEARTBEAT_BATCH = 250;
/**
 * The pause between heartbeat batches. setImmediate let a pass over 16,000 streams hold the loop
 * for half a second between I/O polls on a busy machine, and alerts posted meanwhile waited for
 * it (bench/alert-fanout, 3 instances: p99 84 to 289 ms); a timer lets their requests run first
 * (p99 17 and 58 ms in trial runs). A pass over 50,000 streams then takes about 2 s of 15.
 */
const HEARTBEAT_BATCH_PAUSE_MS = 10;

/** Each event's frames are built once, however many streams receive them. */
function framesOf(message: AlertBusMessage): FrameFor {
  const cache = new Map<string, string>();
  return (type, withId, viewer) => {
    const key = `${type}${withId ? '#' : ''}:${viewer}`;
    let frame = cache.get(key);
    if (frame === undefined) {
      const event: LiveEvent =
        type === 'alert.ended'
          ? { type, alertId: message.alert.id }
          : { type, alert: alertAs(message.alert, viewer) };
      frame = formatSseEvent(type, JSON.stringify(event), withId ? message.eventId : undefined);
      cache.set(key, frame);
    }
    return frame;
  };
}

/** How this stream's viewer may see the alert; one frame for all when not VIP. */
function viewerFor(
  connection: LiveConnection,
  message: Pick<AlertBusMessage, 'alert' | 'recipientIds'>,
): AlertViewer {
  // The sender's own streams learn isMine; nobody else learns who sent it.
  if (message.alert.userId === connection.userId) return 'owner';
  if (!message.alert.isVip) return 'other';
  const isRecipient = message.recipientIds.includes(connection.userId);
  return viewerOf(message.alert, connection.userId, isRecipient);
}

export function createLiveHub(deps: {
  db: Database;
  bus: EventBus<LiveBusMessage>;
  positions: ObserverPositions;
  /** Active alerts concerning a viewer, oldest first (AlertsService.concerning). */
  concerningAlerts: (viewer: Viewer, now: Date) => Promise<ConcerningAlert[]>;
  clock: () => Date;
  log: FastifyBaseLogger;
  metrics: LiveMetrics;
}): LiveHub {
  const { db, bus, positions, concerningAlerts, clock, log, metrics } = deps;
  const connections = new Set<LiveConnection>();
  const byUser = new Map<string, Set<LiveConnection>>();
  /** Streams with a known position, by where it is: a new alert asks only those near it. */
  const byPosition = new PointGrid<LiveConnection>();
  /** Streams still replaying: every live event waits in their `pending` list. */
  const replaying = new Set<LiveConnection>();

  function moveTo(connection: LiveConnection, position: Point | null, atMs: number): void {
    connection.position = position;
    connection.positionSeenAtMs = atMs;
    if (position === null) byPosition.remove(connection);
    else byPosition.place(connection, position);
  }

  /** Event ids only move forward on a stream, so its Last-Event-ID never goes back. */
  function deliver(
    connection: LiveConnection,
    message: AlertBusMessage,
    nowMs: number,
    frames: FrameFor,
  ): boolean {
    const sent = deliveryFor(connection, message, nowMs);
    if (sent === null) return false;
    const withId = message.eventId > connection.lastEventId;
    if (withId) connection.lastEventId = message.eventId;
    connection.stream.write(frames(sent, withId, viewerFor(connection, message)));
    markDelivered(connection, message.alert.id, sent);
    return true;
  }

  /**
   * The hot path. A new alert concerns only the streams inside its radius and those of its VIP
   * recipients, so it reads the position grid and `byUser` instead of every stream; an update or
   * an end goes to streams told earlier, wherever they are now, so it still asks all of them.
   * Visiting a stream twice is harmless: deliveryFor sends alert.created once.
   */
  function fanOut(message: AlertBusMessage): void {
    const nowMs = clock().getTime();
    const frames = framesOf(message);
    for (const connection of replaying) connection.pending?.push(message);
    let written = 0;
    const visit = (connection: LiveConnection) => {
      if (connection.pending === null && deliver(connection, message, nowMs, frames)) written += 1;
    };
    if (message.type !== 'alert.created') {
      for (const connection of connections) visit(connection);
      return;
    }
    byPosition.near(message.alert, message.alert.radiusYards, visit);
    for (const userId of message.recipientIds) byUser.get(userId)?.forEach(visit);
    // The frames are on the sockets now (sse-stream uncorks each write), so this is the last one.
    if (written > 0) {
      metrics.fannedOut((clock().getTime() - Date.parse(message.alert.createdAt)) / 1000);
    }
  }

  /** alert.created (without an id: nothing durable happened) for active alerts newly concerning. */
  async function announceConcerning(userConnections: LiveConnection[]): Promise<void> {
    const first = userConnections[0];
    if (first === undefined) return;
    const now = clock();
    const found = await concerningAlerts(first, now);
    for (const connection of userConnections) {
      for (const { alert, recipientIds } of found) {
        const event = { type: 'alert.created' as const, alert, recipientIds };
        if (deliveryFor(connection, event, now.getTime()) !== 'alert.created') continue;
        const data: LiveEvent = {
          type: 'alert.created',
          alert: alertAs(alert, viewerFor(connection, { alert, recipientIds })),
        };
        connection.stream.write(formatSseEvent(data.type, JSON.stringify(data)));
        markDelivered(connection, alert.id, data.type);
      }
    }
  }

  async function observerMoved(message: ObserverMovedMessage): Promise<void> {
    const userConnections = byUser.get(message.userId);
    if (userConnections === undefined) return;
    const nowMs = clock().getTime();
    const ready = [...userConnections].filter((connection) => connection.pending === null);
    for (const connection of userConnections) moveTo(connection, message.position, nowMs);
    if (message.position !== null) await announceConcerning(ready);
  }

  /** The sender's streams learn the new counts; nobody else gets them. */
  function tellOwner(message: AcknowledgedMessage): void {
    const event: AlertAcknowledgedEvent = {
      type: ALERT_ACKNOWLEDGED_EVENT,
      acknowledgements: message.acknowledgements,
    };
    const frame = formatSseEvent(event.type, JSON.stringify(event));
    byUser.get(message.ownerId)?.forEach((connection) => connection.stream.write(frame));
  }

  bus.subscribe((message) => {
    if (message.kind === 'alert') {
      fanOut(message);
      return;
    }
    if (message.kind === 'alert.acknowledged') {
      tellOwner(message);
      return;
    }
    observerMoved(message).catch((error: unknown) =>
      log.error({ err: error }, 'could not check alerts for a moved observer'),
    );
  });

  /**
   * A comment line to every stream, a batch per turn of the event loop: one pass over 10,000
   * sockets holds a small server for a few hundred milliseconds, and an alert arriving meanwhile
   * would wait for all of it (bench/alert-fanout).
   */
  async function beat(): Promise<void> {
    const frame = sseComment('heartbeat');
    let written = 0;
    for (const connection of [...connections]) {
      connection.stream.write(frame);
      written += 1;
      if (written % HEARTBEAT_BATCH === 0) {
        await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_BATCH_PAUSE_MS));
      }
    }
  }

  const heartbeat = setInterval(() => void beat(), LIVE_EVENTS_HEARTBEAT_MS);
  heartbeat.unref();

  function register(connection: LiveConnection): void {
    connections.add(connection);
    metrics.streamOpened();
    replaying.add(connection);
    let userConnections = byUser.get(connection.userId);
    if (userConnections === undefined) {
      userConnections = new Set();
      byUser.set(connection.userId, userConnections);
    }
    userConnections.add(connection);
    connection.stream.onClose(() => {
      metrics.streamClosed();
      connections.delete(connection);
      replaying.delete(connection);
      byPosition.remove(connection);
      userConnections.delete(connection);
      if (userConnections.size === 0) byUser.delete(connection.userId);
    });
  }

  async function start(connection: LiveConnection, lastEventId: number | null): Promise<void> {
    const position = await positions.get(connection.userId);
    // A position reported meanwhile (observer.moved) is newer than the stored one.
    if (position !== null && connection.positionSeenAtMs === 0) {
      moveTo(connection, position, clock().getTime());
    }
    const plan = await planReplay(db, connection, lastEventId, clock());
    for (const id of plan.delivered) connection.delivered.add(id);
    for (const id of plan.finished) connection.finished.add(id);
    connection.lastEventId = plan.startId;
    if (plan.isFresh) connection.stream.write(sseIdOnly(plan.startId));
    const nowMs = clock().getTime();
    for (const message of plan.events) deliver(connection, message, nowMs, framesOf(message));
    const replayed = new Set(plan.events.map((message) => message.eventId));
    const pending = connection.pending ?? [];
    connection.pending = null;
    replaying.delete(connection);
    for (const message of pending) {
      if (!replayed.has(message.eventId)) deliver(connection, message, nowMs, framesOf(message));
    }
    await announceConcerning([connection]);
  }

  return {
    async open(reply, userId, lastEventId) {
      const stream = openSseStream(reply, {
        retryMs: LIVE_EVENTS_RETRY_MS,
        maxBufferedBytes: LIVE_EVENTS_MAX_BUFFERED_BYTES,
      });
      const connection: LiveConnection = {
        userId,
        stream,
        position: null,
        positionSeenAtMs: 0,
        delivered: new Set(),
        finished: new Set(),
        lastEventId: 0,
        pending: [],
      };
      register(connection);
      try {
        await start(connection, lastEventId);
      } catch (error) {
        // The response is already the stream: the client reconnects and replays.
        log.error({ err: error }, 'live event stream failed to start');
        stream.close();
      }
    },

    async reportPosition(userId, point) {
      await positions.set(userId, point);
      const position = { latitude: point.latitude, longitude: point.longitude };
      await bus.publish({ kind: 'observer.moved', userId, position });
    },

    async forgetPosition(userId) {
      await positions.remove(userId);
      await bus.publish({ kind: 'observer.moved', userId, position: null });
    },

    closeAll() {
      clearInterval(heartbeat);
      for (const connection of [...connections]) connection.stream.close();
    },
  };
}
