import { z } from 'zod';
import { AGENCY_RESULTS_MAX } from '../constants';
import { IsoDateTimeSchema } from './common';

/** P1 §3 "Law enforcement agency". */
export const AgencySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  jurisdiction: z.string(),
  city: z.string(),
  state: z.string(),
});
export type Agency = z.infer<typeof AgencySchema>;
export const AgencyListSchema = z.array(AgencySchema);

export const AgenciesQuerySchema = z.object({
  location: z.string().max(500).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

/** P1 §3 crimeType values, with their display labels. */
export const CRIME_TYPES = [
  'police_misconduct',
  'excessive_force',
  'illegal_search',
  'false_arrest',
  'discrimination',
  'assault',
  'harassment',
  'civil_rights_violation',
  'traffic_violation',
  'other',
] as const;
export type CrimeType = (typeof CRIME_TYPES)[number];
export const CRIME_TYPE_LABELS: Record<CrimeType, string> = {
  police_misconduct: 'Police Misconduct',
  excessive_force: 'Excessive Force',
  illegal_search: 'Illegal Search/Seizure',
  false_arrest: 'False Arrest',
  discrimination: 'Discrimination',
  assault: 'Assault',
  harassment: 'Harassment',
  civil_rights_violation: 'Civil Rights Violation',
  traffic_violation: 'Traffic Violation',
  other: 'Other',
};

/** P1 §3 "Video report" and §7 POST /api/video-reports (one call per agency). */
export const CreateVideoReportBodySchema = z.object({
  recordingId: z.string().min(1).max(100),
  agencyId: z.string().min(1).max(100),
  crimeType: z.enum(CRIME_TYPES),
  incidentDate: IsoDateTimeSchema,
  officerBadgeNumber: z.string().trim().max(50).nullable(),
  officerName: z.string().trim().max(200).nullable(),
  incidentDescription: z.string().trim().min(1).max(5000),
  witnessCount: z.number().int().min(0).max(10_000),
  isAnonymous: z.boolean(),
});
export type CreateVideoReportBody = z.infer<typeof CreateVideoReportBodySchema>;
/**
 * Reports sent together (one per selected agency), stored all or none: the spec's client makes
 * one call per agency, which could leave half of them stored.
 */
export const CreateVideoReportBatchBodySchema = z.object({
  reports: z.array(CreateVideoReportBodySchema).min(1).max(AGENCY_RESULTS_MAX),
});
export type CreateVideoReportBatchBody = z.infer<typeof CreateVideoReportBatchBodySchema>;

/**
 * `prepared`: the complaint document is ready for the person to file; no delivery channel to
 * agencies exists (the UI is honest about it).
 */
export const VIDEO_REPORT_DELIVERY_STATUSES = ['prepared'] as const;

export const VideoReportSchema = CreateVideoReportBodySchema.extend({
  id: z.string(),
  /** null once the recording was deleted (by its owner, or after its retention). */
  recordingId: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  agencyName: z.string(),
  agencyJurisdiction: z.string(),
  deliveryStatus: z.enum(VIDEO_REPORT_DELIVERY_STATUSES),
  /** Where the complaint document (PDF) is downloaded. */
  complaintUrl: z.string(),
  evidenceChainHash: z.string().nullable(),
});
export type VideoReport = z.infer<typeof VideoReportSchema>;
export const VideoReportListSchema = z.array(VideoReportSchema);
