import { z } from 'zod';
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
  response: z.string(),
  citations: z.array(CitationSchema),
});
export type LegalChatResponse = z.infer<typeof LegalChatResponseSchema>;

/** P2 §3 "Law notification". */
export const IMPACT_LEVELS = ['high', 'medium', 'low'] as const;
export type ImpactLevel = (typeof IMPACT_LEVELS)[number];
export const LawNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  summary: z.string(),
  category: z.string(),
  status: z.string(),
  impactLevel: z.enum(IMPACT_LEVELS),
  effectiveDate: z.string(),
  monthsAgo: z.number().int(),
});
export type LawNotification = z.infer<typeof LawNotificationSchema>;
export const LawNotificationsResponseSchema = z.object({
  notifications: z.array(LawNotificationSchema),
  lastUpdated: IsoDateTimeSchema,
});
export type LawNotificationsResponse = z.infer<typeof LawNotificationsResponseSchema>;
export const LawNotificationsQuerySchema = z.object({
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .default('CA'),
  months: z.coerce.number().int().min(1).max(600).optional(),
});

/** P2 §7: the client guesses the state from the address text as one of these. */
export const CHAT_STATE_GUESSES = [
  'California',
  'New York',
  'Texas',
  'Florida',
  'Unknown',
] as const;
export const LegalTimestampSchema = IsoDateTimeSchema;
