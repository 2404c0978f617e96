import { z } from 'zod';
import { LAW_NOTIFICATIONS_DEFAULT_STATE, LAW_NOTIFICATIONS_MAX_MONTHS } from '../constants';
import { isLawNotificationState } from '../rules/law-notifications';
import { IsoDateTimeSchema, LatitudeSchema, LongitudeSchema } from './common';

export const LEGAL_CHAT_CONTEXT = 'emergency_legal_consultation';
export const CHAT_ROLES = ['user', 'assistant'] as const;
export const LEGAL_MESSAGE_MAX = 4000;

/** P2 §3 "Chat message". */
export const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** P2 §7 POST /api/legal/chat. */
export const LegalChatBodySchema = z.object({
  message: z
    .string()
    .max(LEGAL_MESSAGE_MAX)
    .refine((m) => m.trim().length > 0, {
      message: 'Message must not be empty',
    }),
  context: z.string().max(100).default(LEGAL_CHAT_CONTEXT),
  conversationHistory: z
    .array(z.object({ role: z.enum(CHAT_ROLES), content: z.string().max(LEGAL_MESSAGE_MAX) }))
    .max(50)
    .default([]),
  userLocation: z
    .object({
      latitude: LatitudeSchema.nullable().optional(),
      longitude: LongitudeSchema.nullable().optional(),
      state: z.string().max(50).optional(),
    })
    .optional(),
});
export type LegalChatBody = z.infer<typeof LegalChatBodySchema>;

export const CitationSchema = z.object({
  title: z.string(),
  citation: z.string(),
  url: z.string().optional(),
});
export type Citation = z.infer<typeof CitationSchema>;

export const LegalChatResponseSchema = z.object({
  /** P2 §7: the whole answer, as the spec's client shows it. */
  response: z.string(),
  citations: z.array(CitationSchema),
  /**
   * Added to the spec's fields: the answer in parts, for reading during a stop. The
   * first part (a direct one-line answer and what to say), the rest for behind "More", and the
   * closing disclaimer; `response` is the three joined. Absent when a model wrote the answer.
   */
  summary: z.string().optional(),
  more: z.string().optional(),
  disclaimer: z.string().optional(),
});
export type LegalChatResponse = z.infer<typeof LegalChatResponseSchema>;

/** P2 §3 "Law notification". */
export const IMPACT_LEVELS = ['high', 'medium', 'low'] as const;
export type ImpactLevel = (typeof IMPACT_LEVELS)[number];
/** What a law is about, derived from its topics on the server (docs/decisions/017). */
export const LAW_CATEGORIES = [
  'recording',
  'traffic_stops',
  'officer_identification',
  'body_cameras',
  'accountability',
  'arrest_and_detention',
  'pursuits',
  'rights',
] as const;
export type LawCategory = (typeof LAW_CATEGORIES)[number];

/** A calendar date, YYYY-MM-DD. */
const CalendarDateSchema = z.iso.date();

/**
 * P2 §3 "Law notification", plus where it applies and where it comes from: the state, the
 * citation and source link, the date its status was last known to be right (court rulings move
 * on), and whether the record was checked against a source (docs/decisions/017).
 */
export const LawNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  summary: z.string(),
  category: z.enum(LAW_CATEGORIES),
  status: z.string(),
  impactLevel: z.enum(IMPACT_LEVELS),
  effectiveDate: CalendarDateSchema,
  /**
   * The day its status last changed (statusChangedOn: the latest date its status names, or its
   * effective date): the feed's window and order, so a court ruling surfaces when it came.
   */
  statusChangedOn: CalendarDateSchema,
  /** Calendar months since effectiveDate; 0 this month and for laws not yet in effect. */
  monthsAgo: z.number().int().min(0),
  state: z.string(),
  citation: z.string(),
  sourceUrl: z.string(),
  statusAsOf: CalendarDateSchema,
  /** False: compiled from memory and not yet checked against a source; shown with a caveat. */
  isVerified: z.boolean(),
});
export type LawNotification = z.infer<typeof LawNotificationSchema>;
export const LawNotificationsResponseSchema = z.object({
  notifications: z.array(LawNotificationSchema),
  /**
   * The newest day any record's status was checked, as midnight UTC: the data's own date, not
   * when it was loaded. Null when there are no records.
   */
  lastUpdated: IsoDateTimeSchema.nullable(),
  /**
   * The state's record whose status changed last, whatever the period asked for, so a page with
   * nothing recent can say when the last change was and show it. Null for a state
   * with no records. Added after the spec's two fields; older clients ignore it.
   */
  lastChange: LawNotificationSchema.nullable(),
});
export type LawNotificationsResponse = z.infer<typeof LawNotificationsResponseSchema>;

/** A state's USPS code in any case (ca, CA), one of the 50 states or DC. */
export const LawStateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isLawNotificationState, 'must be the two-letter code of a US state or DC, such as CA');
export const LawNotificationsParamsSchema = z.object({ state: LawStateCodeSchema });
/** P2 §7 GET /api/law-notifications: the state, and how many months back (6 by default). */
export const LawNotificationsQuerySchema = z.object({
  state: LawStateCodeSchema.default(LAW_NOTIFICATIONS_DEFAULT_STATE),
  months: z.coerce.number().int().min(1).max(LAW_NOTIFICATIONS_MAX_MONTHS).optional(),
});
export type LawNotificationsQuery = z.infer<typeof LawNotificationsQuerySchema>;

/** P2 §7: the client guesses the state from the address text as one of these. */
export const CHAT_STATE_GUESSES = [
  'California',
  'New York',
  'Texas',
  'Florida',
  'Unknown',
] as const;
export const LegalTimestampSchema = IsoDateTimeSchema;
