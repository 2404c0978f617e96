/**
 * Every number of spec §9 (both documents), named. Components and routes import these; nothing
 * else in the code base may spell one of these values out.
 * "P1" = part1-alerts-recording-reporting.md, "P2" = part2-officials-profile-legal-shell.md.
 */

export const PRODUCT_NAME = 'Red Zone';
export const PRODUCT_SHORT_NAME = 'Red Zone';
/** The product's alert phrase (P1 §2 urgent modal heading, P1 §9 spoken confirmation). */
export const ALERT_PHRASE = 'RED ZONE ALERT';

// ---- Alert button (P1 §9) ----
export const HOLD_TIME_MS = 3000;
export const HOLD_COUNTDOWN_FROM = 3;
export const EMERGENCY_NUMBER = '911';

// ---- Geography (P1 §9, P2 §9) ----
export const YARDS_PER_MILE = 1760;
export const METERS_PER_MILE = 1609.344;
export const ALERT_BASE_RADIUS_YARDS = 100;
export const ALERT_RADIUS_GROWTH_YARDS = 100;
export const ALERT_RADIUS_GROWTH_PER_OBSERVERS = 5;
export const ALERT_MAX_RADIUS_YARDS = 1760;
export const EARTH_RADIUS_MILES = 3959;
export const TRAVEL_MINUTES_PER_MILE = 2.5;
export const RESPOND_ETA_MINUTES = 5;
/**
 * Issue 27: "nearest N min" on the sender's screen is a responder's distance at walking pace
 * (3 mph), not P1 §9's 2.5 min/mile, which is a car's: an observer near an alert goes on foot.
 */
export const WALKING_MINUTES_PER_MILE = 20;
/** Alerts filter distances (P1 §2): Within 0.5 mi and Within 100 yds. */
export const FILTER_NEAR_MILES = 0.5;
export const FILTER_CLOSE_YARDS = 100;
export const FILTER_RECENT_MS = 60 * 60 * 1000;

// ---- Location (P1 §9) ----
export const LOCATION_REFRESH_MS = 30_000;
export const LOCATION_TIMEOUT_MS = 10_000;
export const LOCATION_MAX_AGE_MS = 5 * 60_000;
export const WATCH_TIMEOUT_MS = 15_000;
export const WATCH_MAX_AGE_MS = 60_000;
export const ALERT_LOCATION_TIMEOUT_MS = 5_000;
export const ALERT_LOCATION_MAX_AGE_MS = 0;
/**
 * P1 §8's stand-in for a failed location on alert. Since issue 31 no alert is ever sent at it (it
 * sent observers to Burbank when nobody was there); emergencies an older version stored with it
 * are read as having no position.
 */
export const ALERT_FALLBACK_LOCATION = {
  latitude: 34.1808,
  longitude: -118.309,
  address: 'Emergency Alert - Burbank Area',
} as const;
/** P1 §8: map page geolocation error falls back to Los Angeles. */
export const MAP_FALLBACK_LOCATION = { latitude: 34.2137, longitude: -118.2851 } as const;
/** P2 §8/§9: state-detection geolocation failure falls back to San Francisco, California. */
export const GEOCODE_FALLBACK_LOCATION = { latitude: 37.7749, longitude: -122.4194 } as const;
export const GEOCODE_FALLBACK_STATE = 'California';
export const REVERSE_GEOCODE_ZOOM = 18;
/** P1 §8: geocoding failure shows the coordinates with 4 decimals. */
export const COORDINATE_FALLBACK_DECIMALS = 4;

// ---- Polling (P1 §9, P2 §9) ----
export const HOME_ALERTS_REFETCH_MS = 30_000;
export const ALERTS_PAGE_REFETCH_MS = 15_000;
export const POST_ALERT_REFETCH_DELAY_MS = 3_500;
export const LAW_NOTIFICATIONS_REFETCH_MS = 7_776_000_000;
export const LAW_NOTIFICATIONS_WINDOW_MONTHS = 6;

