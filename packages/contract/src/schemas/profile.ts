import { z } from 'zod';
import { MAX_OLIVE_BRANCH_FRIENDS, PHONE_INPUT_MAX_LENGTH } from '../constants';

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

/** PUT /api/trusted-contacts (DESIGN.md): the whole circle, at most 4. */
export const TrustedContactsBodySchema = z.object({
  contacts: z.array(OliveBranchFriendSchema).max(MAX_OLIVE_BRANCH_FRIENDS),
});
/** GET/PUT /api/trusted-contacts answer: the owner's circle, phones in E.164. */
export const TrustedContactsSchema = TrustedContactsBodySchema;
export type TrustedContacts = z.infer<typeof TrustedContactsSchema>;

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

/** GET /api/impact: P2 §2's "Your Impact", computed from the session's own records (issue 31). */
export const ImpactSchema = z.object({
  alertsResponded: z.number().int().nonnegative(),
  /** Hours, to a tenth. */
  hoursRecorded: z.number().nonnegative(),
  /** Reports filed: officials report card reports and complaints prepared. */
  communityHelps: z.number().int().nonnegative(),
});
export type Impact = z.infer<typeof ImpactSchema>;
