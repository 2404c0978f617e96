import {
  averageRatingFromHalfPoints,
  type Officer,
  OfficerListSchema,
  type OfficerReport,
} from '@redzone/contract';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { OfficerReportRow } from '../../db/schema';
import type { OpaqueTokens } from '../../platform/identity/opaque-token';
import type { OfficerListRow } from './officers.queries';

/**
 * The one row -> contract mapping of an officer; the average comes from the stored sum. The
 * creator's id stays here: the reader learns only whether it is them.
 */
export function toOfficer(row: OfficerListRow, viewerId: string | null): Officer {
  return {
    id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    badgeNumber: row.badgeNumber,
    rank: row.rank,
    department: row.department,
    city: row.city,
    state: row.state,
    precinct: row.precinct,
    averageRating: averageRatingFromHalfPoints(row.ratingHalfPoints, row.totalReports),
    totalReports: row.totalReports,
    positiveReports: row.positiveReports,
    negativeReports: row.negativeReports,
    verificationStatus: row.verificationStatus,
    isMine: viewerId !== null && row.creatorUserId === viewerId,
  };
}

/**
 * A report as `viewerId` may see it: whether it is theirs, and for a named report a tag that
 * tells this officer's reporters apart; never the author's id. Every report
 * comes from a verified phone.
 */
export function toReport(
  row: OfficerReportRow,
  viewerId: string | null,
  tokens: OpaqueTokens,
): OfficerReport {
  const isMine = viewerId !== null && viewerId === row.userId;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    rating: row.rating,
    interactionType: row.interactionType,
    location: row.location,
    incidentDate: row.incidentDate,
    isAnonymous: row.isAnonymous,
    // No call of the spec casts a helpful vote; the field is there for its readers.
    helpfulVotes: 0,
    isVerified: true,
    isMine,
    reporterTag: row.isAnonymous ? null : tokens(`officer:${row.officerId}`, row.userId),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * STYLE.md "Hot paths": the search answer is serialized by fast-json-stringify from the
 * contract's JSON Schema, not by zod encoding; the OpenAPI document keeps OfficerListSchema.
 */
const officerListJsonSchema = z.toJSONSchema(OfficerListSchema, {
  target: 'draft-07',
  io: 'output',
});
const stringifyOfficerList = fastJson(officerListJsonSchema as Parameters<typeof fastJson>[0]);

export function officerListSerializerCompiler() {
  return (data: unknown) => stringifyOfficerList(data);
}