// ---- Law notifications (P2 §4, §9; issue 8 leaves the rest open) ----
/** P2 §4: the selected state starts at California, and so does the API without `state`. */
export const LAW_NOTIFICATIONS_DEFAULT_STATE = 'CA';
/** The widest `?months=` the API accepts: 50 years, older than any law the data set holds. */
export const LAW_NOTIFICATIONS_MAX_MONTHS = 600;
/** The windows the page offers, from the spec's 6 months to everything (docs/decisions/017). */
export const LAW_NOTIFICATIONS_WINDOWS_MONTHS = [
  LAW_NOTIFICATIONS_WINDOW_MONTHS,
  12,
  24,
  60,
  LAW_NOTIFICATIONS_MAX_MONTHS,
] as const;

// ---- Recording (P1 §9) ----
export const VIDEO_IDEAL_WIDTH = 1280;
export const VIDEO_IDEAL_HEIGHT = 720;
export const VIDEO_MIN_WIDTH = 640;
export const VIDEO_MIN_HEIGHT = 480;
export const VIDEO_IDEAL_FRAME_RATE = 30;
export const RECORDING_QUALITY_LABEL = '720p';
export const RECORDER_CHUNK_INTERVAL_MS = 250;
/**
 * Issue 23's evidence layer: 500 ms fragments (issue 23 asked 1-2 s; the goals were met with
 * 500 ms, decision 034 and docs/benchmarks.md), a small picture and a low bitrate, so one
 * camera's sound and video fit a 250 kbps uplink. Measured in Chromium with a 720p street-like
 * camera: about 130 kbps with the audio (docs/decisions/034).
 */
export const EVIDENCE_CHUNK_INTERVAL_MS = 500;
export const EVIDENCE_VIDEO = { width: 320, height: 240 } as const;
/**
 * The evidence picture's frames a second, richest first: the rate controller steps down while
 * the evidence falls behind, to stills at the end. Measured with a grainy 720p camera in
 * Chromium, sound included: about 215, 140, 80 and 55 kbps (docs/decisions/034).
 */
export const EVIDENCE_FRAME_RATES = [10, 5, 2, 1] as const;
/** A target the encoder honours on quiet pictures; on grain, the frame rate decides. */
export const EVIDENCE_VIDEO_BITS_PER_SECOND = 150_000;
/** The back camera's evidence carries no sound, and comes after the front's. */
export const EVIDENCE_BACK_VIDEO_BITS_PER_SECOND = 100_000;
export const EVIDENCE_AUDIO_BITS_PER_SECOND = 32_000;
/** Above this many seconds of evidence waiting on the device, the uplink is called slow. */
export const EVIDENCE_BACKLOG_TARGET_SECONDS = 2;
export const RECORDING_AUTO_START_DELAY_MS = 1_500;
export const PREFERRED_RECORDING_MIME_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=h264,opus',
  'video/webm',
  'video/mp4',
] as const;

/**
 * Evidence upload (DESIGN.md "Recording and evidence"). A 250 ms chunk of 720p video from two
 * cameras is a few hundred KB; the cap only stops abuse. A recording may be as large as any upload.
 */
export const RECORDING_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
export const RECORDING_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Header carrying the chunk's SHA-256 (hex) on PUT /api/recordings/{id}/chunks/{index}. */
export const RECORDING_CHUNK_SHA256_HEADER = 'x-chunk-sha256';
/** The privacy policy's promise: recordings are deleted this many days after they were made. */
export const RECORDING_RETENTION_DAYS_DEFAULT = 90;
/**
 * Issue 29: a deletion asked for from a phone happens this many days later, so whoever took the
 * phone cannot erase the footage on the spot (RECORDING_DELETE_DELAY_DAYS).
 */
export const RECORDING_DELETE_DELAY_DAYS_DEFAULT = 7;
/** The code texted to delete an alert's or a complaint's recording: how long it holds, and tries. */
export const DELETION_CODE_TTL_MS = 10 * 60 * 1000;
export const DELETION_CODE_MAX_ATTEMPTS = 5;

/** The evidence uploader's pauses after a failure: doubling from the first to the last. */
export const EVIDENCE_RETRY_MIN_MS = 1_000;
export const EVIDENCE_RETRY_MAX_MS = 15_000;
/** How often the server looks for recordings past their retention. */
export const RECORDING_RETENTION_SWEEP_MS = 60 * 60_000;

