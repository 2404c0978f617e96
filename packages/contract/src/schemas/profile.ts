import { z } from 'zod';
import { MAX_OLIVE_BRANCH_FRIENDS, PHONE_INPUT_MAX_LENGTH } from '../constants';
import { PinSchema } from './pins';
import { SenderNameChoiceSchema } from './sender-name';

/** P2 §5 relationships for an Olive Branch friend. */
export const RELATIONSHIPS = [
  'Family',
  'Partner',
  'Close Friend',
  'Roommate',
  'Colleague',
  'Emergency Contact',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const OliveBranchFriendSchema = z.object({
  name: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(1).max(PHONE_INPUT_MAX_LENGTH),
  relationship: z.enum(RELATIONSHIPS),
});
export type OliveBranchFriend = z.infer<typeof OliveBranchFriendSchema>;

/**
 * PUT /api/trusted-contacts (DESIGN.md): the whole circle, at most 4. While a stop PIN is set,
 * `pin` must be it: emptying the circle would silence the people who hear of a duress.
 * `senderName`, when given, is stored before the new numbers are texted, so their confirmation
 * texts already name the person as chosen; absent, the choice stays as it was.
 */
export const TrustedContactsBodySchema = z.object({
  contacts: z.array(OliveBranchFriendSchema).max(MAX_OLIVE_BRANCH_FRIENDS),
  pin: PinSchema.optional(),
  senderName: SenderNameChoiceSchema.optional(),
});
/**
 * Whether a contact agreed to be texted (anyone could list anyone's number). A
 * contact is texted and counted as VIP only once `confirmed`; `pending` until they answer the
 * one confirmation SMS, `declined` for good.
 */
export const CONTACT_CONSENT_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type ContactConsentStatus = (typeof CONTACT_CONSENT_STATUSES)[number];

/** GET/PUT /api/trusted-contacts answer: the owner's circle, phones in E.164, with consent. */
export const TrustedContactsSchema = z.object({
  contacts: z
    .array(OliveBranchFriendSchema.extend({ consent: z.enum(CONTACT_CONSENT_STATUSES) }))
    .max(MAX_OLIVE_BRANCH_FRIENDS),
});
export type TrustedContacts = z.infer<typeof TrustedContactsSchema>;

/** GET and POST /api/contact-consents/{token}: the link in the confirmation SMS. */
export const ContactConsentParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export const ContactConsentBodySchema = z.object({ accept: z.boolean() });
export const ContactConsentSchema = z.object({
  status: z.enum(CONTACT_CONSENT_STATUSES),
  /** Who the confirmation text said listed the number; absent when it said "someone". */
  invitedBy: z.string().optional(),
});
export type ContactConsent = z.infer<typeof ContactConsentSchema>;

/** P2 §3 "Local profile", stored in the browser under PROFILE_STORAGE_KEY. */
export const LocalProfileSchema = z.object({
  name: z.string().default(''),
  email: z.string().default(''),
  image: z.string().nullable().default(null),
  notifications: z.boolean().default(true),
  locationSharing: z.boolean().default(true),
  autoRecord: z.boolean().default(false),
  alertsResponded: z.number().int().default(0),
  hoursRecorded: z.number().int().default(0),
  communityHelps: z.number().int().default(0),
  oliveBranchFriends: z.array(OliveBranchFriendSchema).max(MAX_OLIVE_BRANCH_FRIENDS).default([]),
  savedAt: z.number().nullable().default(null),
});
export type LocalProfile = z.infer<typeof LocalProfileSchema>;

/** GET /api/impact: P2 §2's "Your Impact", computed from the session's own records. */
export const ImpactSchema = z.object({
  alertsResponded: z.number().int().nonnegative(),
  /** Hours, to a tenth. */
  hoursRecorded: z.number().nonnegative(),
  /** Reports filed: officials report card reports and complaints prepared. */
  communityHelps: z.number().int().nonnegative(),
});
export type Impact = z.infer<typeof ImpactSchema>;
