import { ALERTS_PAGE_REFETCH_MS } from './spec';

/** Alerts, live events, Web Push and finding alerts: the spec leaves these open. */

// ---- Alerts and live events (the spec leaves these open) ----
/** At most this many alerts per identity in ALERT_RATE_LIMIT_WINDOW_MS. */
export const ALERT_RATE_LIMIT = 3;
export const ALERT_RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/**
 * Alerts to the trusted contacts alone (no position yet) per identity per window: each is one SMS
 * to every contact, so they are capped like alerts.
 */
export const CONTACTS_ALERT_RATE_LIMIT = 3;
export const CONTACTS_ALERT_RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/**
 * While an alert waits (no answer, or a server error), it is tried again this often as well as
 * when the browser says it is back online: on one bar of signal requests fail while the browser
 * still says online.
 */
export const EMERGENCY_RETRY_MS = 5_000;
/**
 * A take that has produced no footage this long after it started is not a recording:
 * MediaRecorder hands over its first 250 ms chunk well within it where it works at all.
 */
export const RECORDER_NO_DATA_TIMEOUT_MS = 5_000;
/** An alert nobody ended leaves every list this long after it was sent. */
export const ALERT_EXPIRY_MS = 2 * 60 * 60_000;
/**
 * Days an alert and its responses are kept (ALERT_RETENTION_DAYS), unless a
 * recording belongs to it: then it stays as long as that evidence does.
 */
export const ALERT_RETENTION_DAYS_DEFAULT = 30;
/** How often alerts past their retention are deleted. */
export const ALERT_RETENTION_SWEEP_MS = 60 * 60_000;
/** How often each server marks expired alerts and tells their observers (alert.ended). */
export const ALERT_EXPIRY_SWEEP_MS = 60_000;
/**
 * GET /api/alerts per session and per network address a minute: an app asks on
 * opening a screen and every 30 s while its event stream is down; a scraper walking a city's
 * positions asks far more.
 */
export const ALERT_LIST_RATE_LIMIT_PER_SESSION = 30;
export const ALERT_LIST_RATE_LIMIT_PER_ADDRESS = 300;
export const ALERT_LIST_RATE_LIMIT_WINDOW_MS = 60_000;
/** Most alerts one GET /api/alerts returns, newest first. */
export const ALERT_LIST_LIMIT = 500;
/**
 * GET /api/alerts lists the active alerts within this distance of the position it is asked for
 * (P1 §2's Alerts page: all alerts, within 0.5 mi, within 100 yds; Home's "within 5 mi"), plus
 * the viewer's own and the VIP alerts sent to them. Never the whole country;
 * notifications still follow each alert's own radius.
 */
export const ALERT_LIST_RADIUS_MILES = 5;
/** The most active alerts a server keeps in memory for lists; past it, lists ask the database. */
export const ACTIVE_ALERTS_CACHE_MAX = 20_000;
/**
 * With Redis, the longest an in-memory alert list is used before it is read again (a lost message
 * stays stale no longer); in every mode, how often it forgets expired alerts.
 */
export const ACTIVE_ALERTS_CACHE_TTL_MS = 2_000;
/** An observer's last reported position counts this long (clients report every 30 s). */
export const OBSERVER_POSITION_TTL_MS = 2 * 60_000;
/** The on-watch mode: the end times a person can pick, and the longest session. */
export const ON_WATCH_DURATIONS_HOURS = [1, 2, 4, 8] as const;
export const ON_WATCH_MAX_MS = 12 * 60 * 60_000;
/** A comment line on every event stream this often, so proxies keep idle streams open. */
export const LIVE_EVENTS_HEARTBEAT_MS = 15_000;
/** The `retry:` hint: how long a browser waits before reconnecting a dropped stream. */
export const LIVE_EVENTS_RETRY_MS = 3_000;
/** A reconnect with Last-Event-ID replays at most this much of what it missed. */
export const LIVE_EVENTS_REPLAY_WINDOW_MS = ALERT_EXPIRY_MS;
export const LIVE_EVENTS_REPLAY_MAX = 500;
/** Event records older than this are deleted by the expiry sweep; replay never reads them. */
export const LIVE_EVENTS_RETENTION_MS = 24 * 60 * 60_000;
/** A stream whose client stopped reading is cut past this much unsent data (it replays on reconnect). */
export const LIVE_EVENTS_MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Event streams one session may hold open on one server: a few tabs or devices
 * signed into one identity, not thousands of sockets from one cookie.
 */
export const LIVE_STREAMS_PER_SESSION = 4;
/**
 * Event streams one network address (an IPv6 /64) may hold on one server by default
 * (LIVE_STREAMS_PER_ADDRESS): room for a carrier-grade NAT or a campus, far below what would
 * exhaust the server's open files.
 */
