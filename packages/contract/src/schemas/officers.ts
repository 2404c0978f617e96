import { z } from 'zod';
import {
  OFFICER_BADGE_MAX,
  OFFICER_DEPARTMENT_MAX,
  OFFICER_NAME_MAX,
  OFFICER_PLACE_MAX,
  OFFICER_REPORT_DESCRIPTION_MAX,
  OFFICER_REPORT_LOCATION_MAX,
  OFFICER_REPORT_TITLE_MAX,
  OFFICER_SEARCH_QUERY_MAX,
} from '../constants';
import { IsoDateTimeSchema } from './common';

/** P2 §3 officer report ratings, best first. */
export const OFFICER_GRADES = ['A+', 'A', 'B', 'C', 'D', 'F'] as const;
export type OfficerGrade = (typeof OFFICER_GRADES)[number];

/**
 * What each grade counts toward an officer's averageRating (0 to 5). A+ is the top of
 * the scale and F its bottom; the grades between sit one point apart, except A, half a point
 * under A+ (an A is an excellent encounter, not a merely good one):
 *
 *   A+ 5 · A 4.5 · B 3.5 · C 2.5 · D 1.5 · F 0
 *
 * averageRating is the mean over an officer's reports, rounded to 2 decimals; 0 with no reports
 * (totalReports tells the two apart). The grade shown for an average is the nearest one
 * (`gradeForAverage`). Recorded in docs/decisions/016-officers-report-card.md.
 */
export const GRADE_POINTS: Readonly<Record<OfficerGrade, number>> = {
  'A+': 5,
  A: 4.5,
  B: 3.5,
  C: 2.5,
  D: 1.5,
  F: 0,
};
/** positiveReports counts these grades, negativeReports the next list; C counts in neither. */
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
export type OfficerRank = (typeof OFFICER_RANKS)[number];

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
  /**
   * Whether the reader created the profile (and may delete it). Replaces P2 §3's creatorUserId:
   * nobody is sent another person's id.
   */
  isMine: z.boolean(),
});
export type Officer = z.infer<typeof OfficerSchema>;
export const OfficerListSchema = z.array(OfficerSchema);

/** P2 §7 GET /api/officers query: every part optional; an empty one is no filter. */
export const OfficersQuerySchema = z.object({
  search: z.string().trim().max(OFFICER_SEARCH_QUERY_MAX).optional(),
  city: z.string().trim().max(OFFICER_PLACE_MAX).optional(),
  state: z.string().trim().max(OFFICER_PLACE_MAX).optional(),
});
export type OfficersQuery = z.infer<typeof OfficersQuerySchema>;

/** "" and null both mean "not given" for the optional choices. */
const blankToNull = (value: unknown) => (value === '' ? null : value);

/**
 * P2 §7 POST /api/officers body. The server builds fullName from the first and last names (the
 * client's fullName is accepted and ignored), files an empty badge as UNKNOWN and an empty name
 * as "Unknown Officer" (P2 §5), and refuses an officer with neither.
 */
export const CreateOfficerBodySchema = z.object({
  badgeNumber: z
    .string({ error: 'The badge number must be text.' })
    .trim()
    .max(OFFICER_BADGE_MAX, {
      error: `The badge number can be at most ${OFFICER_BADGE_MAX} characters.`,
    })
    .default(''),
  firstName: z
    .string({ error: 'The first name must be text.' })
    .trim()
    .max(OFFICER_NAME_MAX, {
      error: `The first name can be at most ${OFFICER_NAME_MAX} characters.`,
    })
    .default(''),
  lastName: z
    .string({ error: 'The last name must be text.' })
    .trim()
    .max(OFFICER_NAME_MAX, {
      error: `The last name can be at most ${OFFICER_NAME_MAX} characters.`,
    })
    .default(''),
  fullName: z
    .string()
    .max(OFFICER_NAME_MAX * 2 + 1)
    .optional(),
  rank: z.preprocess(
    blankToNull,
    z.enum(OFFICER_RANKS, { error: 'Choose a rank from the list.' }).nullable().optional(),
  ),
  department: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(OFFICER_DEPARTMENT_MAX, {
        error: `The department can be at most ${OFFICER_DEPARTMENT_MAX} characters.`,
      })
      .nullable()
      .optional(),
  ),
  city: z
    .string({ error: 'Enter the city.' })
    .trim()
    .min(1, { error: 'Enter the city.' })
    .max(OFFICER_PLACE_MAX, { error: `The city can be at most ${OFFICER_PLACE_MAX} characters.` }),
  state: z
    .string({ error: 'Enter the state.' })
    .trim()
    .min(1, { error: 'Enter the state.' })
    .max(OFFICER_PLACE_MAX, { error: `The state can be at most ${OFFICER_PLACE_MAX} characters.` }),
});
export type CreateOfficerBody = z.input<typeof CreateOfficerBodySchema>;

/** An incident's calendar date, YYYY-MM-DD (P2 §3 "ISO or null"). */
export const IsoDateSchema = z.iso.date();

export const OfficerReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  rating: z.enum(OFFICER_GRADES),
  interactionType: z.enum(INTERACTION_TYPES).nullable(),
  location: z.string().nullable(),
  incidentDate: IsoDateSchema.nullable(),
  isAnonymous: z.boolean(),
  helpfulVotes: z.number().int().nonnegative(),
  isVerified: z.boolean(),
  /** Whether the reader wrote it. Replaces P2 §3's userId. */
  isMine: z.boolean(),
  /**
   * A token telling this officer's reporters apart (the same author's reports on this officer
   * share it; on another officer it differs); null on an anonymous report.
   */
  reporterTag: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
});
export type OfficerReport = z.infer<typeof OfficerReportSchema>;
export const OfficerReportListSchema = z.array(OfficerReportSchema);

/**
 * P2 §7 POST /api/officers/{id}/reports body. incidentDate is a date (or a date and time, of
 * which the date counts) and may not be after today; the server checks that against its clock.
 */
export const CreateOfficerReportBodySchema = z.object({
  rating: z.enum(OFFICER_GRADES, { error: 'Choose a grade: A+, A, B, C, D or F.' }),
  interactionType: z.preprocess(
    blankToNull,
    z
      .enum(INTERACTION_TYPES, { error: 'Choose an interaction type from the list.' })
      .nullable()
      .optional(),
  ),
  title: z
    .string({ error: 'Enter a title.' })
    .trim()
    .min(1, { error: 'Enter a title.' })
    .max(OFFICER_REPORT_TITLE_MAX, {
      error: `The title can be at most ${OFFICER_REPORT_TITLE_MAX} characters.`,
    }),
  description: z
    .string({ error: 'Describe what happened.' })
    .trim()
    .min(1, { error: 'Describe what happened.' })
    .max(OFFICER_REPORT_DESCRIPTION_MAX, {
      error: `The description can be at most ${OFFICER_REPORT_DESCRIPTION_MAX} characters.`,
    }),
  location: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(OFFICER_REPORT_LOCATION_MAX, {
        error: `The location can be at most ${OFFICER_REPORT_LOCATION_MAX} characters.`,
      })
      .nullable()
      .optional(),
  ),
  incidentDate: z.preprocess(
    blankToNull,
    z
      .union([IsoDateSchema, IsoDateTimeSchema], {
        error: 'Give the incident date as YYYY-MM-DD.',
      })
      .nullable()
      .optional(),
  ),
  isAnonymous: z.boolean({ error: 'isAnonymous must be true or false.' }).default(false),
});
export type CreateOfficerReportBody = z.input<typeof CreateOfficerReportBodySchema>;