// ---- Report to law enforcement (P1 §5, §7) ----
/** Agencies offered for one report: the city's, the county's, then the nearest others. */
export const AGENCY_RESULTS_MAX = 12;
/** Agencies beyond the city and county are offered only this close to the incident. */
export const AGENCY_NEARBY_MILES = 15;

// ---- Speech, sound, vibration (P1 §9, P2 §9) ----
export const CONFIRMATION_SPOKEN_SUFFIX = 'SENT';
export const CONFIRMATION_REPEATS = 3;
export const CONFIRMATION_PAUSE_MS = 1_500;
export const CONFIRMATION_SPEECH_RATE = 0.9;
export const CONFIRMATION_SPEECH_PITCH = 1.1;
/** 300/100 ms, four pulses. */
export const ALERT_VIBRATION_PATTERN = [300, 100, 300, 100, 300, 100, 300] as const;
export const URGENT_SPEECH_RATE = 0.9;
export const URGENT_SPEECH_REPEATS = 3;
export const BASIC_SPEECH_RATE = 1.3;
export const URGENT_FLASH_MS = 10_000;
export const URGENT_AUDIO_REPEAT_MS = 10_000;
export const VIP_TONES_HZ = [800, 1000, 1200] as const;
export const LEGAL_SPEECH_RATE = 0.9;
export const LEGAL_SPEECH_PITCH = 1;
export const LEGAL_SPEECH_VOLUME = 0.8;
export const SPEECH_RETRY_DELAY_MS = 500;
export const SPOKEN_REPLY_DELAY_MS = 300;

// ---- Shell (P1 §9, P2 §9) ----
/** Parts kept out of the first load (the recorder) are fetched when the page is idle, or after this. */
export const IDLE_PRELOAD_TIMEOUT_MS = 2_000;
/** A part loaded on demand is asked for this many times, this long apart, before it is given up. */
export const LAZY_IMPORT_ATTEMPTS = 3;
export const LAZY_IMPORT_RETRY_MS = 1_000;
export const INSTALL_BANNER_DELAY_MS = 3_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const ALERT_SUCCESS_TOAST_MS = 8_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLL_BUTTON_INTERVAL_MS = 50;
/** P1 §2: the install-instructions dialog steps through steps 0 to 2. */
export const INSTALL_INSTRUCTION_STEP_COUNT = 3;

// ---- Profile and verification (P2 §9) ----
export const MAX_OLIVE_BRANCH_FRIENDS = 4;
export const MAX_PROFILE_PHOTO_BYTES = 500 * 1024 * 1024;
export const PHONE_MIN_LENGTH = 10;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFY_REDIRECT_DELAY_MS = 2_000;
export const VERIFY_PREPARING_DELAY_MS = 200;
export const MINIMUM_AGE = 17;

// ---- Upload (P2 §9) ----
export const UPLOAD_CHUNK_BYTES = 256 * 1024;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const UPLOAD_REDIRECT_DELAY_MS = 2_000;
export const UPLOAD_PERCENT_DECIMALS = 1;
export const UPLOAD_SPEED_DECIMALS = 1;

// ---- Company pages and guidance (P2 §9) ----
export const DEMO_LENGTH_MINUTES = { min: 30, max: 45 } as const;
export const RECORDING_DISTANCE_FEET = { min: 8, max: 15 } as const;
export const POLICY_DATE = 'September 2, 2025';
export const FEATURE_COUNT = 8;
export const PERMISSION_COUNT = 9;