export const LIVE_STREAMS_PER_ADDRESS_DEFAULT = 500;
/**
 * Open files kept free of event streams under the process's open-file limit (database, recordings,
 * uploads, the listening socket): the global cap is the limit less this, or half the limit if that
 * is more.
 */
export const LIVE_STREAMS_FILE_RESERVE = 2_000;
/** Global cap when the open-file limit cannot be read (not Linux). */
export const LIVE_STREAMS_MAX_FALLBACK = 10_000;
/** How long a refused stream is told to wait (Retry-After), in seconds. */
export const LIVE_STREAMS_RETRY_AFTER_SECONDS = 30;
/** Texts a deployment sends in 24 hours by default (SMS_DAILY_BUDGET). */
export const SMS_DAILY_BUDGET_DEFAULT = 2_000;
/**
 * Texts one number may receive from Red Zone's contact features in 24 hours:
 * confirmation requests and alerts together. Past it, nothing more is sent to it that day.
 */
export const CONTACT_SMS_PER_PHONE_PER_DAY = 10;
/** The web page a contact's confirmation SMS links to: `${origin}${path}#${token}` (a fragment never reaches a server log). */
export const CONTACT_CONSENT_PATH = '/contact-consent';
/**
 * The page a trusted contact opens from the alert's SMS, `WATCH_PATH#<token>`: the
 * alert's place and state and its live evidence, with no account and no position asked for.
 */
export const WATCH_PATH = '/watch';
/**
 * A watch link works while its alert is active and this long after it ended: long enough to see
 * how it ended, short enough that a link forwarded on stops soon.
 */
export const WATCH_LINK_AFTER_END_MS = 60 * 60 * 1000;
/** Longest location text quoted in the SMS to trusted contacts who are not users. */
export const ALERT_SMS_LOCATION_MAX = 200;
/** The maps link in that SMS: a search for the coordinates. */
export const MAPS_SEARCH_URL = 'https://www.google.com/maps?q=';

// ---- Web Push (the spec leaves these open) ----
/**
 * How long a push service holds an alert for a phone that is offline. Short: an alert that
 * arrives later than this is stale, and the Alerts list shows what is still active.
 */
export const PUSH_TTL_SECONDS = 5 * 60;
/** RFC 8030 §5.3: "high" wakes a sleeping phone at once; an alert is the case it exists for. */
export const PUSH_URGENCY = 'high';
/** Subscriptions kept per identity (browsers and reinstalls); a new one replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_IDENTITY = 5;
/** How long the server waits for a push service to accept one message. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;
/**
 * Messages in flight at once per alert, and connections per push service. HTTP/1.1 carries one
 * message per connection per round trip, so with a push service 30 ms away 64 connections sent a
 * busy neighbourhood's 4,600 pushes in 2.5 s, 256 in 0.85 s (decision 068). Bounded all the same,
 * so a city's audience cannot open thousands of sockets.
 */
export const PUSH_SEND_CONCURRENCY = 256;
/** Longest description and location quoted in a push message (the whole message must fit 4 KB). */
export const PUSH_DESCRIPTION_MAX = 140;
export const PUSH_LOCATION_MAX = 200;
/** Where a tap on the notification leads. */
export const PUSH_ALERT_URL = '/alerts';
/**
 * The query parameter naming the alert a declarative notification was tapped for: Safari opens
 * its `navigate` address itself, with no service worker to say the alert was seen, so the page
 * says it (`/alerts?seen=<id>`).
 */
export const PUSH_SEEN_PARAM = 'seen';

// ---- Finding and reaching alerts (the spec leaves these open) ----
/**
 * Home's "active alerts nearby" and the map's local alerts: those within this distance of you,
 * 12.5 minutes by the spec's travel estimate. The Alerts page lists every active alert.
 */
export const LOCAL_ALERTS_MILES = 5;
/** Home shows at most this many nearby alerts, nearest first; the Alerts page has the rest. */
export const HOME_ALERTS_MAX = 5;
/** The map's list polls like the Alerts page's, and likewise only while the event stream is down. */
export const MAP_ALERTS_REFETCH_MS = ALERTS_PAGE_REFETCH_MS;
/** Relative time labels and the Last Hour filter are worked out again this often. */
export const CLOCK_TICK_MS = 30_000;
/** With no tile loaded by then, the map gives way to the coordinate view (a network that hangs). */
export const MAP_TILES_TIMEOUT_MS = 10_000;
/** Street level: a few blocks around you, enough to walk or drive to an alert. */
export const MAP_DEFAULT_ZOOM = 15;
/** OpenStreetMap's standard tiles stop at zoom 19. */
export const MAP_MAX_ZOOM = 19;
/** MAP_TILE_URL's default: OpenStreetMap's tile server, and the attribution its licence asks for. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
/** P1 §2 Navigate and the map's open-in-maps button: external directions to the coordinates. */
export const MAPS_DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination=';
