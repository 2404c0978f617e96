import {
  type CreateVideoReportBody,
  CreateVideoReportBodySchema,
  CRIME_TYPES,
  type CrimeType,
  parseWitnessCount,
} from '@redzone/contract';

/** The Report to Law Enforcement form as typed (P1 §3 "Video report", §5). */
export interface ReportFormValues {
  agencyIds: string[];
  /** null until chosen: a select item never has an empty value (P1 §5). */
  crimeType: CrimeType | null;
  /** yyyy-mm-dd, local. */
  date: string;
  /** HH:mm, local; optional. */
  time: string;
  officerBadgeNumber: string;
  officerName: string;
  description: string;
  witnessCount: string;
  isAnonymous: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * P1 §5: the date defaults to today and the time to now (the device's local time); for a
 * recording, to when it started: that is when the incident was happening.
 */
export function initialReportForm(now: Date = new Date()): ReportFormValues {
  return {
    agencyIds: [],
    crimeType: null,
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    officerBadgeNumber: '',
    officerName: '',
    description: '',
    witnessCount: '0',
    isAnonymous: false,
  };
}

export const isCrimeType = (value: string): value is CrimeType =>
  (CRIME_TYPES as readonly string[]).includes(value);

/** P1 §5: an integer, at least 0; anything else (or more than the server keeps) becomes 0. */
export function witnessCountOf(input: string): number {
  const count = parseWitnessCount(input.trim());
  return CreateVideoReportBodySchema.shape.witnessCount.safeParse(count).success ? count : 0;
}

/** The date and the optional time as one instant (the start of the day without a time). */
export function incidentInstant(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const clock = /^\d{2}:\d{2}$/.test(time) ? time : '00:00';
  const instant = new Date(`${date}T${clock}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export type ReportProblem = 'noAgencies' | 'missingInformation';

/** The fields a person must fix, each said next to the field (inline validation). */
export type ReportField = 'agencies' | 'crimeType' | 'description' | 'date';

export function reportFieldErrors(values: ReportFormValues): ReportField[] {
  const errors: ReportField[] = [];
  if (values.agencyIds.length === 0) errors.push('agencies');
  if (values.crimeType === null) errors.push('crimeType');
  if (values.description.trim() === '') errors.push('description');
  if (incidentInstant(values.date, values.time) === null) errors.push('date');
  return errors;
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * P1 §5 in its order: an agency first ("No Agencies Selected"), then the incident type, the
 * description and the date ("Missing Information"). One report per agency.
 */
export function toReportBodies(
  recordingId: string,
  values: ReportFormValues,
): { ok: true; reports: CreateVideoReportBody[] } | { ok: false; problem: ReportProblem } {
  if (values.agencyIds.length === 0) return { ok: false, problem: 'noAgencies' };
  const description = values.description.trim();
  const incidentDate = incidentInstant(values.date, values.time);
  if (values.crimeType === null || description === '' || incidentDate === null) {
    return { ok: false, problem: 'missingInformation' };
  }
  const shared = {
    recordingId,
    crimeType: values.crimeType,
    incidentDate: incidentDate.toISOString(),
    officerBadgeNumber: optional(values.officerBadgeNumber),
    officerName: optional(values.officerName),
    incidentDescription: description,
    witnessCount: witnessCountOf(values.witnessCount),
    isAnonymous: values.isAnonymous,
  };
  return { ok: true, reports: values.agencyIds.map((agencyId) => ({ ...shared, agencyId })) };
}