// ---- Server-side limits (DESIGN.md; the spec leaves these open) ----
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Browsers cap a cookie's lifetime at 400 days (RFC 6265bis); asking for more is silently cut. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** 16 random bytes = 128 bits, the floor the foundation issue sets for the anonymous id. */
export const SESSION_ID_RANDOM_BYTES = 16;
/** Generated cookie-signing secret: 32 bytes, well above the 20 @fastify/cookie recommends. */
export const SESSION_SECRET_BYTES = 32;
export const SESSION_SECRET_MIN_LENGTH = 32;
/** Vite fingerprints files under /assets, so a year-long immutable cache is safe. */
export const STATIC_ASSET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const DEFAULT_SERVER_PORT = 3000;
export const MAX_TCP_PORT = 65_535;
/** How long a clean shutdown waits for PostgreSQL connections to finish their queries. */
export const DATABASE_CLOSE_TIMEOUT_SECONDS = 5;
/**
 * How long GET /api/health/ready waits for the database and for Redis: under a load balancer's
 * usual check timeout, so a part that hangs reads as failed instead of as no answer.
 */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

// ---- Phone verification and SMS (issue 3; the spec leaves these open) ----
export const PHONE_DEFAULT_COUNTRY = 'US';
/** Longest phone text accepted in a request; E.164 itself is at most 16 characters. */
export const PHONE_INPUT_MAX_LENGTH = 32;
/** Digits left visible when a verified number is shown back ("•••-•••-4567"). */
export const PHONE_MASK_VISIBLE_DIGITS = 4;
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
/** Wrong tries per code; the last one kills the code and a new one must be requested. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** Every send limit counts over this sliding window. */
export const VERIFICATION_SEND_WINDOW_MS = 60 * 60_000;
/** Codes one session may have sent to one number in the window. */
export const VERIFICATION_SENDS_PER_NUMBER = 5;
/**
 * Codes all sessions together may have sent to one number (issue 24, F-12): well above one
 * session's share, so another session's sends never use up the number's own session's share,
 * and still a ceiling on texts to a phone.
 */
export const VERIFICATION_SENDS_PER_NUMBER_ALL_SESSIONS = 15;
export const VERIFICATION_SENDS_PER_SESSION = 5;
/** Sessions cost nothing to mint, so one network address also has a ceiling. */
export const VERIFICATION_SENDS_PER_CLIENT_ADDRESS = 20;
export const VERIFICATION_SEND_INTERVAL_MS = 30_000;
/** Send records and dead codes are deleted once this old (well past every limit's window). */
export const VERIFICATION_STATE_RETENTION_MS = 24 * 60 * 60_000;
/** PHONE_DATA_KEY: 32 bytes, written as 64 hex characters. */
export const PHONE_DATA_KEY_BYTES = 32;
/** AES-256-GCM: a fresh 12-byte IV per value and the full 16-byte tag. */
export const PHONE_ENCRYPTION_IV_BYTES = 12;
export const PHONE_ENCRYPTION_TAG_BYTES = 16;
/** How long the server waits for the SMS provider before calling the send failed. */
export const SMS_SEND_TIMEOUT_MS = 10_000;
/** The console provider's in-memory outbox keeps only the newest messages. */
export const SMS_OUTBOX_MAX_MESSAGES = 200;

// ---- Alerts and live events (issue 4; the spec leaves these open) ----
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
 * still says online (issue 31).
 */
export const EMERGENCY_RETRY_MS = 5_000;
/**
 * A take that has produced no footage this long after it started is not a recording (issue 31):
 * MediaRecorder hands over its first 250 ms chunk well within it where it works at all.
 */
export const RECORDER_NO_DATA_TIMEOUT_MS = 5_000;
/** An alert nobody ended leaves every list this long after it was sent. */
export const ALERT_EXPIRY_MS = 2 * 60 * 60_000;
/**
 * Days an alert and its responses are kept (ALERT_RETENTION_DAYS; issue 24, F-20), unless a
 * recording belongs to it: then it stays as long as that evidence does.
 */
export const ALERT_RETENTION_DAYS_DEFAULT = 30;
/** How often alerts past their retention are deleted. */
export const ALERT_RETENTION_SWEEP_MS = 60 * 60_000;
/** How often each server marks expired alerts and tells their observers (alert.ended). */
export const ALERT_EXPIRY_SWEEP_MS = 60_000;
/**
 * GET /api/alerts per session and per network address a minute (issue 24, F-15): an app asks on
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
 * the viewer's own and the VIP alerts sent to them. Never the whole country (issue 24 F-15);
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
/** Issue 27's on-watch mode: the end times a person can pick, and the longest session. */
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
 * Event streams one session may hold open on one server (issue 24, F-01): a few tabs or devices
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
/** Texts a deployment sends in 24 hours by default (SMS_DAILY_BUDGET; issue 24, F-11). */
export const SMS_DAILY_BUDGET_DEFAULT = 2_000;
/**
 * Texts one number may receive from Red Zone's contact features in 24 hours (issue 24, F-13):
 * confirmation requests and alerts together. Past it, nothing more is sent to it that day.
 */
