/** The server's limits, phone verification and texts: the spec leaves these open (DESIGN.md). */

// ---- Server-side limits (DESIGN.md; the spec leaves these open) ----
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * A session lasts 90 days from its last use (the app renews it at every start): a cookie copied
 * off a phone stops working three months after that phone stopped using it, and someone who does
 * not open the app for longer verifies their number again to take everything back.
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** How long a number's past holders are found when it is verified again on a new phone. */
export const PHONE_HISTORY_DAYS = 30;
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

// ---- Phone verification and SMS (the spec leaves these open) ----
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
 * Codes one network (an address group) may have had sent to one number: whoever wants to keep
 * a person from verifying their own number (and taking back a seized phone) uses up their own
 * network's share, not the person's.
 */
export const VERIFICATION_SENDS_PER_NUMBER_PER_NETWORK = 5;
/**
 * Codes all sessions together may have sent to one number: a ceiling on texts to a phone, high
 * enough that blocking its owner takes many networks.
 */
export const VERIFICATION_SENDS_PER_NUMBER_ALL_SESSIONS = 30;
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

/** New numbers one identity may have texted a confirmation link in a day. */
export const CONTACT_INVITATIONS_PER_DAY = 12;

/** Messages to the people who run an installation that one network may send in a day. */
export const CONTACT_MESSAGES_PER_NETWORK_PER_DAY = 5;
/** How many of the newest messages the operator's list shows. */
export const CONTACT_MESSAGES_LISTED = 200;
/** Messages are deleted once this old. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 90;
