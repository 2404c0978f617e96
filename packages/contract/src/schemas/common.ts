import { z } from 'zod';

/** The one error shape every 4xx/5xx answer carries (DESIGN.md "Server API"). */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Machine codes the server may answer with; the web app translates by code. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'body_too_large',
  'unsupported_media_type',
  'bad_request',
  'not_found',
  'route_not_found',
  'cross_site_request',
  'rate_limited',
  'too_many_streams',
  'server_busy',
  'forbidden',
  'session_required',
  'phone_verification_required',
  'phone_invalid',
  'code_invalid',
  'code_expired',
  'code_not_found',
  'code_attempts_exceeded',
  'send_rate_limited',
  'sms_send_failed',
  'contact_invalid',
  'contact_consent_not_found',
  'contacts_rate_limited',
  'alert_rate_limited',
  // An alert at one of the app's built-in stand-in positions, where nobody is.
  'location_unknown',
  'alert_not_found',
  'push_subscription_not_found',
  'officer_not_found',
  'officer_exists',
  'officer_has_reports',
  'report_not_found',
  'report_rate_limited',
  'recording_not_found',
  'recording_finished',
  'layer_not_started',
  'recording_incomplete',
  // Finishing an upload that holds nothing: the empty upload is removed, not sealed as 0 bytes.
  'recording_empty',
  // A stored chunk no longer opens or hashes as received: 409 before any header.
  'recording_damaged',
  'recording_too_large',
  'chunk_hash_mismatch',
  'chunk_out_of_order',
  'chunk_conflict',
  // A gaps layer's chunk that is not one gap line as the recorder writes it (take-gaps.ts).
  'gap_invalid',
  'range_not_satisfiable',
  'agency_not_found',
  'uploads_disabled',
  'admin_token_invalid',
  'metrics_token_invalid',
  'upload_not_found',
  'upload_incomplete',
  'upload_finalized',
  'not_a_video',
  'video_report_not_found',
  'internal_error',
  'database_unavailable',
  'not_ready',
  // The server's room for footage (507) and an identity's open uploads (429).
  'storage_full',
  // Deleting an alert's or a complaint's recording needs a code texted to the phone.
  'deletion_code_required',
  'deletion_code_invalid',
  'recording_quota',
  'address_quota',
  'too_many_open_recordings',
  // The footage store (a bucket) did not answer in time: the chunk is not acknowledged (503).
  'store_unavailable',
  // A trusted contact's watch link that is wrong, or whose alert ended over 24 h ago.
  'watch_link_invalid',
  'watch_link_expired',
  // Acknowledging an alert that ended, or one never sent to this session.
  'alert_ended',
  'alert_not_targeted',
  // Ending an alert, or changing the PINs, by an identity with a stop PIN needs it (403);
  // five tries in ten minutes, then 429 pin_rate_limited.
  'pin_required',
  'pin_wrong',
  'pin_rate_limited',
  // Too many slow checks (PINs) wait already: try again in a few seconds (503).
  'busy',
  // Deleting an alert's footage needs a code sent to a confirmed trusted contact; there is none.
  'deletion_needs_contact',
  // A drill about a place the caller did not report being at, or past its daily number.
  'drill_not_here',
  'drill_rate_limited',
  // A described take's time, place and words cannot be changed afterwards.
  'recording_described',
  // An evidence log proof asked for sizes no signed tree head has (400).
  'log_range',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const LatitudeSchema = z.number().min(-90).max(90);
export const LongitudeSchema = z.number().min(-180).max(180);
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** The anonymous id format of spec P1 §3: user-timestamp-random. */
export const UserIdSchema = z.string().regex(/^user-\d+-[A-Za-z0-9_-]+$/);

export const SessionSchema = z.object({
  userId: UserIdSchema,
  isPhoneVerified: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** One part GET /api/health/ready asks; not_configured: this deployment does not use it. */
export const ReadinessCheckSchema = z.enum(['ok', 'failed', 'not_configured']);
export const ReadinessChecksSchema = z.object({
  database: ReadinessCheckSchema,
  redis: ReadinessCheckSchema,
});
export type ReadinessChecks = z.infer<typeof ReadinessChecksSchema>;
export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  checks: ReadinessChecksSchema,
});
/** The 503: the one error shape, with the checks that say what failed. */
export const NotReadySchema = ApiErrorBodySchema.extend({
  code: z.literal('not_ready'),
  checks: ReadinessChecksSchema,
});

/** Routes that take no input still declare it, so the OpenAPI document says so. */
export const EmptyQuerySchema = z.object({});

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** P1 §3 "Location fix". */
export const LocationFixSchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  accuracy: z.number().nonnegative(),
  timestamp: z.number(),
});
export type LocationFix = z.infer<typeof LocationFixSchema>;

/** P1 §3 "Reverse-geocoded address". */
export const ReverseGeocodedAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  formatted: z.string(),
});
export type ReverseGeocodedAddress = z.infer<typeof ReverseGeocodedAddressSchema>;

export const GeocodeQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

/** A SHA-256 digest as 64 lowercase hex characters. */
export const Sha256HexSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters (SHA-256)');