export const CONTACT_SMS_PER_PHONE_PER_DAY = 10;
/** The web page a contact's confirmation SMS links to: `${origin}${path}#${token}` (a fragment never reaches a server log). */
export const CONTACT_CONSENT_PATH = '/contact-consent';
/**
 * Issue 27: the page a trusted contact opens from the alert's SMS, `WATCH_PATH#<token>`: the
 * alert's place and state and its live evidence, with no account and no position asked for.
 */
export const WATCH_PATH = '/watch';
/** A watch link works while its alert is active and this long after it ended. */
export const WATCH_LINK_AFTER_END_MS = 24 * 60 * 60 * 1000;
/** Longest location text quoted in the SMS to trusted contacts who are not users. */
export const ALERT_SMS_LOCATION_MAX = 200;
/** The maps link in that SMS: a search for the coordinates. */
export const MAPS_SEARCH_URL = 'https://www.google.com/maps?q=';

// ---- Web Push (issue 4; the spec leaves these open) ----
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

// ---- Finding and reaching alerts (issue 5; the spec leaves these open) ----
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

// ---- Officers report card (issue 7; the spec leaves these open) ----
/** Most officers one search answers, best first; a person narrows the search to see others. */
export const OFFICER_SEARCH_PAGE_SIZE = 48;
/** Longest search text accepted, and the most words of it that count. */
export const OFFICER_SEARCH_QUERY_MAX = 100;
export const OFFICER_SEARCH_MAX_WORDS = 8;
/** The web app waits this long after the last keystroke before it searches. */
export const OFFICER_SEARCH_DEBOUNCE_MS = 300;
/** Newest reports one GET /api/officers/{id}/reports answers. */
export const OFFICER_REPORTS_PAGE_SIZE = 100;
/** Reports per identity in OFFICER_REPORT_WINDOW_MS: in all, and about one officer. */
export const OFFICER_REPORTS_PER_DAY = 10;
export const OFFICER_REPORTS_PER_OFFICER_PER_DAY = 1;
export const OFFICER_REPORT_WINDOW_MS = 24 * 60 * 60_000;
export const OFFICER_NAME_MAX = 60;
export const OFFICER_BADGE_MAX = 20;
export const OFFICER_DEPARTMENT_MAX = 120;
export const OFFICER_PLACE_MAX = 100;
export const OFFICER_REPORT_TITLE_MAX = 120;
export const OFFICER_REPORT_DESCRIPTION_MAX = 2000;
export const OFFICER_REPORT_LOCATION_MAX = 200;

// ---- Legal assistant (issue 8; the spec leaves these open) ----
/**
 * Questions per identity in LEGAL_CHAT_RATE_LIMIT_WINDOW_MS: a long conversation during an
 * encounter fits; a script asking in a loop (and paying for a model) does not.
 */
export const LEGAL_CHAT_RATE_LIMIT = 30;
export const LEGAL_CHAT_RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/** How long the server waits for the optional model (LLM_BASE_URL) before answering without it. */
export const LLM_REQUEST_TIMEOUT_MS = 15_000;
/** Earlier turns of the conversation passed to the model, newest last. */
export const LLM_HISTORY_TURNS = 10;
/**
 * Characters of earlier conversation sent to the model with a question (issue 24, F-28): the
 * newest turns that fit, so one request cannot make every call the longest prompt there is.
 */
export const LLM_HISTORY_MAX_CHARS = 6_000;
/** Questions one verified number may have a model answer in 24 hours by default (LLM_QUESTIONS_PER_DAY). */
export const LLM_QUESTIONS_PER_DAY_DEFAULT = 100;
