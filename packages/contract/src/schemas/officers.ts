import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

/** P2 §3 officer report ratings, best first. */
export const OFFICER_GRADES = ['A+', 'A', 'B', 'C', 'D', 'F'] as const;
export type OfficerGrade = (typeof OFFICER_GRADES)[number];
export const POSITIVE_GRADES: readonly OfficerGrade[] = ['A+', 'A', 'B'];
export const NEGATIVE_GRADES: readonly OfficerGrade[] = ['D', 'F'];

export const INTERACTION_TYPES = [
  'traffic_stop',
  'arrest',
  'questioning',
  'patrol',
  'emergency_response',
  'other',
] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** P2 §5 rank options. */
export const OFFICER_RANKS = [
  'Officer',
  'Detective',
  'Sergeant',
  'Lieutenant',
  'Captain',
  'Commander',
  'Deputy Chief',
  'Chief',
] as const;

/** P2 §5 department options; {city} and {state} come from the filter inputs. */
export const DEPARTMENT_TYPES = [
  { id: 'city_police', template: '{city} Police Department' },
  { id: 'city_sheriff', template: "{city} Sheriff's Department" },
  { id: 'state_highway_patrol', template: '{state} Highway Patrol' },
  { id: 'state_police', template: '{state} State Police' },
  { id: 'city_transit', template: '{city} Transit Police' },
  { id: 'campus', template: '{city} Campus Police' },
  { id: 'park', template: '{city} Park Police' },
] as const;
export type DepartmentTypeId = (typeof DEPARTMENT_TYPES)[number]['id'];

export const VERIFICATION_STATUSES = ['verified', 'pending', 'unverified'] as const;
export const UNKNOWN_BADGE = 'UNKNOWN';
export const UNKNOWN_OFFICER_NAME = 'Unknown Officer';

export const OfficerSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  badgeNumber: z.string(),
  rank: z.string().nullable(),
  department: z.string(),
  city: z.string(),
  state: z.string(),
  precinct: z.string().nullable(),
  averageRating: z.number().min(0).max(5),
  totalReports: z.number().int().nonnegative(),
  positiveReports: z.number().int().nonnegative(),
  negativeReports: z.number().int().nonnegative(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  creatorUserId: z.string().nullable(),
});
export type Officer = z.infer<typeof OfficerSchema>;
export const OfficerListSchema = z.array(OfficerSchema);

export const OfficersQuerySchema = z.object({
  search: z.string().max(200).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
});

/** P2 §7 POST /api/officers body. */
export const CreateOfficerBodySchema = z.object({
  badgeNumber: z.string().trim().max(50),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  fullName: z.string().trim().max(201),
  rank: z.string().trim().max(50).nullable().optional(),
  department: z.string().trim().max(200).nullable().optional(),
  city: z.string().trim().max(100),
  state: z.string().trim().max(100),
});
export type CreateOfficerBody = z.infer<typeof CreateOfficerBodySchema>;

export const OfficerReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  rating: z.enum(OFFICER_GRADES),
  interactionType: z.enum(INTERACTION_TYPES).nullable(),
  location: z.string().nullable(),
  incidentDate: IsoDateTimeSchema.nullable(),
  isAnonymous: z.boolean(),
  helpfulVotes: z.number().int().nonnegative(),
  isVerified: z.boolean(),
  userId: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
});
export type OfficerReport = z.infer<typeof OfficerReportSchema>;
export const OfficerReportListSchema = z.array(OfficerReportSchema);

/** P2 §7 POST /api/officers/{id}/reports body. */
export const CreateOfficerReportBodySchema = z.object({
  rating: z.enum(OFFICER_GRADES),
  interactionType: z.enum(INTERACTION_TYPES).nullable().optional(),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(5000),
  location: z.string().trim().max(500).nullable().optional(),
  incidentDate: IsoDateTimeSchema.nullable().optional(),
  isAnonymous: z.boolean().default(false),
});
export type CreateOfficerReportBody = z.infer<typeof CreateOfficerReportBodySchema>;
